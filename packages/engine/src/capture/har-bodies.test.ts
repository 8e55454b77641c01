import { describe, expect, it } from 'vitest';
import { importCapture } from './import-file.js';
import { GA4, har, importFailure } from './testing/har.js';

// Request bodies as Playwright's recordHar writes them: `content: "embed"` (the default for a .har
// path) keeps them in `postData.text`; `"attach"` (the default for a .zip path) writes each to a file of
// its own, named in `_file` (`_sha1` in traces), and leaves `text` empty; `"omit"` drops them.
const GA4_POST = 'https://www.google-analytics.com/g/collect?v=2&tid=G-ABC123&cid=1.2';
const BATCH = 'en=page_view\r\nen=scroll&epn.percent_scrolled=90';

function post(url: string, postData: Record<string, unknown>, bodySize: number) {
  return { request: { method: 'POST', url, headers: [], bodySize, postData } };
}

describe('HAR request bodies', () => {
  it.each([
    ['attach', { _file: '5b1c0e2e4f.txt' }],
    ['attach, in a trace', { _sha1: '5b1c0e2e4f.txt' }],
    ['omit', {}],
  ])(
    'refuses a HAR whose tracking request’s body was left out (Playwright content: %s), naming it',
    (_, mode) => {
      const error = importFailure(
        har([
          { request: { method: 'GET', url: GA4 } },
          post(
            GA4_POST,
            { mimeType: 'text/plain;charset=UTF-8', text: '', params: [], ...mode },
            BATCH.length,
          ),
        ]),
      );
      expect(error.code).toBe('IMPORT_INVALID_ENTRIES');
      expect(error.message).toContain('without request bodies');
      expect(error.message).toContain(`entry 2 (POST ${GA4_POST})`);
      expect(error.message).not.toContain('\n');
    },
  );

  it('imports a HAR whose left-out bodies are of other requests (a form sent), or whose tracking bodies are empty', () => {
    const formSent = {
      ...post(
        'https://shop.example.com/cart/',
        { mimeType: 'application/x-www-form-urlencoded', _file: 'c2.txt' },
        30,
      ),
      _resourceType: 'document',
      _initiator: { type: 'other' },
      response: { status: 200, content: { mimeType: 'text/html' } },
    };
    const result = importCapture(
      har([
        formSent,
        post('https://shop.example.com/upload', { mimeType: 'image/png', text: '', _file: 'a1.png' }, 2048),
        post(GA4_POST, { mimeType: 'text/plain;charset=UTF-8', text: '', params: [] }, 0),
        post(GA4_POST, { mimeType: 'text/plain;charset=UTF-8', text: BATCH, params: [] }, BATCH.length),
      ]),
    );
    expect(result.requests.map((request) => request.requestMetadata.postData)).toEqual([null, null, BATCH]);
    expect(result.requests[0]?.requestMetadata.requestCategory).toBe('Navigation');
    expect(result.skipped).toBe(1);
  });
});
