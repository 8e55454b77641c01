import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseUrl, type ParsedUrl } from './parse-url.js';

/**
 * The reading parseUrl must give, written the plain way: cut the scheme, then the authority, user
 * info, host and port, then fragment, query and path, each from what is left.
 */
function reference(raw: string): ParsedUrl | null {
  const href = raw.trim();
  let rest = href;
  let protocol = 'https';
  const schemeEnd = rest.indexOf('://');
  const firstSlash = rest.indexOf('/');
  if (schemeEnd > 0 && (firstSlash === -1 || schemeEnd < firstSlash)) {
    protocol = rest.slice(0, schemeEnd).toLowerCase();
    if (!/^[a-z0-9+.-]+$/.test(protocol)) return null;
    rest = rest.slice(schemeEnd + 3);
  } else if (rest.startsWith('//')) rest = rest.slice(2);
  else if (firstSlash === 0) return null;
  const end = rest.search(/[/?#]/);
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

/** URL-ish text over the characters that delimit a URL's parts, so that every branch is reached. */
const piece = fc.stringMatching(/^[a-zA-Z0-9.:@/?#[\] -]{0,8}$/);
const scheme = fc.constantFrom('https://', 'http://', 'HTTPS://', 'ftp://', '//', '', 'x y://', 'a/b://');
const url = fc.tuple(scheme, piece, piece, piece).map(([s, a, b, c]) => `${s}${a}${b}${c}`);

describe('parseUrl', () => {
  it('reads every text as cutting it part by part does', () => {
    fc.assert(
      fc.property(url, (text) => {
        expect(parseUrl(text)).toEqual(reference(text));
      }),
      { numRuns: 20000 },
    );
  });
});
