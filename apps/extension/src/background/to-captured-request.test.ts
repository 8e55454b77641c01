import { CapturedRequestInputSchema } from '@tagproof/contracts';
import { decode, normalizeRequest } from '@tagproof/engine';
import { describe, expect, it } from 'vitest';
import {
  captureFromNavigation,
  captureFromWebRequest,
  queryStringOf,
  type WebRequestEvent,
} from './to-captured-request.js';

const GA4_URL =
  'http://127.0.0.1:4173/g/collect?v=2&tid=G-TEST123&cid=1.2&en=page_view&dl=http%3A%2F%2F127.0.0.1%3A4173%2F';
const META_URL = 'https://www.facebook.com/tr/?id=1234567890&ev=PageView&dl=https%3A%2F%2Fshop.example%2F';

function event(overrides: Partial<WebRequestEvent>): WebRequestEvent {
  return {
    requestId: '42',
    url: GA4_URL,
    method: 'GET',
    tabId: 7,
    type: 'image',
    timeStamp: 1_700_000_000_123.6,
    ...overrides,
  };
}

function bytes(text: string): ArrayBuffer {
  const encoded = new TextEncoder().encode(text);
  return encoded.buffer.slice(encoded.byteOffset, encoded.byteOffset + encoded.byteLength) as ArrayBuffer;
}

describe('captureFromWebRequest', () => {
  it('captures a GA4 hit on a first-party host in the specification shape', () => {
    const captured = captureFromWebRequest(event({}), 'http://127.0.0.1:4173/');
    expect(captured).toEqual({
      requestMetadata: {
        requestId: '42',
        requestCategory: 'GOOGLEANALYTICS4',
        eventName: 'page_view',
        accountID: 'G-TEST123',
        requestUrl: GA4_URL,
        queryString: 'v=2&tid=G-TEST123&cid=1.2&en=page_view&dl=http%3A%2F%2F127.0.0.1%3A4173%2F',
        batched: false,
        postData: null,
        redirectQueryParams: null,
        method: 'GET',
      },
      tabUrl: 'http://127.0.0.1:4173/',
      timestamp: 1_700_000_000_124,
      webRequestId: '42',
    });
    expect(CapturedRequestInputSchema.safeParse(captured).success).toBe(true);
  });

  it("names the frame that sent a hit from a frame in the page, and no frame for the page's own", () => {
    const fromAd = captureFromWebRequest(
      event({ url: META_URL, frameId: 3, initiator: 'https://ads01.groovinads.com' }),
      'https://shop.example/',
    );
    expect(fromAd?.frameUrl).toBe('https://ads01.groovinads.com');
    expect(CapturedRequestInputSchema.safeParse(fromAd).success).toBe(true);
    // Firefox gives the frame's document address.
    const firefox = captureFromWebRequest(
      event({ url: META_URL, frameId: 3, documentUrl: 'https://player.example/embed/1' }),
      'https://shop.example/',
    );
    expect(firefox?.frameUrl).toBe('https://player.example/embed/1');
    const own = captureFromWebRequest(
      event({ url: META_URL, frameId: 0, initiator: 'https://shop.example' }),
      'https://shop.example/',
    );
    expect(own).not.toHaveProperty('frameUrl');
  });

  it('keeps the raw body of a batched GA4 beacon and marks it batched', () => {
    const body = 'en=page_view\nen=scroll&epn.percent_scrolled=90';
    const captured = captureFromWebRequest(
      event({
        method: 'post',
        type: 'ping',
        url: 'https://www.google-analytics.com/g/collect?v=2&tid=G-X1&cid=1.2',
        requestBody: { raw: [{ bytes: bytes(body) }] },
      }),
      'https://shop.example/',
    );
    expect(captured?.requestMetadata).toMatchObject({
      method: 'POST',
      postData: body,
      batched: true,
      eventName: null,
      requestCategory: 'GOOGLEANALYTICS4',
    });
    expect(decode(captured)).toHaveLength(2);
  });

  it('captures a Meta pixel hit sent as form data', () => {
    const captured = captureFromWebRequest(
      event({
        url: 'https://www.facebook.com/tr/',
        method: 'POST',
        type: 'xmlhttprequest',
        requestBody: { formData: { id: ['1234567890'], ev: ['Purchase'], 'cd[currency]': ['EUR'] } },
      }),
      'https://shop.example/checkout',
    );
    expect(captured?.requestMetadata).toMatchObject({
      requestCategory: 'FACEBOOK',
      eventName: 'Purchase',
      accountID: '1234567890',
      postData: 'id=1234567890&ev=Purchase&cd%5Bcurrency%5D=EUR',
    });
    expect(captureFromWebRequest(event({ url: META_URL }), null)?.requestMetadata.requestCategory).toBe(
      'FACEBOOK',
    );
  });

  it('keeps a request to a known vendor host on an unknown endpoint (drift alarm), without a category', () => {
    const url = 'https://www.facebook.com/tr/v2/event?id=1234567890123456&ev=PageView';
    const captured = captureFromWebRequest(event({ url }), null);
    expect(captured?.requestMetadata.requestCategory).toBeNull();
    expect(decode({ url }).flatMap((decoded) => decoded.findings.map((finding) => finding.code))).toEqual([
      'UNKNOWN_VENDOR_ENDPOINT',
    ]);
  });

  it.each([
    ['a request no vendor recognises', event({ url: 'https://cdn.example/app.js', type: 'script' })],
    ['a look-alike path without GA4 markers', event({ url: 'https://shop.example/g/collect?foo=bar' })],
    ['a request outside any tab', event({ tabId: -1 })],
    ['a top-level document (captured as a navigation instead)', event({ type: 'main_frame' })],
    ['a non-http request', event({ url: 'data:image/gif;base64,R0lGOD' })],
  ])('leaves out %s', (_, details) => {
    expect(captureFromWebRequest(details, null)).toBeNull();
  });
});

