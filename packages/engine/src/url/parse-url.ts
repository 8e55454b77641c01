/** A URL taken apart without the WHATWG URL class, so that the engine runs anywhere and never throws. */
export interface ParsedUrl {
  /** The URL as it was captured. */
  href: string;
  /** `https`, `http`, ... lower-cased, without the colon. */
  protocol: string;
  /** Host name, lower-cased, without port or user info. */
  host: string;
  port: string;
  /** Path, starting with `/` (just `/` when absent), still percent-encoded. */
  path: string;
  /** Query string without the `?`, still encoded. */
  query: string;
  fragment: string;
}

/**
 * Splits an absolute URL into its parts. Accepts `//host/path` and bare `host/path` (read as https),
 * as URL lists are often written. Returns null when there is no host. Works on positions in the text,
 * cutting out only the parts it returns (it runs on every request).
 */
export function parseUrl(raw: string): ParsedUrl | null {
  const href = raw.trim();
  let protocol = 'https';
  let start: number; // where the authority starts
  if (href.startsWith('https://')) start = 8;
  else if (href.startsWith('http://')) {
    protocol = 'http';
    start = 7;
  } else {
    const schemeEnd = href.indexOf('://');
    const firstSlash = href.indexOf('/');
    if (schemeEnd > 0 && (firstSlash === -1 || schemeEnd < firstSlash)) {
      protocol = href.slice(0, schemeEnd).toLowerCase();
      if (!isScheme(protocol)) return null;
      start = schemeEnd + 3;
    } else if (href.startsWith('//')) start = 2;
    else if (firstSlash === 0) return null;
    else start = 0;
  }
  const length = href.length;
  let end = authorityEnd(href, start);
  if (end === -1) end = length;
  // User info ends at the authority's last `@`.
  const at = href.lastIndexOf('@', end - 1);
  const hostStart = at >= start ? at + 1 : start;
  let hostEnd = end;
  let port = '';
  if (href.charCodeAt(hostStart) === 91 /* [ */ && hostStart < end) {
    const close = href.indexOf(']', hostStart);
    if (close !== -1 && close < end) {
      hostEnd = close + 1;
      if (href.charCodeAt(close + 1) === 58 /* : */ && close + 1 < end) port = href.slice(close + 2, end);
    }
  } else {
    const colon = end > hostStart ? href.lastIndexOf(':', end - 1) : -1;
    if (colon >= hostStart) {
      hostEnd = colon;
      port = href.slice(colon + 1, end);
    }
  }
  let host = href.slice(hostStart, hostEnd).toLowerCase();
  if (host.endsWith('.')) host = host.slice(0, -1);
  if (host.length === 0 || host.includes(' ')) return null;
  const hash = href.indexOf('#', end);
  const fragment = hash === -1 ? '' : href.slice(hash + 1);
  const pathEnd = hash === -1 ? length : hash;
  const question = href.indexOf('?', end);
  const hasQuery = question !== -1 && question < pathEnd;
  const query = hasQuery ? href.slice(question + 1, pathEnd) : '';
  const queryStart = hasQuery ? question : pathEnd;
  const path = queryStart > end ? href.slice(end, queryStart) : '/';
  return { href, protocol, host, port, path, query, fragment };
}

/** True when `host` is `domain` or one of its subdomains (`hostMatches('a.b.com', 'b.com')`). */
export function hostMatches(host: string, domain: string): boolean {
  return host === domain || (host.endsWith(domain) && host[host.length - domain.length - 1] === '.');
}

function isScheme(text: string): boolean {
  if (text.length === 0) return false;
  for (const char of text) {
    const ok =
      (char >= 'a' && char <= 'z') ||
      (char >= '0' && char <= '9') ||
      char === '+' ||
      char === '-' ||
      char === '.';
    if (!ok) return false;
  }
  return true;
}

/** Where the authority that starts at `from` ends: the first `/`, `?` or `#` after it, or -1. */
function authorityEnd(text: string, from: number): number {
  for (let index = from; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 47 || code === 63 || code === 35) return index;
  }
  return -1;
}
