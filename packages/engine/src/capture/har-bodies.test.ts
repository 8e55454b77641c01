import { describe, expect, it } from 'vitest';
import { importCapture, importNotes } from './import-file.js';
import { GA4, har } from './testing/har.js';

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
    ['attach', { _file: '5b1c0e2e4f.txt' }, BATCH.length],
    ['attach, in a trace', { _sha1: '5b1c0e2e4f.txt' }, BATCH.length],
    ['omit', {}, BATCH.length],
    // An older Chrome export (WebInspector) kept a beacon's size, not its body.
    ['older Chrome', { mimeType: 'text/plain' }, 296],
  ])(
    'leaves out a tracking request whose body the file left out (%s), naming it, and imports the rest',
    (_, mode, bodySize) => {
      const result = importCapture(
        har([
          { request: { method: 'GET', url: GA4 } },
          post(GA4_POST, { mimeType: 'text/plain;charset=UTF-8', text: '', params: [], ...mode }, bodySize),
        ]),
      );
      expect(result.requests.map((request) => request.requestMetadata.requestUrl)).toEqual([GA4]);
      expect(result.withoutBody).toEqual([{ entry: 2, method: 'POST', url: GA4_POST }]);
      expect(result.skipped).toBe(0);
      const [note, ...others] = importNotes(result);
      expect(others).toEqual([]);
      expect(note).toContain('1 tracking request left out because the file holds no body for it');
      expect(note).toContain(`entry 2: POST ${GA4_POST}`);
    },
  );

  it('reads a body as left out from its Content-Length when the size is unknown (WebPageTest)', () => {
    // As a WebPageTest HAR of expressen.se (sitespeedio/pagexray's test data) holds a GA beacon.
    const beacon = {
      request: {
        method: 'POST',
        url: 'https://www.google-analytics.com/collect',
        bodySize: -1,
        postData: { mimeType: '', text: '' },
        headers: [
          { name: 'content-length', value: '758' },
          { name: 'content-type', value: 'text/plain;charset=UTF-8' },
        ],
      },
    };
    const noBody = { ...beacon, request: { ...beacon.request, headers: [] } };
    const result = importCapture(har([beacon, noBody, beacon]));
    expect(result.withoutBody.map((request) => request.entry)).toEqual([1, 3]);
    expect(result.requests).toHaveLength(1);
    expect(importNotes(result).at(-1)).toContain(
      '2 tracking requests left out because the file holds no body for them',
    );
    expect(importNotes(result).at(-1)).toContain('and 1 more');
  });

  it.each([
    [
      'WebInspector',
      'a current Chrome or Edge keeps them: DevTools > Network > Export HAR (with sensitive data)',
    ],
    ['Firefox', 'a current Firefox keeps them: Network > Save All As HAR'],
    ['Playwright', 'Playwright keeps them with recordHar content "embed"'],
    ['WebPagetest', 'WebPageTest keeps no request bodies: save the page from the browser'],
    ['Browsertime', 'DevTools > Network > Export HAR in Chrome, Edge or Firefox; in Playwright, recordHar'],
  ])('says how to keep the bodies with the tool that wrote the file (%s)', (name, advice) => {
    const entries = [post(GA4_POST, { mimeType: 'text/plain', text: '' }, BATCH.length)];
    const text = JSON.stringify({ log: { version: '1.2', creator: { name, version: '1' }, entries } });
    const result = importCapture(text);
    expect(result.creator).toBe(name);
    expect(importNotes(result)[0]).toContain(advice);
  });

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
