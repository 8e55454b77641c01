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

  it("keeps a pixel's script (a library load, as gtm.js is) and leaves out ordinary page traffic and other scripts", () => {
    expect(isTrackingRequest('https://connect.facebook.net/en_US/fbevents.js', 'GET', null)).toBe(true);
    expect(isTrackingRequest('https://shop.example/app.js', 'GET', null)).toBe(false);
    // Facebook's JS SDK, on the pixel's script host, is no part of the pixel.
    expect(isTrackingRequest('https://connect.facebook.net/en_US/sdk.js', 'GET', null)).toBe(false);
  });
});
