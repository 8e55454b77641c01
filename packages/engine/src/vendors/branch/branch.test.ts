import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { describeVendorFixtures } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

const KEY = 'key_live_ljmAgMXod0f4V0wNEf4ZubhpphenI4wS';

const byName = (event: { parameters: Array<{ name: string; value: string }> } | undefined, name: string) =>
  event?.parameters.find((param) => param.name === name)?.value;

describe('Web SDK calls', () => {
  it('reads a v2 event the Web SDK form-encodes, its JSON text fields flattened', () => {
    // Built the way the Web SDK's logEvent builds it (src/6_branch.js, src/3_api.js).
    const postData = [
      'name=ADD_TO_CART',
      `user_data=${encodeURIComponent('{"browser_fingerprint_id":"79336952217731267","http_origin":"https://shop.example/p/1"}')}`,
      'custom_data=%7B%22color%22%3A%22blue%22%7D',
      'event_data=%7B%22currency%22%3A%22EUR%22%2C%22revenue%22%3A19.9%7D',
      'content_items=%5B%7B%22%24sku%22%3A%22SKU-1%22%7D%5D',
      `branch_key=${KEY}`,
    ].join('&');
    const events = decode({ url: 'https://api2.branch.io/v2/event/standard', method: 'POST', postData });
    expect(events.map((event) => [event.category, event.eventName, event.accountID])).toEqual([
      ['BRANCH', 'ADD_TO_CART', KEY],
    ]);
    expect(byName(events[0], 'event_data.revenue')).toBe('19.9');
    expect(byName(events[0], 'custom_data.color')).toBe('blue');
    expect(byName(events[0], 'content_items[0].$sku')).toBe('SKU-1');
    expect(byName(events[0], 'user_data.http_origin')).toBe('https://shop.example/p/1');
  });

  it('names the other endpoints, with an id after the path for older ones', () => {
    const nameOf = (path: string, postData?: string) =>
      decode({ url: `https://api.branch.io${path}`, method: 'POST', postData })[0]?.eventName;
    expect(nameOf('/v1/event', `event=signup&branch_key=${KEY}`)).toBe('signup');
    expect(nameOf('/v2/event/custom', `branch_key=${KEY}`)).toBe('custom_event');
    expect(nameOf('/v1/url')).toBe('create_link');
    expect(nameOf('/v1/cpid/latd')).toBe('last_attributed_touch_data');
    expect(nameOf('/v1/credits/98807509250212101')).toBe('credits');
    expect(nameOf('/v1/dismiss/')).toBe('journey_dismiss');
  });

  it('recognises the fingerprint call on app.link but not a customer link domain', () => {
    const call = decode({
      url: `https://app.link/_r?sdk=web2.86.1&branch_key=${KEY}&callback=branch_callback__0`,
    });
    expect(call.map((event) => [event.category, event.eventName, event.accountID])).toEqual([
      ['BRANCH', 'browser_fingerprint', KEY],
    ]);
    expect(decode({ url: 'https://shop.app.link/_r?sdk=web2.86.1' })[0]?.category).not.toBe('BRANCH');
  });

  it('leaves an unknown API path to the drift alarm', () => {
    const findings = decode({ url: 'https://api2.branch.io/v3/whatever', method: 'POST' }).flatMap((event) =>
      event.findings.map((finding) => finding.code),
    );
    expect(findings).toEqual(['UNKNOWN_VENDOR_ENDPOINT']);
  });
});
