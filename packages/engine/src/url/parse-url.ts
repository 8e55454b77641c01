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
 * as URL lists are often written. Returns null when there is no host.
 */
export function parseUrl(raw: string): ParsedUrl | null {
  const href = raw.trim();
  let rest = href;
  let protocol = 'https';
  const schemeEnd = rest.indexOf('://');
  const firstSlash = rest.indexOf('/');
  if (schemeEnd > 0 && (firstSlash === -1 || schemeEnd < firstSlash)) {
    protocol = rest.slice(0, schemeEnd).toLowerCase();
    if (!isScheme(protocol)) return null;
    rest = rest.slice(schemeEnd + 3);
  } else if (rest.startsWith('//')) {
    rest = rest.slice(2);
  } else if (firstSlash === 0) {
    return null;
  }
  const end = authorityEnd(rest);
  let authority = end === -1 ? rest : rest.slice(0, end);
  let remainder = end === -1 ? '' : rest.slice(end);
  const at = authority.lastIndexOf('@');
  if (at !== -1) authority = authority.slice(at + 1);
  let host = authority;
  let port = '';
  if (authority.startsWith('[')) {
    const close = authority.indexOf(']');
    host = close === -1 ? authority : authority.slice(0, close + 1);
    if (close !== -1 && authority[close + 1] === ':') port = authority.slice(close + 2);
  } else {
    const colon = authority.lastIndexOf(':');
    if (colon !== -1) {
      host = authority.slice(0, colon);
      port = authority.slice(colon + 1);
    }
  }
  host = host.toLowerCase();
  if (host.endsWith('.')) host = host.slice(0, -1);
  if (host.length === 0 || host.includes(' ')) return null;
  let fragment = '';
  const hash = remainder.indexOf('#');
  if (hash !== -1) {
    fragment = remainder.slice(hash + 1);
    remainder = remainder.slice(0, hash);
  }
  let query = '';
  const question = remainder.indexOf('?');
  if (question !== -1) {
    query = remainder.slice(question + 1);
    remainder = remainder.slice(0, question);
  }
  return { href, protocol, host, port, path: remainder.length > 0 ? remainder : '/', query, fragment };
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

/** Where the authority ends: the first `/`, `?` or `#` (one scan that stops there), or -1. */
function authorityEnd(text: string): number {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 47 || code === 63 || code === 35) return index;
  }
  return -1;
}
