import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { describeVendorFixtures, fixtureDuplicateGroups } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

const REPORT = 'https://analytics.pangle-ads.com/api/v2/pangle_pixel';

function only(request: { url: string; method?: string; postData?: string }) {
  const events = decode(request);
  expect(events).toHaveLength(1);
  return events[0];
}

describe('pangle report body', () => {
  it('gives a finding, not a throw, for bodies that are not the JSON object it expects', () => {
    for (const [postData, codes] of [
      ['{"event":', ['BODY_NOT_JSON']],
      ['not json at all', ['BODY_NOT_JSON']],
      ['[1,2,3]', []],
      ['"Pageview"', []],
      ['{"event":{"nested":true}}', []],
      ['null', []],
    ] as const) {
      const event = only({ url: REPORT, method: 'POST', postData });
      expect(event?.category).toBe('PANGLE');
      expect(event?.accountID).toBeNull();
      expect(event?.findings.map((finding) => finding.code)).toEqual(codes);
    }
  });

  it('names no event when the body has none', () => {
    expect(only({ url: REPORT, method: 'POST', postData: '{"message_id":"m1"}' })?.eventName).toBe(
      'unknown_event',
    );
  });

  it('says nothing of a body for a GET', () => {
    const event = only({ url: REPORT });
    expect(event?.eventName).toBe('unknown_event');
    expect(event?.findings).toEqual([]);
  });
});

describe('pangle drift alarm', () => {
  it('names Pangle for another endpoint on its host, not for the disable-cookie script', () => {
    const other = only({ url: 'https://analytics.pangle-ads.com/api/v3/pangle_pixel', method: 'POST' });
    expect(other?.category).toBeNull();
    expect(other?.findings.map((finding) => finding.code)).toEqual(['UNKNOWN_VENDOR_ENDPOINT']);
    const disable = only({ url: 'https://analytics.pangle-ads.com/api/v2/pangle_disable_cookie' });
    expect(disable?.findings.map((finding) => finding.code)).toEqual(['REQUEST_UNRECOGNISED']);
  });
});

describe('pangle duplicates', () => {
  it('counts one report sent twice (same message_id) as a duplicate', () => {
    expect(
      fixtureDuplicateGroups(import.meta.dirname, 'report-pageview.json', 'report-pageview.json'),
    ).toEqual(['Pageview: r1,r2']);
  });
});
