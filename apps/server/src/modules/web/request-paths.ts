/** Path prefixes that belong to the API, never to the single-page app. */
export const RESERVED_PREFIXES = ['/api', '/v1', '/healthz'] as const;

/** True for `/api`, `/api/…`, `/v1…`, `/healthz…`: paths the SPA fallback must leave to the API's 404. */
export function isReservedPath(pathname: string): boolean {
  const lower = pathname.toLowerCase();
  return RESERVED_PREFIXES.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`));
}

/** The path of a request URL, without its query string. */
export function pathnameOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * True when the Accept header names HTML explicitly, as browsers do for page navigations (scripts,
 * images and `fetch()` send `*\/*`, so a missing asset still answers 404, not the app).
 */
export function acceptsHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.split(',').some((part) => {
    const [type = '', ...params] = part.trim().toLowerCase().split(';');
    if (type.trim() !== 'text/html' && type.trim() !== 'application/xhtml+xml') return false;
    return !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
  });
}
