/**
 * Redirect hops of a captured hit. Many pixels answer their hit with a redirect (Floodlight's
 * `activityi` to the same URL with `dc_pre`, Comscore's `/b` to `/b2`, cookie syncs): the browser
 * then requests the new address, and a capture holds that hop as a request of its own, though the
 * vendor received one hit. Left apart, each hop would be counted as another event and make a
 * duplicate of the hit it continues.
 */
import { parseUrl } from '../url/parse-url.js';
import type { CapturedRequest } from './captured-request.js';

/** The kept requests with each redirect hop of a kept hit joined to it, and how many hops were. */
export interface JoinedRedirects {
  requests: CapturedRequest[];
  joined: number;
}

/**
 * What a capture makes of a request: the vendor code of the hit it is ('' for a request kept with no
 * vendor: the drift alarm's), or null when it is left out.
 */
export type KeptAs = (request: CapturedRequest) => string | null;

/**
 * Keeps the requests `keptAs` names, in order, and joins to each of them the requests its redirect
 * sent the browser on to (`redirects`: request id → absolute target URL), hop after hop: a hop is left
 * out and its parameters become the hit's `redirectQueryParams` (the last hop's). A hop is the
 * first later request for the target URL that is no hit or a hit of the same vendor; one another
 * vendor recognises (a cookie sync handing over to a partner) stays a hit of its own, and so does a
 * tracking hit that another site's redirect led to.
 */
export function joinRedirects(
  requests: readonly CapturedRequest[],
  redirects: ReadonlyMap<string, string>,
  keptAs: KeptAs,
): JoinedRedirects {
  const kept: CapturedRequest[] = [];
  const vendors: Array<string> = [];
  // Target URL → the index in `kept` of the hit whose redirect leads there.
  const pending = new Map<string, number>();
  let joined = 0;
  for (const request of requests) {
    const { requestId, requestUrl } = request.requestMetadata;
    const key = pending.size === 0 ? '' : comparableUrl(requestUrl);
    const origin = pending.size === 0 ? undefined : pending.get(key);
    const vendor = keptAs(request);
    // A hop no vendor decodes ('' when kept only by the drift alarm) or the same vendor's joins.
    if (origin !== undefined && (vendor === null || vendor === '' || vendor === vendors[origin])) {
      pending.delete(key);
      const hit = kept[origin] as CapturedRequest;
      kept[origin] = {
        ...hit,
        requestMetadata: { ...hit.requestMetadata, redirectQueryParams: redirectParamsOf(requestUrl) },
      };
      joined++;
      const next = redirects.get(requestId);
      if (next !== undefined) pending.set(comparableUrl(next), origin);
      continue;
    }
    if (origin !== undefined) pending.delete(key);
    if (vendor === null) continue;
    kept.push(request);
    vendors.push(vendor);
    const target = redirects.get(requestId);
    if (target !== undefined) pending.set(comparableUrl(target), kept.length - 1);
  }
  return { requests: kept, joined };
}

/**
 * What a redirect hop adds to its hit, for `redirectQueryParams`: the hop's query string; for an
 * address without one whose last path segment carries `;`-separated `name=value` parameters
 * (Floodlight's `activityi;dc_pre=…;src=…;…?` and `/ddm/activity/src=…;dc_pre=…;…`, where the
 * follow-up's click id is), those, joined with `&` as a query is; '' when the hop carries none.
 */
export function redirectParamsOf(url: string): string {
  const parsed = parseUrl(url);
  if (parsed === null) return '';
  if (parsed.query.length > 0) return parsed.query;
  const segment = parsed.path.slice(parsed.path.lastIndexOf('/') + 1);
  if (!segment.includes(';')) return '';
  // `activityi;src=…` names its endpoint first; `/ddm/activity/src=…;…` starts with a parameter.
  return segment
    .split(';')
    .filter((param) => param.indexOf('=') > 0)
    .join('&');
}

/**
 * A key two spellings of one address share: the scheme and host in lower case (as `parseUrl` gives
 * them), without a default port nor fragment. A redirect's `Location` and the request the browser
 * then makes may differ in those.
 */
function comparableUrl(url: string): string {
  const parsed = parseUrl(url);
  if (parsed === null) return url;
  const { protocol, host, port, path, query } = parsed;
  const explicitPort =
    port === '' || (protocol === 'https' && port === '443') || (protocol === 'http' && port === '80')
      ? ''
      : `:${port}`;
  return `${protocol}://${host}${explicitPort}${path}${query.length > 0 ? `?${query}` : ''}`;
}

/**
 * An address as a redirect's `Location` gives it (absolute, `//host/…`, `/path…` or relative to the
 * request's path), made absolute against the request URL; null when the request URL has no host.
 */
export function resolveUrl(location: string, base: string): string | null {
  if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(location)) return location;
  const parsed = parseUrl(base);
  if (parsed === null) return null;
  const port = parsed.port === '' ? '' : `:${parsed.port}`;
  if (location.startsWith('//')) return `${parsed.protocol}:${location}`;
  const origin = `${parsed.protocol}://${parsed.host}${port}`;
  if (location.startsWith('/')) return `${origin}${location}`;
  if (location.startsWith('?')) return `${origin}${parsed.path}${location}`;
  return `${origin}${parsed.path.slice(0, parsed.path.lastIndexOf('/') + 1)}${location}`;
}
