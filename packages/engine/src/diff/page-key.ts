import { parseUrl } from '../url/parse-url.js';

/**
 * The page a send belongs to when two sessions are compared: origin and path, so that two visits of
 * one page with different query strings (click ids, cache busters) or fragments are one page.
 */
export function pageKey(url: string | null | undefined): string {
  if (url === null || url === undefined || url.trim() === '') return '(no page)';
  const parsed = parseUrl(url);
  if (parsed === null || parsed.host === '') return url;
  const port = parsed.port === '' ? '' : `:${parsed.port}`;
  return `${parsed.protocol}://${parsed.host}${port}${parsed.path}`;
}
