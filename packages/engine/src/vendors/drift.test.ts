/**
 * The drift alarm: an unrecognised request to a known vendor's tracking host names the vendor
 * (UNKNOWN_VENDOR_ENDPOINT, info, null category); script loads, automatic pings and page navigations
 * on those hosts do not raise it. URLs are real endpoints and real look-alikes.
 */
import { describe, expect, it } from 'vitest';
import { decode } from '../decode.js';
import { importCapture } from '../capture/import-file.js';
import { VENDORS } from './index.js';
import { vendorByCode } from './lookup.js';
import { parseHostEntry } from './drift.js';
import { META_CODE } from './facebook/code.js';

const meta = vendorByCode(META_CODE);
const bing = VENDORS.find((vendor) => vendor.hosts?.includes('bat.bing.com'));

function only(request: { url: string; method?: string; postData?: string; type?: string }) {
  const events = decode(request);
  expect(events).toHaveLength(1);
  return events[0];
}

describe('drift alarm', () => {
  it('names the vendor of an unknown endpoint on its tracking host, keeping a null category', () => {
    // The Meta pixel's path with a changed shape, and the Bing UET host on an endpoint it does not know.
    for (const [url, vendor] of [
      ['https://www.facebook.com/tr/v2/event?id=1234567890123456&ev=PageView', meta],
      ['https://bat.bing.com/action2/0?ti=5555555&Ver=2&evt=pageLoad', bing],
    ] as const) {
      const event = only({ url });
      expect(event?.category).toBeNull();
      expect(event?.findings.map((finding) => finding.code)).toEqual(['UNKNOWN_VENDOR_ENDPOINT']);
      expect(event?.findings[0]?.severity).toBe('info');
      expect(event?.findings[0]?.message).toContain(vendor?.name);
    }
  });

  it("says a script cut to a vendor's bare host loads nothing (real 2025 claro.com.ar captures)", () => {
    for (const url of ['https://connect.facebook.net/', 'https://www.clarity.ms/']) {
      const event = only({ url, type: 'script' });
      expect(event?.findings.map((finding) => finding.code)).toEqual(['UNKNOWN_VENDOR_ENDPOINT']);
      expect(event?.findings[0]?.message).toContain('host with no path: nothing of');
      expect(event?.findings[0]?.message).toContain('so that tag loads nothing');
      expect(event?.findings[0]?.message).not.toContain('may have changed');
    }
    // The root with a query is another endpoint, possibly new: the drift message.
    expect(only({ url: 'https://www.clarity.ms/?id=abc' })?.findings[0]?.message).toContain(
      'may have changed',
    );
  });

  it('recognises current endpoints on a tracking host as their vendor', () => {
    // Real endpoints once only drift-flagged, now decoded by their vendor.
    for (const [url, code] of [
      [
        'https://www.facebook.com/privacy_sandbox/pixel/register/trigger/?id=1234567890123456&ev=PageView&dl=https%3A%2F%2Fshop.example.com%2F&ts=1731923912345',
        META_CODE,
      ],
      [
        'https://bat.bing.com/actionp/0?ti=5555555&tm=gtm002&Ver=2&mid=0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d&bo=2&sid=1a2b3c4d&vid=5e6f7a8b&vids=0&evt=pageHide',
        bing?.code,
      ],
    ] as const) {
      const event = only({ url });
      expect(event?.category, url).toBe(code);
      expect(event?.findings.map((finding) => finding.code) ?? [], url).not.toContain(
        'UNKNOWN_VENDOR_ENDPOINT',
      );
    }
  });

  it('stays quiet on library scripts, automatic pings, page navigations and other hosts', () => {
    for (const request of [
      { url: 'https://connect.facebook.net/en_US/fbevents.js' },
      {
        url: 'https://connect.facebook.net/signals/config/1234567890123456?v=2.9.176&r=stable&domain=shop.example.com',
      },
      {
        url: 'https://www.facebook.com/tr/?id=1234567890123456&ev=Microdata&dl=https%3A%2F%2Fshop.example.com%2F',
      },
      { url: 'https://www.facebook.com/privacy_sandbox/topics/registration/?id=940971967399612' },
      { url: 'https://www.facebook.com/plugins/like.php?href=https%3A%2F%2Fshop.example.com%2F' },
      { url: 'https://www.facebook.com/translations/?id=1&ev=PageView' },
      { url: 'https://c.clarity.ms/c.gif?ctsa=mr&CtsSyncId=0A1B2C3D4E5F' },
      { url: 'https://bat.bing.com/bat.js' },
      { url: 'https://bat.bing.com/p/action/5555555.js' },
      { url: 'https://bat.bing.com/p/conversions/t/5555555?insights=1' },
      { url: 'https://bat.bing.net/bat.js' },
      { url: 'https://scripts.clarity.ms/0.7.49/clarity.js' },
      { url: 'https://notfacebook.com/tr/v2/event?id=1' },
      { url: 'https://www.facebook.com/tr/v2/event?id=1', type: 'Navigation' },
    ]) {
      const codes = decode(request).flatMap((event) => event.findings.map((finding) => finding.code));
      expect(codes, request.url).not.toContain('UNKNOWN_VENDOR_ENDPOINT');
    }
  });

  it('keeps a drifted request and the pixel’s library load in a HAR import, and leaves other scripts out', () => {
    const entry = (url: string) => ({ _resourceType: 'script', request: { method: 'GET', url } });
    const result = importCapture(
      JSON.stringify({
        log: {
          entries: [
            entry('https://connect.facebook.net/en_US/fbevents.js'),
            entry('https://connect.facebook.net/en_US/sdk.js'),
            entry('https://www.facebook.com/tr/v2/event?id=1234567890123456&ev=PageView'),
          ],
        },
      }),
    );
    // fbevents.js is the pixel's `library_load`; the Facebook SDK is no part of the pixel.
    expect(result.requests.map((request) => request.requestMetadata.requestUrl)).toEqual([
      'https://connect.facebook.net/en_US/fbevents.js',
      'https://www.facebook.com/tr/v2/event?id=1234567890123456&ev=PageView',
    ]);
    expect(result.skipped).toBe(1);
  });

  it('reads a host entry with and without a path prefix', () => {
    expect(parseHostEntry('bat.bing.com')).toEqual({ host: 'bat.bing.com', pathPrefix: '' });
    expect(parseHostEntry('facebook.com/tr/')).toEqual({ host: 'facebook.com', pathPrefix: '/tr/' });
  });
});
