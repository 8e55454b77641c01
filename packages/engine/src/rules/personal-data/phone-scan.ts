/**
 * Finds phone numbers in a text with one linear pass and no regular expression.
 *
 * Only two forms are recognised, so that ids, timestamps, client ids, hashes, prices, dates, IP addresses
 * and long digit runs are never taken for phone numbers:
 * - international: `+`, a country code not starting with 0, then 8 to 15 digits in all (exactly 11 for
 *   North America's `+1`), optionally grouped by spaces, hyphens or parentheses (`+44 20 7946 0958`,
 *   `+1 (555) 123-4567`, `+15551234567`);
 * - separated national: `555-123-4567`, `555.123.4567`, `(555) 123-4567`, `020 7946 0958`, with an
 *   optional leading `1-`: three groups, the last of four digits, one separator used throughout.
 * A candidate must stand apart from words: `SKU-555-123-4567`, `4111 1111 1111 1111` and `e89b-…` are
 * not phone numbers. Each candidate reads at most a few dozen characters, so the scan stays linear.
 */
import { CLOSE_PAREN, DOT, HYPHEN, OPEN_PAREN, PLUS, SPACE, isDigit, isWordChar } from './char-classes.js';
import { code, digitRun, endsApart, startsApart } from './phone-boundaries.js';

const MAX_INTERNATIONAL_SPAN = 24;
/** `1`, and the digits of a North American number with it (E.164: `+1` and ten digits). */
const NANP_COUNTRY_CODE = 49;
const NANP_DIGITS = 11;
/** Both forms hold at least eight digits: a text with fewer holds no phone number. */
export const MIN_PHONE_DIGITS = 8;

/** True when `text` holds at least `count` digits: a quick pass that rules most values out. */
export function hasDigits(text: string, count: number): boolean {
  let digits = 0;
  for (let index = 0; index < text.length; index++) {
    if (isDigit(text.charCodeAt(index)) && ++digits >= count) return true;
  }
  return false;
}

/**
 * False when `value` cannot hold a phone number, even once percent-decoded: it rules out nearly every
 * value (ids, timestamps, client ids) before it is decoded and scanned.
 *
 * A match needs at least eight digits, and either a `+` followed by a digit from 1 to 9 (the
 * international form) or a run of three or four digits, no more, directly followed by `-`, `.` or a
 * space (the second group of the separated form, which always comes after a separator or `)` and before
 * a separator). Decoding never adds digits (`%3X` gives one of the digits written in it), and a value
 * without `%` is not changed by decoding at all; so a value with fewer than eight digits, or with no
 * `%` and neither shape, holds no phone number.
 *
 * Two regular expressions rather than a loop over the characters: every parameter value of every
 * request goes through this test, and the compiled expressions read a value two to three times faster.
 * Both are linear: the digit count is anchored, the shape reads at most six characters from a start.
 */
export function mayHoldPhoneNumber(value: string): boolean {
  return value.length >= 9 && PHONE_SHAPE.test(value) && EIGHT_DIGITS.test(value);
}

/** At least eight digits (MIN_PHONE_DIGITS), anywhere in the value. */
const EIGHT_DIGITS = new RegExp(`^(?:[^0-9]*[0-9]){${MIN_PHONE_DIGITS}}`);
/** `%`, `+` before a digit from 1 to 9, or a run of three or four digits before `-`, `.` or a space. */
const PHONE_SHAPE = /%|\+[1-9]|(?:^|[^0-9])[0-9]{3,4}[-. ]/;

/** A country code starts with a digit from 1 to 9. */
function isCountryCodeStart(value: number): boolean {
  return value >= 49 && value <= 57;
}

