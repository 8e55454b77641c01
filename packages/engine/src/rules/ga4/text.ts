/** Small text helpers of the GA4 rules: lengths in characters, numbers as GA4 reads them, quoting. */

/** Characters (Unicode code points) in a text, as Google counts limits; stops counting past `limit`. */
export function charCount(text: string, limit = Number.POSITIVE_INFINITY): number {
  if (text.length <= limit) {
    // Code points never outnumber UTF-16 units; count exactly only when it could matter.
    let surrogates = 0;
    for (let i = 0; i < text.length; i++) if ((text.charCodeAt(i) & 0xfc00) === 0xdc00) surrogates++;
    return text.length - surrogates;
  }
  let count = 0;
  for (let i = 0; i < text.length && count <= limit; i++) {
    if ((text.charCodeAt(i) & 0xfc00) !== 0xdc00) count++;
  }
  return count;
}

/** True when a text is more than `limit` characters long. */
export function longerThan(text: string, limit: number): boolean {
  return text.length > limit && charCount(text, limit) > limit;
}

/**
 * Reads a plain decimal number (`12`, `-3.5`, `1e3`); null for anything else (`12,50`, `$12`, `0x1F`,
 * `Infinity`, empty). A hand-written scan: linear, no regular expression.
 */
export function parseDecimal(text: string): number | null {
  const s = text.trim();
  let i = 0;
  if (s[i] === '+' || s[i] === '-') i++;
  const integerStart = i;
  while (i < s.length && isDigit(s.charCodeAt(i))) i++;
  let digits = i - integerStart;
  if (s[i] === '.') {
    const fractionStart = ++i;
    while (i < s.length && isDigit(s.charCodeAt(i))) i++;
    digits += i - fractionStart;
  }
  if (digits === 0) return null;
  if (s[i] === 'e' || s[i] === 'E') {
    i++;
    if (s[i] === '+' || s[i] === '-') i++;
    const start = i;
    while (i < s.length && isDigit(s.charCodeAt(i))) i++;
    if (i === start) return null;
  }
  if (i !== s.length) return null;
  const value = Number(s);
  return Number.isFinite(value) ? value : null;
}

/** True when a value is sent and not blank. */
export function isFilled(value: string | undefined): value is string {
  return value !== undefined && value.trim().length > 0;
}

/** A value for a message: quoted, cut to `max` characters. */
export function quote(value: string, max = 60): string {
  return `"${value.length > max ? `${value.slice(0, max)}…` : value}"`;
}

/** A value for a finding's `received`: cut to 200 characters. */
export function clip(value: string): string {
  return value.length > 200 ? `${value.slice(0, 200)}…` : value;
}

/** Lists names for a message: `a, b and c` (at most `max`, then `and N more`). */
export function listNames(names: readonly string[], max = 5): string {
  const shown = names.slice(0, max);
  const more = names.length - shown.length;
  if (more > 0) return `${shown.join(', ')} and ${more} more`;
  return shown.length <= 1 ? (shown[0] ?? '') : `${shown.slice(0, -1).join(', ')} and ${shown.at(-1) ?? ''}`;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}
