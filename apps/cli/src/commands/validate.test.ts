import { describe, expect, it } from 'vitest';
import { ValidationResponseSchema } from '@tagproof/contracts';
import { runCli } from '../main.js';
import { chromeHar, firefoxHar, GA4_PAGE_VIEW, META_PAGE_VIEW } from '../testing/har-fixtures.js';
import { memoryIo } from '../testing/memory-io.js';

const chrome = chromeHar([
  { url: 'https://shop.example.com/', resourceType: 'document', mimeType: 'text/html' },
  { url: 'https://shop.example.com/app.css', resourceType: 'stylesheet', mimeType: 'text/css' },
  { url: 'https://www.googletagmanager.com/gtag/js?id=G-8HGZ4YQ7ZB', resourceType: 'script' },
  { url: GA4_PAGE_VIEW, method: 'POST', postData: '' },
  {
    url: 'https://www.facebook.com/tr/',
    method: 'POST',
    postData: 'id=1234567890123456&ev=Purchase&cd[value]=10&cd[currency]=EUR',
  },
  { url: 'https://cdn.example.com/img/logo.png', resourceType: 'image' },
  { url: 'https://shop.example.com/embed', resourceType: 'document', mimeType: 'text/html' },
]);

async function run(argv: string[], files: Record<string, string>) {
  const io = memoryIo(files);
  const code = await runCli(argv, io);
  return { code, out: io.out(), err: io.err() };
}

