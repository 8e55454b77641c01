/**
 * Finds e-mail addresses in a text with one linear pass and no regular expression, so a long hostile
 * value (a 1 MB body, `a@a@a@…`) cannot make validation slow.
 *
 * For each `@`, the local part is read leftwards and the domain rightwards over their allowed
 * characters, each at most a bounded number of characters; neither read crosses another `@`, so every
 * character is visited a constant number of times. The domain must have a dot and an alphabetic top-level
 * label (or an IDN `xn--` one). Retina asset names (`logo@2x.png`) and package specifiers
 * (`lodash@4.17.21`) are not addresses.
 */
import {
  AT,
  COLON,
  DOT,
  HYPHEN,
  PLUS,
  SLASH,
  SPACE,
  UNDERSCORE,
  isAlphanumeric,
  isDigit,
  isLetter,
} from './char-classes.js';

const MAX_LOCAL = 64;
const MAX_DOMAIN = 253;

/** Top-level labels that are really file extensions (`icon@2x.png`, `bundle@1.0.js`). */
const FILE_EXTENSIONS = new Set(
  'png jpg jpeg gif svg webp avif ico bmp tif tiff css js mjs map json html htm php asp aspx jsp pdf mp4 webm woff woff2 ttf otf eot xml txt'.split(
    ' ',
  ),
);

function isLocalChar(code: number): boolean {
  return isAlphanumeric(code) || code === DOT || code === UNDERSCORE || code === HYPHEN || code === PLUS;
}

function isDomainChar(code: number): boolean {
  return isAlphanumeric(code) || code === DOT || code === HYPHEN;
}

function isTopLevelLabel(label: string): boolean {
  if (label.length < 2 || label.length > 63) return false;
  if (label.startsWith('xn--')) return label.length > 4;
  for (let index = 0; index < label.length; index++) {
    if (!isLetter(label.charCodeAt(index))) return false;
  }
  return !FILE_EXTENSIONS.has(label.toLowerCase());
}

function isDomain(domain: string): boolean {
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  for (const label of labels) {
    if (label.length === 0 || label.length > 63) return false;
    if (label.charCodeAt(0) === HYPHEN || label.charCodeAt(label.length - 1) === HYPHEN) return false;
  }
  return isTopLevelLabel(labels[labels.length - 1] ?? '');
}

/** Reads the local part that ends just before `at`; returns its start, or -1 when there is none. */
function localStart(text: string, at: number): number {
  let start = at;
  while (start > 0 && at - start < MAX_LOCAL && isLocalChar(text.charCodeAt(start - 1))) start--;
  // Leading punctuation belongs to the surrounding text (`…+john@`, `.john@`), not to the address.
  while (start < at && !isAlphanumeric(text.charCodeAt(start)) && text.charCodeAt(start) !== UNDERSCORE)
    start++;
  if (start === at || text.charCodeAt(at - 1) === DOT) return -1;
  return start;
}

/** Reads the domain that starts just after `at`; returns its end (exclusive), or -1. */
function domainEnd(text: string, at: number): number {
  let end = at + 1;
  while (end < text.length && end - at <= MAX_DOMAIN && isDomainChar(text.charCodeAt(end))) end++;
  // A sentence or URL may end right after the address: `write to john@example.com.`
  while (end > at + 1 && (text.charCodeAt(end - 1) === DOT || text.charCodeAt(end - 1) === HYPHEN)) end--;
  return end > at + 1 ? end : -1;
}

/**
 * True when the text before `start` makes it the user-info of a URL (`https://user:pass@host/`,
 * `//user@host`): a `//` reached without crossing `/`, `@` or a space, within a bounded look-back.
 */
function isUrlUserInfo(text: string, start: number): boolean {
  const previous = text.charCodeAt(start - 1);
  if (previous !== SLASH && previous !== COLON) return false;
  let index = previous === SLASH ? start - 1 : start - 2;
  const stop = Math.max(0, start - MAX_LOCAL);
  while (index > stop) {
    const code = text.charCodeAt(index);
    if (code === SLASH) return text.charCodeAt(index - 1) === SLASH;
    if (code === AT || code === SPACE) return false;
    index--;
  }
  return false;
}

/** The shortest address found: a local part, `@`, a label, a dot and a two-letter top-level label (`a@b.cd`). */
export const MIN_EMAIL_LENGTH = 6;

/**
 * False when `value` cannot hold an e-mail address, even once percent-decoded: it has neither `@` nor
 * `%`, or it is shorter than the shortest address (decoding never makes a value longer).
 */
export function mayHoldEmailAddress(value: string): boolean {
  return value.length >= MIN_EMAIL_LENGTH && (value.includes('@') || value.includes('%'));
}

/**
 * The distinct e-mail addresses found in `text`, in order, at most `limit` of them.
 *
 * @example findEmailAddresses('https://shop.example/?email=jane.doe@example.com') // ['jane.doe@example.com']
 */
export function findEmailAddresses(text: string, limit = 20): string[] {
  const found: string[] = [];
  let from = 0;
  while (found.length < limit) {
    const at = text.indexOf('@', from);
    if (at === -1) break;
    from = at + 1;
    const start = localStart(text, at);
    const end = start === -1 ? -1 : domainEnd(text, at);
    if (end === -1 || isUrlUserInfo(text, start)) continue;
    // The domain must be followed by a boundary, not glued to more of a word (`a@b.com@c`, `a@b.co_x`).
    const next = end < text.length ? text.charCodeAt(end) : -1;
    if (next === AT || next === UNDERSCORE || (next !== -1 && isDigit(next))) continue;
    const domain = text.slice(at + 1, end);
    if (!isDomain(domain)) continue;
    const address = text.slice(start, end);
    if (!found.includes(address)) found.push(address);
    from = end;
  }
  return found;
}
