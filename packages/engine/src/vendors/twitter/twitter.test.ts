import { describe, expect, it } from 'vitest';
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

  it('stays fast on a very large events array', () => {
    const params = Array.from({ length: 100_000 }, (_, index) => ({
      name: `events[${index}][0]`,
      value: 'pageview',
    }));
    const started = performance.now();
    expect(twitterEventName(params).length).toBeGreaterThan(0);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('falls back to pageview when nothing names an event', () => {
    expect(twitterEventName([{ name: 'event', value: '{}' }])).toBe('pageview');
  });
});
