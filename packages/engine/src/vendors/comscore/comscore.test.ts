import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { describeVendorFixtures, fixtureDuplicateGroups } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

describe('Comscore hidden events', () => {
  const eventOf = (url: string) => decode({ url, method: 'GET' })[0]?.eventName;

  it('names a hidden hit hidden_event, never after its page name, and lets a streaming event win', () => {
    const beacon = 'https://sb.scorecardresearch.com/p?c1=2&c2=123456789&ns_type=hidden&name=home.page';
    expect(eventOf(beacon)).toBe('hidden_event');
    expect(eventOf(`${beacon}&ns_st_ev=play`)).toBe('play');
    const analytix = 'http://sa.bbc.co.uk/bbc/bbc/s?name=home.page&ns_type=hidden&ns__t=1464499428866';
    expect(eventOf(analytix)).toBe('hidden_event');
    expect(eventOf(analytix.replace('ns_type=hidden', 'ns_type=view'))).toBe('page_view');
  });
});

describe('Comscore partner ID syncs (c1=9)', () => {
  const decodedOf = (url: string) => {
    const [event] = decode({ url, method: 'GET' });
    return [event?.category, event?.eventName, event?.accountID];
  };
  const groupsOf = (...files: string[]) => fixtureDuplicateGroups(import.meta.dirname, ...files);

  it("names them id_sync with no account (c2 is the partner's), on every beacon host", () => {
    const sync = '/b?c1=9&c2=14652657&cs_xi=3f2a9c1e-5b7d-4e08-9a6c-2d4f8b1e7c05';
    for (const host of ['ads', 'sb', 'b'])
      expect(decodedOf(`https://${host}.scorecardresearch.com${sync}`)).toEqual([
        'COMSCORE',
        'id_sync',
        null,
      ]);
    expect(decodedOf('https://ads.scorecardresearch.com/p?C1=9&C2=14652657')).toEqual([
      'COMSCORE',
      'id_sync',
      null,
    ]);
  });

  it('keeps the account and name of the other tag types on the ad host', () => {
    expect(decodedOf('https://ads.scorecardresearch.com/p?c1=3&c2=6035818&c3=1')).toEqual([
      'COMSCORE',
      'beacon',
      '6035818',
    ]);
  });

  it('never counts a sync sent again (a /b and the /b2 it redirects to, or /b twice) as a duplicate', () => {
    expect(groupsOf('ads-id-sync-partner-xid.json', 'ads-id-sync-partner-xid.json')).toEqual([]);
  });
});
