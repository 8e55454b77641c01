import type { DecodedRequest } from '../decode.js';
import { parseUrl } from '../url/parse-url.js';

/**
 * Parameters that carry the page a request was sent from, per vendor, tried in order. Vendors not
 * listed fall back to the captured tab URL, then to the request's host.
 */
const PAGE_PARAMS: Readonly<Record<string, readonly string[]>> = {
  GOOGLEANALYTICS4: ['dl', 'params.page_location', 'ep.page_location'],
  FACEBOOK: ['dl'],
  Navigation: ['page_location'],
  TIKTOK: ['context.page.url'],
  TIKTOKPIXEL: ['context.page.url'],
  PINTEREST: ['pd[url]', 'pd.url', 'ed[page_url]'],
  BING: ['p'],
  REDDIT: ['m.url'],
};

function firstValue(request: DecodedRequest, names: readonly string[]): string | undefined {
  for (const name of names) {
    for (const param of request.parameters) {
      if (param.name === name && param.value.trim().length > 0) return param.value.trim();
    }
  }
  return undefined;
}

/**
 * The page a request belongs to: the vendor's page parameter (GA4 and Meta `dl`), else the captured
 * tab URL, else the request's host. The fragment is dropped (it never changes what was tracked).
 */
export function pageUrlOf(request: DecodedRequest): string {
  const names = request.category === null ? undefined : PAGE_PARAMS[request.category];
  const page = (names && firstValue(request, names)) ?? request.captured.tabUrl ?? undefined;
  if (page !== undefined && page.trim().length > 0) return withoutFragment(page.trim());
  return parseUrl(request.captured.requestMetadata.requestUrl)?.host ?? '';
}

/**
 * A looser key for "the same page" across vendors: host and path only, lower-cased host, no trailing
 * slash. GA4 and Meta often disagree on query parameters of the same page (one strips click ids).
 */
export function pageKeyOf(pageUrl: string): string {
  const parsed = parseUrl(pageUrl);
  if (parsed === null) return pageUrl;
  const path = parsed.path.length > 1 && parsed.path.endsWith('/') ? parsed.path.slice(0, -1) : parsed.path;
  return `${parsed.host}${path}`;
}

function withoutFragment(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}
