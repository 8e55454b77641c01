import { describe, expect, it } from 'vitest';
import { checkNavigation } from '../../checks/navigation-check.js';
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

describe("a data partner's ID sync on the pixel's endpoint", () => {
  const decodeUrl = (url: string) => decode({ url, method: 'GET' })[0];

  it('is id_sync with no account, on t.co too', () => {
    const decoded = decodeUrl('https://t.co/i/adsct?p_user_id=KBj6rbe8&p_id=10623');
    expect([decoded?.category, decoded?.eventName, decoded?.accountID]).toEqual(['TWITTER', 'id_sync', null]);
  });

  it("leaves the site's own pixel hit as it was, partner-like fields or not", () => {
    const pixel = 'https://analytics.twitter.com/i/adsct?p_id=Twitter&p_user_id=0&txn_id=nv40n';
    const events = '&events=%5B%5B%22pageview%22%2Cnull%5D%5D';
    const decoded = decodeUrl(pixel + events);
    expect([decoded?.eventName, decoded?.accountID]).toEqual(['pageview', 'nv40n']);
    // A numeric p_id beside the pixel's own fields is not a sync.
    const numeric = 'https://analytics.twitter.com/i/adsct?p_id=38594&p_user_id=7484&txn_id=nv40n';
    expect(decodeUrl(numeric)?.eventName).toBe('pageview');
    expect(
      decodeUrl(`https://analytics.twitter.com/i/adsct?p_id=38594&p_user_id=7484${events}`)?.eventName,
    ).toBe('pageview');
  });

  it('is no page view: a page with a sync but no X pixel is not expected to send one (healthy.arkansas.gov 2020)', () => {
    const requests = [
      { url: 'https://www.example.gov/', type: 'navigation' },
      { url: 'https://analytics.twitter.com/i/adsct?p_id=48571&p_user_id=pa_Xy7kQ2mN9pR4sT6vW' },
      { url: 'https://www.example.gov/next', type: 'navigation' },
      { url: 'https://www.google-analytics.com/g/collect?v=2&tid=G-ABC123&cid=1.2&en=page_view' },
    ].flatMap((request, index) => decode({ ...request, requestId: `r${index + 1}` }));
    const checked = checkNavigation(requests).flatMap((check) =>
      check.vendors.map((vendor) => vendor.category),
    );
    expect(checked).not.toContain('TWITTER');
  });
});
