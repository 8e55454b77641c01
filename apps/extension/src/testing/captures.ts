import type { ExtensionCapture } from '../shared/captured.js';

/** A small captured request for tests: a GA4 hit by default, another vendor through `category`. */
export function sampleCapture(
  overrides: {
    id?: string;
    url?: string;
    category?: string | null;
    postData?: string | null;
    tabUrl?: string | null;
  } = {},
): ExtensionCapture {
  const url = overrides.url ?? 'https://www.google-analytics.com/g/collect?v=2&tid=G-TEST123&en=page_view';
  const mark = url.indexOf('?');
  return {
    requestMetadata: {
      requestId: overrides.id ?? 'x',
      requestCategory: overrides.category === undefined ? 'GOOGLEANALYTICS4' : overrides.category,
      eventName: null,
      accountID: null,
      requestUrl: url,
      queryString: mark === -1 ? '' : url.slice(mark + 1),
      batched: false,
      postData: overrides.postData ?? null,
      redirectQueryParams: null,
      method: overrides.postData ? 'POST' : 'GET',
    },
    tabUrl: overrides.tabUrl === undefined ? 'https://shop.example/' : overrides.tabUrl,
    timestamp: 1_700_000_000_000,
  };
}
