import { describe, expect, it } from 'vitest';
import { importCapture } from './import-file.js';
import { GA4, har, pageRows } from './testing/har.js';

// Which HAR documents are page navigations, and which page each request is on, as Chrome, Firefox,
// chrome-har (Puppeteer) and proxies record them.
describe('HAR pages', () => {
  it('finds every navigation of a journey captured as one page by chrome-har, and puts requests on theirs', () => {
    // The shape of a Puppeteer capture (chrome-har): no _resourceType, the initiator's type in
    // _initiator_type, one page for the whole journey; a beacon answered with HTML comes first.
    const html = { content: { mimeType: 'text/html' } };
    const entry = (initiator: string, method: string, url: string, response: unknown = html) => ({
      _initiator_type: initiator,
      pageref: 'page_1',
      request: { method, url },
      response,
    });
    const result = importCapture(
      har(
        [
          entry('script', 'POST', 'https://a.klaviyo.com/api/track'),
          entry('other', 'GET', 'https://shop.example.com/'),
          entry('script', 'GET', GA4, { content: { mimeType: 'text/plain' } }),
          entry('script', 'GET', 'https://shop.example.com/prefetched/'),
          entry('parser', 'GET', 'https://ads.example.net/frame'),
          entry('other', 'GET', 'https://shop.example.com/cart/'),
          entry('script', 'GET', `${GA4}&dl=cart`, { content: { mimeType: 'text/plain' } }),
        ],
        { pages: [{ id: 'page_1', title: 'https://shop.example.com/' }] },
      ),
    );
    expect(pageRows(result)).toEqual([
      [null, 'https://a.klaviyo.com/api/track', 'https://shop.example.com/'],
      ['Navigation', 'https://shop.example.com/', 'https://shop.example.com/'],
      [null, GA4, 'https://shop.example.com/'],
      ['Navigation', 'https://shop.example.com/cart/', 'https://shop.example.com/cart/'],
      [null, `${GA4}&dl=cart`, 'https://shop.example.com/cart/'],
    ]);
  });

  it('takes no HTML Chrome requested at a low priority for a page: a cookie sync’s redirect hop in a chrome-har capture', () => {
    // A real Blacklight capture (nevadahealthlink.com, 2025): Yahoo's sync, reached through an image's
    // redirects (initiator `other`, priority Low), answered 204 as text/html; the page itself is VeryHigh.
    const entry = (priority: string, url: string, status: number, mimeType = 'text/html') => ({
      _initiator_type: 'other',
      _initialPriority: priority,
      _priority: priority,
      pageref: 'page_1',
      request: {
        method: 'GET',
        url,
        headers: [{ name: 'Referer', value: 'https://www.nevadahealthlink.com/' }],
      },
      response: { status, content: { mimeType } },
    });
    const newRelic =
      'https://bam.nr-data.net/1/NRJS-0123456789abcdef012?a=1588859651&v=1.285.0&t=Unnamed%20Transaction';
    const result = importCapture(
      har(
        [
          entry('VeryHigh', 'https://www.nevadahealthlink.com/', 200),
          entry(
            'Low',
            'https://ups.analytics.yahoo.com/ups/55964/sync?uid=6D196C8B38A54A4E&verify=true',
            204,
          ),
          { ...entry('Low', newRelic, 200, 'text/plain'), _initiator_type: 'script' },
        ],
        { pages: [{ id: 'page_1', title: 'https://www.nevadahealthlink.com/' }] },
      ),
    );
    expect(pageRows(result)).toEqual([
      ['Navigation', 'https://www.nevadahealthlink.com/', 'https://www.nevadahealthlink.com/'],
      [null, newRelic, 'https://www.nevadahealthlink.com/'],
    ]);
  });

  it('takes no document answered with a redirect for a page: the document it leads to is the navigation', () => {
    // A WooCommerce add-to-cart form posted to the product page and redirected to the cart (real
    // chrome-har capture), then an http → https hop as Chrome DevTools records it.
    const entry = (fields: Record<string, unknown>, method: string, url: string, status: number) => ({
      ...fields,
      pageref: 'page_1',
      request: { method, url },
      response: { status, content: { mimeType: 'text/html' } },
    });
    const chromeHar = { _initiator_type: 'other' };
    const devtools = { _resourceType: 'document', _initiator: { type: 'other' } };
    const result = importCapture(
      har([
        entry(chromeHar, 'GET', 'https://shop.example.com/product/', 200),
        entry(chromeHar, 'POST', 'https://shop.example.com/product/', 302),
        entry(chromeHar, 'GET', 'https://shop.example.com/cart/', 200),
        {
          ...entry(chromeHar, 'GET', GA4, 204),
          response: { status: 204, content: { mimeType: 'text/plain' } },
        },
        entry(devtools, 'GET', 'http://shop.example.com/checkout/', 307),
        entry(devtools, 'GET', 'https://shop.example.com/checkout/', 304),
      ]),
    );
    expect(pageRows(result)).toEqual([
      ['Navigation', 'https://shop.example.com/product/', 'https://shop.example.com/product/'],
      ['Navigation', 'https://shop.example.com/cart/', 'https://shop.example.com/cart/'],
      [null, GA4, 'https://shop.example.com/cart/'],
      ['Navigation', 'https://shop.example.com/checkout/', 'https://shop.example.com/checkout/'],
    ]);
  });

  it('puts requests on the page their HTML parser names when the capture lacks that page’s document', () => {
    // Real chrome-har captures lose documents (a search results page, a page from the cache); the
    // requests its parser started name it. A same-host iframe the capture holds, a stylesheet and
    // another host's page are no page.
    const entry = (
      initiator: string,
      initiatorUrl: string | undefined,
      url: string,
      mime = 'text/plain',
    ) => ({
      _initiator_type: initiator,
      ...(initiatorUrl === undefined ? {} : { _initiator: initiatorUrl }),
      pageref: 'page_1',
      request: { method: 'GET', url },
      response: { status: 200, content: { mimeType: mime } },
    });
    const tiktok = 'https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=C1&lib=ttq';
    const search = 'https://shop.example.com/shop/?s=pregnancy';
    const sandbox = 'https://shop.example.com/wpm@1/sandbox/products/';
    const result = importCapture(
      har([
        entry('other', undefined, 'https://shop.example.com/shop/', 'text/html'),
        entry('script', 'https://shop.example.com/app.js', tiktok),
        entry('parser', search, 'https://shop.example.com/theme.css', 'text/css'),
        entry('script', 'https://shop.example.com/app.js', tiktok),
        entry('script', 'https://shop.example.com/pixels.js', sandbox, 'text/html'),
        entry('parser', sandbox, `${GA4}&dl=sandbox`),
        entry('parser', 'https://shop.example.com/theme.css', `${GA4}&dl=css`),
        entry('parser', 'https://ads.example.net/frame', `${GA4}&dl=frame`),
        entry('parser', 'https://shop.example.com/shop/', `${GA4}&dl=back`),
      ]),
    );
    expect(pageRows(result)).toEqual([
      ['Navigation', 'https://shop.example.com/shop/', 'https://shop.example.com/shop/'],
      [null, tiktok, 'https://shop.example.com/shop/'],
      [null, tiktok, search],
      [null, `${GA4}&dl=sandbox`, search],
      [null, `${GA4}&dl=css`, search],
      [null, `${GA4}&dl=frame`, search],
      [null, `${GA4}&dl=back`, 'https://shop.example.com/shop/'],
    ]);
    // No document at all (the capture started after the first page loaded): the HAR page's address
    // is the page until the parser names another.
    const started = importCapture(
      har([entry('parser', 'https://shop.example.com/', tiktok), entry('parser', search, tiktok)], {
        pages: [{ id: 'page_1', title: 'https://shop.example.com/' }],
      }),
    );
    expect(pageRows(started)).toEqual([
      [null, tiktok, 'https://shop.example.com/'],
      [null, tiktok, search],
    ]);
  });

  it('finds the pages of a proxy’s capture (no pages, no initiators) by the request headers browsers send', () => {
    // Charles, Proxyman, Fiddler and mitmproxy export every HTML response alike: a beacon answered
    // with HTML (Klaviyo's /api/track) or an ad frame must not become a page.
    const entry = (method: string, url: string, headers: Record<string, string>, mime = 'text/html') => ({
      request: { method, url, headers: Object.entries(headers).map(([name, value]) => ({ name, value })) },
      response: { status: 200, content: { mimeType: mime } },
    });
    const beacon = `${GA4}&dl=beacon`;
    const withFetchMetadata = importCapture(
      har([
        entry('POST', beacon, { 'Sec-Fetch-Dest': 'empty', 'Content-Type': 'text/plain' }),
        entry('GET', 'https://shop.example.com/', {
          'Sec-Fetch-Dest': 'document',
          'Sec-Fetch-Mode': 'navigate',
        }),
        entry('GET', 'https://ads.example.net/frame', { 'Sec-Fetch-Dest': 'iframe' }),
        entry('GET', 'https://shop.example.com/cart/', {
          'Sec-Fetch-Dest': 'document',
          'Sec-Purpose': 'prefetch',
        }),
        entry('GET', `${GA4}&dl=home`, { 'Sec-Fetch-Dest': 'empty' }, 'text/plain'),
        entry('GET', 'https://shop.example.com/cart/', { 'sec-fetch-dest': 'document' }),
        entry('GET', `${GA4}&dl=cart`, { 'Sec-Fetch-Dest': 'empty' }, 'text/plain'),
      ]),
    );
    expect(pageRows(withFetchMetadata)).toEqual([
      [null, beacon, null],
      ['Navigation', 'https://shop.example.com/', 'https://shop.example.com/'],
      [null, `${GA4}&dl=home`, 'https://shop.example.com/'],
      ['Navigation', 'https://shop.example.com/cart/', 'https://shop.example.com/cart/'],
      [null, `${GA4}&dl=cart`, 'https://shop.example.com/cart/'],
    ]);
    // Without fetch metadata (an older browser or proxy): a document request (Upgrade-Insecure-Requests,
    // Accept asking for HTML) on the host of the page so far.
    const document = {
      'Upgrade-Insecure-Requests': '1',
      Accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
    };
    const withoutFetchMetadata = importCapture(
      har([
        // Before any document the capture holds, the Referer names the page.
        entry('POST', beacon, {
          'Content-Type': 'multipart/form-data',
          Referer: 'https://shop.example.com/search?q=shirt',
        }),
        entry('GET', 'https://shop.example.com/', document),
        entry('GET', 'https://ads.example.net/frame', document),
        entry('GET', 'https://shop.example.com/cart.js', { Accept: 'application/json' }),
        entry('GET', 'https://shop.example.com/cart/', document),
      ]),
    );
    expect(pageRows(withoutFetchMetadata)).toEqual([
      [null, beacon, 'https://shop.example.com/search?q=shirt'],
      ['Navigation', 'https://shop.example.com/', 'https://shop.example.com/'],
      ['Navigation', 'https://shop.example.com/cart/', 'https://shop.example.com/cart/'],
    ]);
  });

  it('takes a script’s location change on the same host for a navigation in a chrome-har capture, not its iframes or prefetches', () => {
    const documentHeaders = [{ name: 'Upgrade-Insecure-Requests', value: '1' }];
    const entry = (initiator: string, url: string, headers: unknown[] = []) => ({
      _initiator_type: initiator,
      pageref: 'page_1',
      request: { method: 'GET', url, headers },
      response: { content: { mimeType: 'text/html' } },
    });
    const result = importCapture(
      har([
        entry('other', 'https://shop.example.com/cart/', documentHeaders),
        entry('script', 'https://www.google.com/recaptcha/api2/anchor?k=x', documentHeaders),
        entry('script', 'https://shop.example.com/prefetched/'),
        entry('script', 'https://shop.example.com/checkout/', documentHeaders),
        { ...entry('script', `${GA4}&dl=checkout`), response: { content: { mimeType: 'text/plain' } } },
      ]),
    );
    expect(pageRows(result)).toEqual([
      ['Navigation', 'https://shop.example.com/cart/', 'https://shop.example.com/cart/'],
      ['Navigation', 'https://shop.example.com/checkout/', 'https://shop.example.com/checkout/'],
      [null, `${GA4}&dl=checkout`, 'https://shop.example.com/checkout/'],
    ]);
  });

  it('never takes a Firefox page title (the document’s title) for the page a request was sent from', () => {
    const pages = { pages: [{ id: 'page_1', title: 'Example Shop – Cart' }] };
    const beacon = { pageref: 'page_1', request: { method: 'GET', url: GA4 } };
    const withDocument = importCapture(
      har(
        [
          {
            pageref: 'page_1',
            request: { method: 'GET', url: 'https://shop.example.com/cart/' },
            response: { content: { mimeType: 'text/html; charset=utf-8' } },
          },
          beacon,
        ],
        pages,
      ),
    );
    expect(withDocument.requests.map((request) => request.tabUrl)).toEqual([
      'https://shop.example.com/cart/',
      'https://shop.example.com/cart/',
    ]);
    // Recorded after the page loaded: no document, so no page is known.
    const withoutDocument = importCapture(har([beacon], pages));
    expect(withoutDocument.requests.map((request) => request.tabUrl)).toEqual([null]);
  });

  it("keeps Chrome's first document of a page a navigation whatever started it, and its iframes not", () => {
    const document = (url: string, type: string) => ({
      _resourceType: 'document',
      _initiator: { type },
      pageref: 'p1',
      request: { method: 'GET', url },
      response: { content: { mimeType: 'text/html' } },
    });
    const result = importCapture(
      har([
        document('https://shop.example.com/next', 'script'),
        document('https://ads.example.net/frame', 'parser'),
        { pageref: 'p1', request: { method: 'GET', url: GA4 } },
      ]),
    );
    expect(result.requests.map((request) => request.requestMetadata.requestCategory)).toEqual([
      'Navigation',
      null,
    ]);
  });
});