/** `+` country code and number; returns the end (exclusive) or -1. */
function matchInternational(text: string, start: number): number {
  if (!isCountryCodeStart(code(text, start + 1))) return -1;
  let index = start + 1;
  let digits = 0;
  let separators = 0;
  let lastDigitEnd = -1;
  while (index - start <= MAX_INTERNATIONAL_SPAN) {
    const current = code(text, index);
    if (isDigit(current)) {
      digits++;
      separators = 0;
      lastDigitEnd = index + 1;
    } else if (current === SPACE || current === HYPHEN || current === OPEN_PAREN || current === CLOSE_PAREN) {
      separators++;
      if (separators > 2) break;
    } else {
      break;
    }
    index++;
  }
  if (isDigit(code(text, index))) return -1; // longer than any phone number: a digit run, not a number
  if (digits < 8 || digits > 15 || !endsApart(text, lastDigitEnd)) return -1;
  // Country code 1 is the North American plan's, whose numbers have ten digits after it: `+1325675465`
  // is a Unix time after a form-encoded space (`%2C+1325675465`), not a phone number.
  if (code(text, start + 1) === NANP_COUNTRY_CODE && digits !== NANP_DIGITS) return -1;
  return lastDigitEnd;
}

/** `555-123-4567`, `(555) 123-4567`, `1-555-123-4567`, `020 7946 0958`; returns the end or -1. */
function matchSeparated(text: string, start: number): number {
  let index = start;
  let separator = -1;
  let firstLength: number;
  if (code(text, index) === OPEN_PAREN) {
    firstLength = digitRun(text, index + 1, 5);
    if (firstLength < 2 || firstLength > 5 || code(text, index + 1 + firstLength) !== CLOSE_PAREN) return -1;
    index += firstLength + 2;
    const gap = code(text, index);
    if (gap === SPACE || gap === HYPHEN) index++;
  } else {
    if (code(text, index) === 49 && !isDigit(code(text, index + 1))) {
      separator = code(text, index + 1); // the North American `1-` prefix fixes the separator
      if (separator !== HYPHEN && separator !== DOT && separator !== SPACE) return -1;
      index += 2;
    }
    firstLength = digitRun(text, index, 4);
    if (firstLength < 2 || firstLength > 4) return -1;
    index += firstLength;
    const between = code(text, index);
    if (separator !== -1 && between !== separator) return -1;
    if (between !== HYPHEN && between !== DOT && between !== SPACE) return -1;
    separator = between;
    index++;
  }
  const secondLength = digitRun(text, index, 4);
  if (secondLength < 3 || secondLength > 4) return -1;
  index += secondLength;
  const between = code(text, index);
  if (between !== HYPHEN && between !== DOT && between !== SPACE) return -1;
  if (separator !== -1 && between !== separator) return -1;
  // Hyphen and dot groupings are North American only (3-3-4), so dates and version numbers never match.
  if (between !== SPACE && code(text, start) !== OPEN_PAREN && (firstLength !== 3 || secondLength !== 3))
    return -1;
  index++;
  if (digitRun(text, index, 4) !== 4) return -1;
  index += 4;
  return endsApart(text, index) ? index : -1;
}

/**
 * The distinct phone numbers found in `text`, in order, at most `limit` of them.
 *
 * @example findPhoneNumbers('call +44 20 7946 0958 today') // ['+44 20 7946 0958']
 */
export function findPhoneNumbers(text: string, limit = 20): string[] {
  const found: string[] = [];
  if (!hasDigits(text, MIN_PHONE_DIGITS)) return found;
  let index = 0;
  while (index < text.length && found.length < limit) {
    const current = text.charCodeAt(index);
    const candidate = current === PLUS || current === OPEN_PAREN || isDigit(current);
    const end =
      candidate && startsApart(text, index)
        ? current === PLUS
          ? matchInternational(text, index)
          : matchSeparated(text, index)
        : -1;
    if (end !== -1) {
      const number = text.slice(index, end);
      if (!found.includes(number)) found.push(number);
      index = end;
    } else if (isWordChar(current)) {
      // Only the first character of a word can start a number: skip the rest of it.
      do index++;
      while (index < text.length && isWordChar(text.charCodeAt(index)));
    } else {
      index++;
    }
  }
  return found;
}
