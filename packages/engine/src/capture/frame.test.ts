import { describe, expect, it } from 'vitest';
import { otherSiteFrameOf, registeredSiteOf } from './frame.js';
import { normalizeRequest } from './normalize.js';

describe('registeredSiteOf', () => {
  it('keeps the name a host is registered under, with the common second levels of country codes', () => {
    expect(registeredSiteOf('www.fravega.com')).toBe('fravega.com');
    expect(registeredSiteOf('ads01.groovinads.com')).toBe('groovinads.com');
    expect(registeredSiteOf('www.coppel.com.ar')).toBe('coppel.com.ar');
    expect(registeredSiteOf('shop.example.co.uk')).toBe('example.co.uk');
    expect(registeredSiteOf('www.argentina.gob.ar')).toBe('argentina.gob.ar');
    expect(registeredSiteOf('example.de')).toBe('example.de');
    expect(registeredSiteOf('localhost')).toBe('localhost');
    expect(registeredSiteOf('127.0.0.1')).toBe('127.0.0.1');
  });
});

describe('otherSiteFrameOf', () => {
  const page = 'https://www.fravega.com/';

  it("names the host of another site's frame (a HAR's Referer cut to the origin)", () => {
    expect(otherSiteFrameOf({ tabUrl: page, frameUrl: 'https://ads01.groovinads.com/' })).toBe(
      'ads01.groovinads.com',
    );
    expect(
      otherSiteFrameOf({ tabUrl: page, frameUrl: 'https://www.youtube.com/embed/abc?enablejsapi=1' }),
    ).toBe('www.youtube.com');
  });

  it("says nothing for the page itself, a frame of the page's own site, or what the capture does not say", () => {
    expect(otherSiteFrameOf({ tabUrl: page, frameUrl: 'https://www.fravega.com/' })).toBeNull();
    expect(otherSiteFrameOf({ tabUrl: page, frameUrl: 'https://checkout.fravega.com/pay' })).toBeNull();
    expect(otherSiteFrameOf({ tabUrl: page })).toBeNull();
    expect(otherSiteFrameOf({ tabUrl: null, frameUrl: 'https://ads01.groovinads.com/' })).toBeNull();
    expect(otherSiteFrameOf({ tabUrl: page, frameUrl: 'about:blank' })).toBeNull();
    expect(otherSiteFrameOf({ tabUrl: page, frameUrl: 'not a url' })).toBeNull();
  });
});

describe('frameUrl of an input entry', () => {
  it('is read from the flat and the nested shapes, trimmed, and never kept on a navigation', () => {
    const flat = normalizeRequest(
      { url: 'https://www.facebook.com/tr/?id=1&ev=PageView', frameUrl: ' https://ads.example/ ' },
      0,
    );
    expect('reason' in flat ? null : flat.frameUrl).toBe('https://ads.example/');
    const nested = normalizeRequest(
      {
        requestMetadata: { requestUrl: 'https://www.facebook.com/tr/?id=1&ev=PageView' },
        tabUrl: 'https://shop.example/',
        frameUrl: 'https://ads.example/',
      },
      0,
    );
    expect('reason' in nested ? null : nested.frameUrl).toBe('https://ads.example/');
    for (const frameUrl of ['', '   ', null, 42]) {
      const entry = normalizeRequest({ url: 'https://www.facebook.com/tr/?id=1', frameUrl }, 0);
      expect(entry).not.toHaveProperty('frameUrl');
    }
    const navigation = normalizeRequest(
      { url: 'https://shop.example/', type: 'navigation', frameUrl: 'https://elsewhere.example/' },
      0,
    );
    expect(navigation).not.toHaveProperty('frameUrl');
  });
});