describe('HAR documents that are no page, or are spelt otherwise', () => {
  const documentEntry = (url: string, method: string, extra: Record<string, unknown> = {}) => ({
    pageref: 'page_1',
    _resourceType: 'document',
    _initiator: { type: 'other' },
    request: { method, url, headers: [{ name: 'Sec-Fetch-Dest', value: 'document' }] },
    response: { status: 200, content: { mimeType: 'text/html' } },
    ...extra,
  });

  it('takes no frame’s document for a page, even one a form in the frame sent (initiator other)', () => {
    // As a real bing.com load (sitespeedio/chrome-har's test data) holds a hidden sign-in frame's post.
    const frame = documentEntry('https://cn.bing.com/orgid/idtoken/conditional', 'POST');
    frame.request.headers = [{ name: 'Sec-Fetch-Dest', value: 'iframe' }];
    const result = importCapture(
      har([documentEntry('https://cn.bing.com/', 'GET'), frame, { request: { method: 'GET', url: GA4 } }], {
        pages: [{ id: 'page_1', title: 'https://cn.bing.com/' }],
      }),
    );
    expect(pageRows(result)).toEqual([
      ['Navigation', 'https://cn.bing.com/', 'https://cn.bing.com/'],
      [null, GA4, 'https://cn.bing.com/'],
    ]);
  });

  it('reads `Document`, as the DevTools protocol spells the resource type, as a document', () => {
    const result = importCapture(
      har([documentEntry('https://shop.example.com/', 'GET', { _resourceType: 'Document' })], {
        pages: [{ id: 'page_1', title: 'https://shop.example.com/' }],
      }),
    );
    expect(pageRows(result)).toEqual([
      ['Navigation', 'https://shop.example.com/', 'https://shop.example.com/'],
    ]);
  });
});

