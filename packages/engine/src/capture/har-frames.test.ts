import { describe, expect, it } from 'vitest';
import { validate } from '../validation/validate.js';
import { importCapture } from './import-file.js';
import { har } from './testing/har.js';

// As a Playwright HAR of www.fravega.com (25 August 2025) holds them: the shop's page, its own GA4 page
// view, and an ad network's frame (Groovinads) that loads its advertiser's Google Ads tag once per ad
// slot, each request's Referer cut to the frame's origin.
const PAGE = 'https://www.fravega.com/';
const AD_FRAME = 'https://ads01.groovinads.com/';
const GTAG = 'https://www.googletagmanager.com/gtag/js?id=AW-10844377008';
const GA4 =
  'https://analytics.google.com/g/collect?v=2&tid=G-QPFFLXY66S&cid=1.2&_p=1756164276651&dl=https%3A%2F%2Fwww.fravega.com%2F&en=page_view';
const ADS = 'https://googleads.g.doubleclick.net/pagead/viewthroughconversion/10844377008/';
const adsHit = (random: number) =>
  `${ADS}?random=${random}&cv=11&fst=${random}&guid=ON&async=1&en=gtag.config&url=https%3A%2F%2Fads01.groovinads.com%2Fgrv%2F`;

function entry(url: string, referer: string | null, at: number, mimeType = 'image/gif') {
  return {
    pageref: 'page@1',
    startedDateTime: new Date(Date.UTC(2025, 7, 25, 23, 24, at)).toISOString(),
    request: {
      method: 'GET',
      url,
      headers: referer === null ? [] : [{ name: 'Referer', value: referer }],
    },
    response: { status: 200, content: { mimeType } },
  };
}

function capture(entries: unknown[]) {
  return importCapture(
    har(entries, {
      pages: [{ id: 'page@1', title: 'Frávega', startedDateTime: '2025-08-25T23:24:30.000Z' }],
    }),
  );
}

describe("requests sent by another site's frame (a HAR's Referer)", () => {
  const imported = capture([
    entry(PAGE, null, 30, 'text/html'),
    entry(GA4, PAGE, 36),
    entry(GTAG, AD_FRAME, 49, 'application/javascript'),
    entry(GTAG, AD_FRAME, 50, 'application/javascript'),
    entry(adsHit(1756164290134), AD_FRAME, 51),
    entry(adsHit(1756164290153), AD_FRAME, 51),
  ]);

  // The page's own document has no frame; each other request has its Referer.
  const frames = [undefined, PAGE, AD_FRAME, AD_FRAME, AD_FRAME, AD_FRAME];

  it('keeps the Referer as the frame that sent each request, and none for the page itself', () => {
    expect(imported.requests.map((request) => request.frameUrl)).toEqual(frames);
  });

  it("calls none of the frame's repeats a duplicate, and answers with the frame of each request", () => {
    const result = validate({ requests: imported.requests });
    expect(result.data?.duplicates).toEqual([]);
    expect(result.data?.validatedRequests.map((request) => request.frameUrl)).toEqual(frames);
  });

  it('still finds the same script loaded twice by the page itself', () => {
    const own = capture([
      entry(PAGE, null, 30, 'text/html'),
      entry(GTAG, PAGE, 49, 'application/javascript'),
      entry(GTAG, PAGE, 50, 'application/javascript'),
    ]);
    expect(validate({ requests: own.requests }).data?.duplicates.map((found) => found.kind)).toEqual([
      'accidental',
    ]);
  });

  it("does not expect page views of a vendor that only another site's frame sends", () => {
    const result = validate({ requests: imported.requests });
    const [check] = result.data?.crossValidation.navigation ?? [];
    expect(check?.vendors.map((vendor) => vendor.category)).toEqual(['GOOGLEANALYTICS4']);
    expect(check?.passed).toBe(true);
  });
});

describe("a frame's page view", () => {
  it("does not stand for the page's own", () => {
    // The page's GA4 property sends no page view; a video player's frame sends one of its own.
    const result = validate({
      requests: [
        { url: PAGE, type: 'navigation' },
        {
          url: 'https://www.google-analytics.com/g/collect?v=2&tid=G-OWN1&cid=1.2&en=scroll&dl=https%3A%2F%2Fwww.fravega.com%2F',
          tabUrl: PAGE,
        },
        {
          url: 'https://www.google-analytics.com/g/collect?v=2&tid=G-OWN1&cid=1.2&en=page_view&dl=https%3A%2F%2Fwww.fravega.com%2F',
          tabUrl: PAGE,
          frameUrl: 'https://www.youtube.com/embed/abc',
        },
      ],
    });
    const [check] = result.data?.crossValidation.navigation ?? [];
    expect(check?.passed).toBe(false);
    expect(check?.vendors).toEqual([
      expect.objectContaining({ category: 'GOOGLEANALYTICS4', followed: false, requestId: null }),
    ]);
  });
});
