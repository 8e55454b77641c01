import { describe, expect, it } from 'vitest';
import { isTrackingRequest } from './network-recorder.js';

describe('isTrackingRequest', () => {
  it('keeps vendor hits and requests to a known vendor host on an unknown endpoint (drift alarm)', () => {
    expect(isTrackingRequest('https://www.facebook.com/tr/?id=1234567890&ev=PageView', 'GET', null)).toBe(
      true,
    );
    expect(
      isTrackingRequest('https://www.facebook.com/tr/v2/event?id=1234567890123456&ev=PageView', 'GET', null),
    ).toBe(true);
  });

  it('leaves out ordinary page traffic and a vendor library script', () => {
    expect(isTrackingRequest('https://shop.example/app.js', 'GET', null)).toBe(false);
    expect(isTrackingRequest('https://connect.facebook.net/en_US/fbevents.js', 'GET', null)).toBe(false);
  });
});
