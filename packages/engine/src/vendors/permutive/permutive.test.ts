import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { describeVendorFixtures, fixtureDuplicateGroups } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

const KEY = '9c50d46d-3afa-4194-8bdc-cc2817fce50a';
const BATCH = `https://api.permutive.com/v2.0/batch/events?enrich=false&sdkp=true&k=${KEY}`;

describe('Permutive', () => {
  it("reads the identify body's identities (the shape of Permutive's API reference)", () => {
    const [event] = decode({
      url: `https://api.permutive.com/v2.0/identify?k=${KEY}`,
      method: 'POST',
      postData: JSON.stringify({
        user_id: '2008c38f-dece-4570-976d-87593ed001c3',
        aliases: [{ priority: 0, tag: 'email_sha256', id: 'a1b2c3' }],
      }),
    });
    expect(event?.eventName).toBe('identify');
    expect(event?.accountID).toBe(KEY);
    expect(event?.findings).toEqual([]);
    const tag = event?.parameters.find((param) => param.name === 'aliases[0].tag');
    expect(tag).toMatchObject({ value: 'email_sha256', label: 'Identity 1: tag', group: 'user' });
  });

  it('reads a body of one event object as one event, on the .app host too', () => {
    const events = decode({
      url: BATCH.replace('.com', '.app'),
      method: 'POST',
      postData: JSON.stringify({
        name: 'LinkClick',
        view_id: 'v-1',
        properties: { client: { url: 'https://a.example/' } },
      }),
    });
    expect(events.map((event) => [event.eventName, event.accountID])).toEqual([['LinkClick', KEY]]);
  });

  it('reports a body that is not JSON, and names nothing in a list without events', () => {
    const [broken] = decode({ url: BATCH, method: 'POST', postData: '[{"name":' });
    expect(broken?.findings.map((finding) => finding.code)).toEqual(['BODY_NOT_JSON']);
    const [empty] = decode({ url: BATCH, method: 'POST', postData: '[1, "x", null]' });
    expect([empty?.eventName, empty?.findings]).toEqual(['unknown_event', []]);
  });

  it('tells the SegmentEntry events of one batch apart by their segment, not as duplicates', () => {
    expect(fixtureDuplicateGroups(import.meta.dirname, 'batch.json')).toEqual([]);
  });

  it('still finds one batch sent twice', () => {
    expect(fixtureDuplicateGroups(import.meta.dirname, 'batch.json', 'batch.json')).toEqual([
      'Pageview: r1#1,r2#1',
      'SegmentEntry: r1#2,r2#2',
      'SegmentEntry: r1#3,r2#3',
      'SegmentEntry: r1#4,r2#4',
    ]);
  });
});