describe('captureFromNavigation', () => {
  it('makes a Navigation request of a committed top-level navigation', () => {
    const url = 'https://shop.example/landing?utm_source=news&utm_medium=email#top';
    const captured = captureFromNavigation({ tabId: 3, frameId: 0, url, timeStamp: 1_700_000_000_000 });
    expect(captured).toMatchObject({
      type: 'navigation',
      requestMetadata: {
        requestCategory: 'Navigation',
        requestUrl: url,
        queryString: 'utm_source=news&utm_medium=email',
        method: 'GET',
        accountID: 'shop.example',
      },
      tabUrl: url,
      timestamp: 1_700_000_000_000,
    });
    expect(CapturedRequestInputSchema.safeParse(captured).success).toBe(true);
    const normalized = normalizeRequest(captured, 0);
    expect('reason' in normalized ? null : normalized.requestMetadata.requestCategory).toBe('Navigation');
    expect(decode(captured)[0]?.category).toBe('Navigation');
  });

  it.each([
    ['a sub-frame', { tabId: 3, frameId: 5, url: 'https://shop.example/', timeStamp: 1 }],
    ['the new tab page', { tabId: 3, frameId: 0, url: 'chrome://newtab/', timeStamp: 1 }],
    ['about:blank', { tabId: 3, frameId: 0, url: 'about:blank', timeStamp: 1 }],
  ])('ignores %s', (_, details) => {
    expect(captureFromNavigation(details)).toBeNull();
  });
});

describe('queryStringOf', () => {
  it.each([
    ['https://a.example/p?x=1&y=2#frag', 'x=1&y=2'],
    ['https://a.example/p', ''],
    ['https://a.example/p#a?b', ''],
  ])('%s -> %j', (url, expected) => {
    expect(queryStringOf(url)).toBe(expected);
  });
});