describe('tagproof validate', () => {
  it('keeps tracking requests and the top-level navigation of a Chrome HAR, in --json', async () => {
    const { code, out } = await run(['validate', 'capture.har', '--json'], { 'capture.har': chrome });
    const response = ValidationResponseSchema.parse(JSON.parse(out));
    const requests = response.data?.validatedRequests ?? [];
    expect(requests.map((request) => request.requestMetadata.requestCategory)).toEqual(
      expect.arrayContaining(['Navigation', 'GOOGLEANALYTICS4', 'FACEBOOK']),
    );
    expect(requests.some((request) => request.requestMetadata.requestUrl.endsWith('app.css'))).toBe(false);
    expect(
      requests.filter((request) => request.requestMetadata.requestCategory === 'Navigation'),
    ).toHaveLength(1);
    const meta = requests.find((request) => request.requestMetadata.requestCategory === 'FACEBOOK');
    expect(meta?.requestMetadata.postData).toContain('ev=Purchase');
    expect(meta?.requestMetadata.requestUrl).toBe('https://www.facebook.com/tr/');
    expect([0, 1]).toContain(code);
  });

  it('reads Firefox HARs, whose documents are known by their HTML response', async () => {
    const har = firefoxHar([
      { url: 'https://shop.example.com/', mimeType: 'text/html; charset=utf-8' },
      { url: GA4_PAGE_VIEW, method: 'POST', postData: '' },
    ]);
    const { out } = await run(['validate', 'ff.har', '--format', 'json'], { 'ff.har': har });
    const categories = ValidationResponseSchema.parse(JSON.parse(out)).data?.validatedRequests.map(
      (r) => r.requestMetadata.requestCategory,
    );
    expect(categories).toEqual(['Navigation', 'GOOGLEANALYTICS4']);
  });

  it('splits a batched GA4 body into one validated request per event', async () => {
    const file = JSON.stringify([{ url: GA4_PAGE_VIEW, method: 'POST', postData: 'en=scroll\nen=click' }]);
    const { out } = await run(['validate', 'batch.json', '--json'], { 'batch.json': file });
    const requests = ValidationResponseSchema.parse(JSON.parse(out)).data?.validatedRequests ?? [];
    expect(
      requests.map((request) => [
        request.requestMetadata.requestId,
        request.requestMetadata.eventName,
        request.requestMetadata.batched,
      ]),
    ).toEqual([
      ['r1#1', 'scroll', true],
      ['r1#2', 'click', true],
    ]);
    expect(requests[0]?.requestMetadata.postData).toBe('en=scroll\nen=click');
  });

  it('keeps every entry of a URL list, unrecognised ones with a null category', async () => {
    const { out } = await run(['validate', 'urls.txt', '--json'], {
      'urls.txt': `${GA4_PAGE_VIEW}\n\n# comment\n${META_PAGE_VIEW}\nhttps://example.com/page\n`,
    });
    const requests = ValidationResponseSchema.parse(JSON.parse(out)).data?.validatedRequests ?? [];
    expect(requests.map((request) => request.requestMetadata.requestCategory)).toEqual([
      'GOOGLEANALYTICS4',
      'FACEBOOK',
      null,
    ]);
    expect(requests[2]?.validation.autoValidationResults.suggestedParameters[0]?.code).toBe(
      'REQUEST_UNRECOGNISED',
    );
  });

  it('prints a readable summary grouped by vendor and event', async () => {
    const { out } = await run(['validate', 'capture.har'], { 'capture.har': chrome });
    expect(out).toContain('Google Analytics 4 (G-8HGZ4YQ7ZB)');
    expect(out).toContain('page_view ×1');
    expect(out).toMatch(/non-tracking entries left out/);
  });

  it('imports a HAR that kept a beacon without its body, saying it left that hit out', async () => {
    // An older Chrome export (github.com, micmro/PerfCascade's test data) kept the size of a GA beacon, not its body.
    const har = JSON.stringify({
      log: {
        version: '1.2',
        entries: [
          {
            request: {
              method: 'POST',
              url: 'https://www.google-analytics.com/r/collect',
              headers: [],
              bodySize: 296,
              postData: { mimeType: 'text/plain' },
            },
          },
          {
            request: {
              method: 'GET',
              url: 'https://www.facebook.com/tr/?id=1234567890123456&ev=PageView',
              headers: [],
            },
          },
        ],
      },
    });
    const { out, code } = await run(['validate', 'old.har'], { 'old.har': har });
    expect(code).toBe(0);
    expect(out).toContain('Tagproof: 1 request from old.har (HAR file, 1 tracking request left out because');
    expect(out).toContain('entry 1: POST https://www.google-analytics.com/r/collect');
    // With --json (and JUnit) stdout is the answer alone: the heading goes to stderr, for CI logs.
    const json = await run(['validate', 'old.har', '--json'], { 'old.har': har });
    expect(ValidationResponseSchema.safeParse(JSON.parse(json.out)).success).toBe(true);
    expect(json.err).toContain(
      'Tagproof: 1 request from old.har (HAR file, 1 tracking request left out because',
    );
  });

  it('writes JUnit XML', async () => {
    const { out } = await run(['validate', 'capture.har', '--format', 'junit'], { 'capture.har': chrome });
    expect(out).toMatch(/^<\?xml/);
    expect(out).toContain('<testsuite name="Google Analytics 4"');
  });

  it('exits 0 with --fail-on never', async () => {
    const { code } = await run(['validate', 'urls.txt', '--fail-on', 'never'], {
      'urls.txt': 'https://example.com/x\n',
    });
    expect(code).toBe(0);
  });

  it('exits 1 with --fail-on suggestion when a suggestion was found', async () => {
    const { code } = await run(['validate', 'urls.txt', '--fail-on', 'suggestion'], {
      'urls.txt': 'https://example.com/x\n',
    });
    expect(code).toBe(1);
  });

  it.each([
    ['not a HAR', '{"log": {"version": "1.2"}}', 'not a HAR file: log.entries is missing'],
    ['an object without log', '{"foo": 1}', 'not a HAR file: log.entries is missing'],
    ['broken JSON', '{"log": ', 'not valid JSON'],
    ['an empty file', '   \n', 'the file is empty'],
    ['prose', 'hello world, this is not a capture', 'not a list of URLs: line 1'],
    ['a request list entry without URL', '[{"method": "GET"}]', 'invalid request list: entry 1 has no URL'],
  ])('exits 2 with one line for %s', async (_, content, reason) => {
    const { code, err, out } = await run(['validate', 'bad.file'], { 'bad.file': content });
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err.trim().split('\n')).toHaveLength(1);
    expect(err).toContain(reason);
  });

  it.each([
    [['validate'], 'missing FILE'],
    [['validate', 'a', 'b'], 'expected one FILE'],
    [['validate', 'x.har', '--format', 'xml'], '--format must be one of'],
    [['validate', 'x.har', '--fail-on', 'warning'], '--fail-on must be one of'],
    [['validate', 'x.har', '--bogus'], 'Unknown option'],
    [['validate', '/nonexistent/capture.har'], 'no such file'],
    [['frobnicate'], 'unknown command'],
  ])('exits 2 on bad usage %j', async (argv, message) => {
    const { code, err } = await run(argv, {});
    expect(code).toBe(2);
    expect(err).toContain(message);
  });

  it('refuses a checks file that is not one', async () => {
    const { code, err } = await run(['validate', 'urls.txt', '--checks', 'checks.json'], {
      'urls.txt': `${GA4_PAGE_VIEW}\n`,
      'checks.json': '{"tests": [{"metrics": "[]"}]}',
    });
    expect(code).toBe(2);
    expect(err).toContain('not a checks file: tests.0.name');
  });
});