describe('a capture whose first page a script opened through a redirect', () => {
  it('takes the document the redirect led to for the first page (chrome-har, browsertime)', () => {
    // As a real chrome-har capture of mousel.lu (sitespeedio/pagexray's test data): the harness opens
    // the page from a script, and the site sends it on to another host.
    const scripted = (url: string, status: number, redirectURL = '') => ({
      pageref: 'page_1',
      _initiator_type: 'script',
      _initiator: '',
      request: { method: 'GET', url, headers: [{ name: 'Upgrade-Insecure-Requests', value: '1' }] },
      response: { status, redirectURL, content: { mimeType: status === 200 ? 'text/html' : '' } },
    });
    const page = 'http://www.brasseriedeluxembourg.lu/';
    const result = importCapture(
      har(
        [
          scripted('http://www.mousel.lu/', 301, 'http://www.brasseriedeluxembourg.lu'),
          scripted(page, 200),
          {
            pageref: 'page_1',
            _initiator_type: 'parser',
            _initiator: page,
            request: { method: 'GET', url: GA4 },
          },
        ],
        { pages: [{ id: 'page_1', title: 'Home | Brasserie de Luxembourg' }] },
      ),
    );
    expect(pageRows(result)).toEqual([
      ['Navigation', page, page],
      [null, GA4, page],
    ]);
  });
});

describe('a document that never loaded', () => {
  it('is no page: the browser showed its error page and no tag ran; an aborted one still is', () => {
    // As a real chrome-har capture of www.google.com (its test data) holds a redirect to a name that did
    // not resolve.
    const documentEntry = (url: string, status: number, error?: string) => ({
      pageref: 'page_1',
      _resourceType: 'document',
      _initiator: { type: 'other' },
      request: { method: 'GET', url, headers: [] },
      response: {
        status,
        ...(error === undefined ? {} : { _error: error }),
        content: { mimeType: 'text/html' },
      },
    });
    const pages = { pages: [{ id: 'page_1', title: 'Google' }] };
    const failed = importCapture(
      har([documentEntry('http://www.google.se/?gfe_rd=cr', 0, 'net::ERR_NAME_NOT_RESOLVED')], pages),
    );
    expect(pageRows(failed)).toEqual([]);
    const aborted = importCapture(
      har([documentEntry('https://shop.example.com/', 0, 'net::ERR_ABORTED')], pages),
    );
    expect(pageRows(aborted)).toEqual([
      ['Navigation', 'https://shop.example.com/', 'https://shop.example.com/'],
    ]);
  });
});
