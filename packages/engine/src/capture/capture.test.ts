import { describe, expect, it } from 'vitest';
import { ImportError } from './import-error.js';
import { importCapture } from './import-file.js';
import { decode } from '../decode.js';
import { normalizeRequest } from './normalize.js';
import { GA4, har } from './testing/har.js';

describe('normalizeRequest', () => {
  it('reads the nested shape of the specification, joining a separate query string', () => {
    const captured = normalizeRequest(
      {
        requestMetadata: {
          requestId: 'a1',
          requestUrl: 'https://www.facebook.com/tr/',
          queryString: 'id=1&ev=Lead',
          postData: '',
        },
        tabUrl: 'https://shop.example.com/',
        timestamp: 1731924012,
      },
      0,
    );
    expect(captured).toMatchObject({
      requestMetadata: {
        requestId: 'a1',
        requestUrl: 'https://www.facebook.com/tr/?id=1&ev=Lead',
        queryString: 'id=1&ev=Lead',
        postData: null,
        method: 'GET',
      },
      tabUrl: 'https://shop.example.com/',
      timestamp: 1731924012000,
    });
  });

  it('reads the flat shape and infers POST from a body', () => {
    expect(normalizeRequest({ url: GA4, postData: 'en=scroll' }, 4)).toMatchObject({
      requestMetadata: { requestId: 'r5', method: 'POST', postData: 'en=scroll', requestCategory: null },
      timestamp: 0,
    });
  });

  it('marks navigations and uses their URL as the tab', () => {
    expect(
      normalizeRequest(
        { url: 'https://shop.example.com/', type: 'navigation', timestamp: '2026-11-20T10:00:00Z' },
        0,
      ),
    ).toMatchObject({
      requestMetadata: { requestCategory: 'Navigation' },
      tabUrl: 'https://shop.example.com/',
      timestamp: Date.parse('2026-11-20T10:00:00Z'),
    });
  });

  it.each([null, 3, 'x', [], {}, { url: '' }, { requestMetadata: {} }])('gives a reason for %j', (input) => {
    expect(normalizeRequest(input, 0)).toHaveProperty('reason');
  });

  it('reads an entry built by a class, getters on its prototype included, and a non-enumerable field', () => {
    class Entry {
      get url(): string {
        return GA4;
      }
    }
    expect(normalizeRequest(new Entry(), 2)).toMatchObject({
      requestMetadata: { requestUrl: GA4, requestId: 'r3' },
    });
    const hidden = Object.defineProperty({ method: 'post' }, 'url', { value: GA4, enumerable: false });
    expect(normalizeRequest(hidden, 0)).toMatchObject({
      requestMetadata: { requestUrl: GA4, method: 'POST' },
    });
  });
});

