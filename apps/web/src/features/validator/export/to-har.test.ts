import { importCapture } from '@tagproof/engine';
import { describe, expect, it } from 'vitest';
import { sampleRequests } from '../content/sample-requests';
import { toSessionJson } from './export-session';
import { toHar } from './to-har';

describe('export', () => {
  it('writes a HAR log that the importer reads back: same URLs, bodies, pages and navigations', () => {
    const requests = [
      ...sampleRequests(1_700_000_000_000),
      {
        url: 'https://www.google-analytics.com/g/collect?v=2&tid=G-1',
        method: 'POST',
        postData: 'en=page_view\nen=scroll',
        tabUrl: 'https://shop.example.com/',
      },
    ];
    const har = toHar(requests) as { log: { version: string; entries: unknown[] } };
    expect(har.log.version).toBe('1.2');
    const imported = importCapture(JSON.stringify(har));
    expect(imported.format).toBe('har');
    expect(imported.requests.map((r) => r.requestMetadata.requestUrl)).toEqual(
      requests.map((r) => ('url' in r ? r.url : r.requestMetadata.requestUrl)),
    );
    expect(imported.requests[0]?.requestMetadata.requestCategory).toBe('Navigation');
    expect(imported.requests[2]?.tabUrl).toBe(sampleRequests(0)[0]?.tabUrl);
    expect(imported.requests.at(-1)?.requestMetadata.postData).toBe('en=page_view\nen=scroll');
  });

  it('keeps the answer a request got, so a re-import reports the same failed hits', () => {
    const ga4 = 'https://www.google-analytics.com/g/collect?v=2&tid=G-1&en=page_view';
    const har = toHar([
      { url: ga4, responseStatus: 0, responseError: 'net::ERR_BLOCKED_BY_CLIENT' },
      { requestMetadata: { requestUrl: `${ga4}&_s=2` }, delivery: { status: 503, error: null } },
      { url: `${ga4}&_s=3` },
    ]);
    expect(importCapture(JSON.stringify(har)).requests.map((request) => request.delivery)).toEqual([
      { status: 0, error: 'net::ERR_BLOCKED_BY_CLIENT' },
      { status: 503, error: null },
      // No answer recorded: written as status 0 without a reason, which says nothing.
      { status: 0, error: null },
    ]);
  });

  it('keeps the frame that sent a request as its Referer, so a re-import lists it apart again', () => {
    const pixel = 'https://www.facebook.com/tr/?id=1234567890123456&ev=PageView';
    const har = toHar([
      { url: pixel, tabUrl: 'https://shop.example/', frameUrl: 'https://ads01.groovinads.com/' },
      { url: `${pixel}&eid=2`, tabUrl: 'https://shop.example/' },
    ]);
    expect(importCapture(JSON.stringify(har)).requests.map((request) => request.frameUrl)).toEqual([
      'https://ads01.groovinads.com/',
      undefined,
    ]);
  });

  it('writes JSON that the importer reads back as the same requests', () => {
    const requests = sampleRequests(1_700_000_000_000);
    const imported = importCapture(toSessionJson(requests, null, new Date(0)));
    expect(imported.format).toBe('json');
    expect(imported.requests.map((r) => r.requestMetadata.requestId)).toEqual(
      requests.map((r) => r.requestMetadata.requestId),
    );
  });
});
