import { describe, expect, it } from 'vitest';
import { decodeCaptured } from '../decode.js';
import { importCapture, importNotes } from './import-file.js';
import { GA4, har } from './testing/har.js';

// Piwik PRO's hits POST their site id (`idsite`) and event in a form body. Playwright 1.42's HAR of
// cbs.nl (schmidtvinicius/online-tracking2 at 01938256, crawl_data_allow/cbs.nl_allow.har, entries 37
// and 39) kept neither: each entry is as below, `bodySize: 0`, no `postData`, answered 202. Such a hit
// is a tracking request whose events cannot be read, never a non-tracking entry.
const COLLECTOR = 'https://cbs.piwik.pro/ppms.php';

function piwikProPost(bodySize: number) {
  return {
    startedDateTime: '2024-04-14T11:50:26.104Z',
    request: {
      method: 'POST',
      url: COLLECTOR,
      httpVersion: 'HTTP/2.0',
      cookies: [],
      headers: [
        { name: 'Referer', value: 'https://www.cbs.nl/' },
        { name: 'Content-Type', value: 'application/x-www-form-urlencoded; charset=utf-8' },
      ],
      queryString: [],
      headersSize: 337,
      bodySize,
    },
    response: { status: 202, content: { size: 0, mimeType: 'x-unknown' } },
  };
}

describe('tracking hits whose body names the vendor, in a HAR without bodies', () => {
  it('counts Piwik PRO POSTs whose body the file left out as tracking requests, not as non-tracking entries', () => {
    const result = importCapture(
      har([{ request: { method: 'GET', url: GA4 } }, piwikProPost(0), piwikProPost(0)]),
    );
    expect(result.skipped).toBe(0);
    // Left out for want of their bodies, or kept with the finding that says their body is missing.
    const kept = result.requests.filter((request) => request.requestMetadata.requestUrl === COLLECTOR);
    expect(kept.length + result.withoutBody.length).toBe(2);
    for (const request of kept) {
      const [event] = decodeCaptured(request);
      expect(event?.category).toBe('PIWIKPRO');
      expect(event?.findings.map((finding) => finding.code)).toEqual(['BODY_NOT_CAPTURED']);
    }
  });

  it('names a Piwik PRO POST among the requests left out when the file says it had a body', () => {
    const result = importCapture(har([{ request: { method: 'GET', url: GA4 } }, piwikProPost(158)]));
    expect(result.requests.map((request) => request.requestMetadata.requestUrl)).toEqual([GA4]);
    expect(result.withoutBody).toEqual([{ entry: 2, method: 'POST', url: COLLECTOR }]);
    expect(result.skipped).toBe(0);
    expect(importNotes(result)[0]).toContain(`entry 2: POST ${COLLECTOR}`);
  });
});
