/** Character tests for the personal-data scanners: plain code-unit comparisons, no regular expressions. */

export function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

export function isLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

export function isAlphanumeric(code: number): boolean {
  return isDigit(code) || isLetter(code);
}

/** True for a letter, a digit or `_`: a character that glues a number to a word (`SKU_555…`, `e89b`). */
export function isWordChar(code: number): boolean {
  return isAlphanumeric(code) || code === UNDERSCORE;
}

export const PLUS = 43;
export const HYPHEN = 45;
export const DOT = 46;
export const SPACE = 32;
export const PERCENT = 37;
export const OPEN_PAREN = 40;
export const CLOSE_PAREN = 41;
export const UNDERSCORE = 95;
export const AT = 64;
export const SLASH = 47;
export const COLON = 58;

/** True when `text` is a SHA-256 digest written as 64 hexadecimal characters. */
export function isSha256Hex(text: string): boolean {
  if (text.length !== 64) return false;
  for (let index = 0; index < 64; index++) {
    const code = text.charCodeAt(index);
    const hex = isDigit(code) || (code >= 97 && code <= 102) || (code >= 65 && code <= 70);
    if (!hex) return false;
  }
  return true;
}