describe('importCapture', () => {
  it('leaves non-tracking HAR entries out and turns the page document into a Navigation', () => {
    const result = importCapture(
      har([
        {
          _resourceType: 'document',
          pageref: 'p1',
          startedDateTime: '2026-11-20T10:00:00Z',
          request: { method: 'GET', url: 'https://shop.example.com/' },
          response: { content: { mimeType: 'text/html' } },
        },
        {
          _resourceType: 'image',
          pageref: 'p1',
          request: { method: 'GET', url: 'https://shop.example.com/a.png' },
        },
        {
          _resourceType: 'document',
          pageref: 'p1',
          request: { method: 'GET', url: 'https://ads.example.net/frame' },
          response: { content: { mimeType: 'text/html' } },
        },
        {
          _resourceType: 'fetch',
          pageref: 'p1',
          request: {
            method: 'POST',
            url: GA4,
            postData: { mimeType: 'text/plain', text: 'en=scroll\nen=click' },
          },
        },
      ]),
    );
    expect(result.format).toBe('har');
    expect(result.skipped).toBe(2);
    expect(
      result.requests.map((request) => [
        request.requestMetadata.requestCategory,
        request.requestMetadata.requestUrl,
      ]),
    ).toEqual([
      ['Navigation', 'https://shop.example.com/'],
      [null, GA4],
    ]);
    expect(result.requests[1]?.requestMetadata.postData).toBe('en=scroll\nen=click');
    expect(result.requests[1]?.tabUrl).toBe('https://shop.example.com/');
  });

  it('rebuilds a form body from HAR params and decodes base64 bodies', () => {
    const result = importCapture(
      har([
        {
          request: {
            method: 'POST',
            url: 'https://www.facebook.com/tr/',
            postData: {
              mimeType: 'application/x-www-form-urlencoded',
              params: [
                { name: 'id', value: '1' },
                { name: 'ev', value: 'Lead' },
              ],
            },
          },
        },
        {
          request: {
            method: 'POST',
            url: GA4,
            postData: { mimeType: 'text/plain', text: 'ZW49c2Nyb2xs', encoding: 'base64' },
          },
        },
      ]),
    );
    expect(result.requests.map((request) => request.requestMetadata.postData)).toEqual([
      'id=1&ev=Lead',
      'en=scroll',
    ]);
  });

  it('skips a HAR page or form parameter that is null instead of failing on it', () => {
    const result = importCapture(
      har(
        [
          {
            pageref: 'p1',
            request: {
              method: 'POST',
              url: 'https://www.facebook.com/tr/',
              postData: { params: [null, { name: 'id', value: '1' }, 7, { name: 'ev', value: 'Lead' }] },
            },
          },
        ],
        { pages: [null, { id: 'p1', title: 'https://shop.example.com/' }] },
      ),
    );
    expect(result.requests.map((request) => [request.requestMetadata.postData, request.tabUrl])).toEqual([
      ['id=1&ev=Lead', 'https://shop.example.com/'],
    ]);
  });

  it('keeps every entry of a JSON array, and reads {requests: [...]}', () => {
    expect(
      importCapture(JSON.stringify([{ url: GA4 }, { url: 'https://example.com/' }])).requests,
    ).toHaveLength(2);
    expect(importCapture(JSON.stringify({ requests: [{ url: GA4 }] })).format).toBe('json');
  });

  it('reads a padded HAR (.harp, as HAR Viewer reads it), with or without the closing semicolon', () => {
    const text = har([{ request: { method: 'GET', url: GA4 } }]);
    for (const padded of [`onInputData(${text});`, `onInputData( ${text} ) ;\n`, `callback(${text})`]) {
      const result = importCapture(padded);
      expect(result.format).toBe('har');
      expect(result.requests.map((request) => request.requestMetadata.requestUrl)).toEqual([GA4]);
    }
  });

  it('says a padded HAR cut off is not valid JSON, not a list of URLs', () => {
    expect(() => importCapture('onInputData({"log": {"entries": [});')).toThrow('not valid JSON');
    expect(() => importCapture('onInputData({"log": {"entries": [{"request"')).toThrow(
      'the file ends in the middle',
    );
  });

  it('accepts an empty HAR as a valid, empty import', () => {
    expect(importCapture(har([])).requests).toEqual([]);
  });

  it.each([
    ['{"log": {}}', 'not a HAR file: log.entries is missing'],
    ['{"log": {"entries": [{"request": {}}]}}', 'not a HAR file: log.entries[0].request.url is missing'],
    ['{"log": {"entries": "x"}}', 'not a HAR file: log.entries is missing'],
    ['"just a string"', 'not a list of URLs'],
    ['{"a": ', 'not valid JSON'],
    ['', 'the file is empty'],
    ['{"foo": "bar"}', 'not a HAR file: log.entries is missing'],
    ['[1, 2]', 'invalid request list: entry 1 is not an object'],
  ])('refuses %j with a one-line reason', (text, reason) => {
    let error: unknown;
    try {
      importCapture(text);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ImportError);
    expect((error as Error).message).toContain(reason);
    expect((error as Error).message).not.toContain('\n');
  });
});

describe('CORS preflights', () => {
  const visitData = 'https://in.hotjar.com/api/v1/client/sites/135144/visit-data?sv=6';
  const entry = (method: string, body?: string) => ({
    _resourceType: method === 'OPTIONS' ? 'preflight' : 'xhr',
    request: { method, url: visitData, ...(body === undefined ? {} : { postData: { text: body } }) },
    response: { status: method === 'OPTIONS' ? 204 : 200 },
  });

  it('leaves a preflight out of a HAR and keeps the request it was for', () => {
    const result = importCapture(
      har([entry('OPTIONS'), entry('POST', '{"url":"https://www.ryanair.com/us/en/"}')]),
    );
    expect(result.requests.map((request) => request.requestMetadata.method)).toEqual(['POST']);
    expect(result.skipped).toBe(1);
  });

  it('says what a preflight is when a list of requests holds one, even to a vendor’s tracking host', () => {
    for (const url of [visitData, 'https://www.facebook.com/tr/?id=1234567890&ev=PageView']) {
      const [decoded] = decode({ url, method: 'OPTIONS' });
      expect(decoded?.category).toBeNull();
      expect(decoded?.findings.map((finding) => [finding.code, finding.message.slice(0, 30)])).toEqual([
        ['REQUEST_UNRECOGNISED', 'A CORS preflight (OPTIONS) to '],
      ]);
    }
  });
});
