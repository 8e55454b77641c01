/** Builds HAR logs shaped like Chrome's and Firefox's exports, for tests. */
export interface HarEntryInput {
  url: string;
  method?: string;
  postData?: string;
  resourceType?: string;
  mimeType?: string;
  pageref?: string;
}

export function chromeHar(entries: HarEntryInput[]): string {
  return JSON.stringify(chromeHarLog(entries));
}

/** Firefox exports no `_resourceType`; documents are told apart by their HTML response. */
export function firefoxHar(entries: HarEntryInput[]): string {
  const { log } = chromeHarLog(entries);
  return JSON.stringify({
    log: {
      ...log,
      creator: { name: 'Firefox', version: '133.0' },
      entries: log.entries.map(({ _resourceType: _chromeOnly, ...entry }) => entry),
    },
  });
}

/** The HAR log object of Chrome's export (`chromeHar` is its JSON text). */
function chromeHarLog(entries: HarEntryInput[]) {
  return {
    log: {
      version: '1.2',
      creator: { name: 'WebInspector', version: '537.36' },
      pages: [
        {
          startedDateTime: '2026-11-20T10:00:00.000Z',
          id: 'page_1',
          title: 'https://shop.example.com/',
          pageTimings: {},
        },
      ],
      entries: entries.map((entry, index) => ({
        _resourceType: entry.resourceType ?? 'fetch',
        pageref: entry.pageref ?? 'page_1',
        startedDateTime: new Date(Date.UTC(2026, 10, 20, 10, 0, index)).toISOString(),
        time: 12,
        request: {
          method: entry.method ?? 'GET',
          url: entry.url,
          httpVersion: 'HTTP/2.0',
          headers: [],
          queryString: [],
          cookies: [],
          headersSize: -1,
          bodySize: entry.postData?.length ?? 0,
          ...(entry.postData === undefined
            ? {}
            : { postData: { mimeType: 'text/plain;charset=UTF-8', text: entry.postData } }),
        },
        response: {
          status: 200,
          statusText: '',
          httpVersion: 'HTTP/2.0',
          headers: [],
          cookies: [],
          content: { size: 0, mimeType: entry.mimeType ?? 'text/plain' },
          redirectURL: '',
          headersSize: -1,
          bodySize: 0,
        },
        cache: {},
        timings: { send: 0, wait: 10, receive: 2 },
      })),
    },
  };
}

export const GA4_PAGE_VIEW =
  'https://region1.google-analytics.com/g/collect?v=2&tid=G-8HGZ4YQ7ZB&cid=1.2&dl=https%3A%2F%2Fshop.example.com%2F&en=page_view&_s=1';
export const META_PAGE_VIEW =
  'https://www.facebook.com/tr/?id=1234567890123456&ev=PageView&dl=https%3A%2F%2Fshop.example.com%2F';
