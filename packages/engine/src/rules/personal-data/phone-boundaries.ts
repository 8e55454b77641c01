/**
 * Where a phone number may start and end in a text, for the phone scanner: a number must stand apart
 * from words and from longer digit groupings, so `SKU-555-123-4567`, `order_555…`, `555-123-4567-89` and
 * the groups of a card number are never read as phone numbers.
 */
import { DOT, HYPHEN, OPEN_PAREN, PLUS, SPACE, UNDERSCORE, isDigit, isWordChar } from './char-classes.js';

/** The code unit at `index`, or -1 outside the text. */
export function code(text: string, index: number): number {
  return index >= 0 && index < text.length ? text.charCodeAt(index) : -1;
}

/** `-`, `.` or `_`: characters that join a number to the word before or after it. */
export function isGlue(value: number): boolean {
  return value === HYPHEN || value === DOT || value === UNDERSCORE;
}

/**
 * A number may start here: not inside a word, not joined to one by `-`, `.` or `_`, and (for a digit)
 * not the continuation of a spaced digit run such as a card number.
 */
export function startsApart(text: string, index: number): boolean {
  const previous = code(text, index - 1);
  if (previous === -1) return true;
  if (isWordChar(previous) || previous === PLUS || previous === OPEN_PAREN) return false;
  const beforePrevious = code(text, index - 2);
  if (isGlue(previous) && isWordChar(beforePrevious)) return false;
  return !(previous === SPACE && isDigit(beforePrevious) && code(text, index) !== PLUS);
}

/** A number may end here: not followed by a word, by `-`/`.`/`_` and a word, or by a space and more digits. */
export function endsApart(text: string, end: number): boolean {
  const next = code(text, end);
  if (isWordChar(next)) return false;
  const afterNext = code(text, end + 1);
  if (isGlue(next) && isWordChar(afterNext)) return false;
  return !(next === SPACE && isDigit(afterNext));
}

/** Reads a run of digits from `index`; returns its length (0 when none), at most `max` + 1. */
export function digitRun(text: string, index: number, max: number): number {
  let length = 0;
  while (length <= max && isDigit(code(text, index + length))) length++;
  return length;
}
