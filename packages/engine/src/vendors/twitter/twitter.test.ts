import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { describeVendorFixtures } from '../testing/fixtures.js';
import { twitterEventName } from './event-name.js';

describeVendorFixtures(import.meta.dirname);

describe('twitterEventName', () => {
  it('joins several event names', () => {
    const params = [
      { name: 'events', value: '[["pageview",{}],["lead",{}]]' },
      { name: 'events[0][0]', value: 'pageview' },
      { name: 'events[0][1]', value: '{}' },
      { name: 'events[1][0]', value: 'lead' },
    ];
    expect(twitterEventName(params)).toBe('pageview,lead');
  });

  // A quadratic regression on this fails on the test timeout; the speed is a figure of `npm run bench -- engine`.
  it('joins every name of a very large events array, in order, and skips their data', () => {
    const names = Array.from({ length: 100_000 }, (_, index) => `event_${index}`);
    const params = names.flatMap((name, index) => [
      { name: `events[${index}][0]`, value: name },
      { name: `events[${index}][1]`, value: '{}' },
    ]);
    expect(twitterEventName(params)).toBe(names.join(','));
  });

  it('falls back to pageview when nothing names an event', () => {
    expect(twitterEventName([{ name: 'event', value: '{}' }])).toBe('pageview');
  });
});

describe('a very large X pixel hit', () => {
  it('decodes 100,000 events of one hit (they used to overflow the stack, named unknown_event)', () => {
    const events = Array.from({ length: 100_000 }, (_, index) => [`event_${index}`, {}]);
    const [decoded] = decode({
      url: 'https://analytics.twitter.com/1/i/adsct',
      method: 'POST',
      postData: `txn_id=o1x2y&p_id=Twitter&events=${encodeURIComponent(JSON.stringify(events))}`,
    });
    expect(decoded?.category).toBe('TWITTER');
    expect(decoded?.findings).toEqual([]);
    expect(decoded?.eventName?.startsWith('event_0,event_1,')).toBe(true);
    expect(decoded?.parameters.filter((param) => param.name.endsWith('][0]'))).toHaveLength(100_000);
  });
});
