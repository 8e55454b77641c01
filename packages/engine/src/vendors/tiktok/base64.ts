const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function sextet(char: string): number {
  if (char === '-') return 62; // URL-safe alphabet
  if (char === '_') return 63;
  if (char === ' ') return 62; // a `+` that form decoding turned into a space
  return ALPHABET.indexOf(char);
}

/**
 * Decodes base64 (standard or URL-safe, padding optional) holding UTF-8 text, without `atob` or
 * `TextDecoder` so that it runs anywhere. Returns null when the text is not base64 or not UTF-8.
 */
export function decodeBase64Utf8(text: string): string | null {
  let buffer = 0;
  let bits = 0;
  let escaped = '';
  for (const char of text) {
    if (char === '=') break;
    if (char === '\n' || char === '\r') continue;
    const value = sextet(char);
    if (value === -1) return null;
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      escaped += `%${((buffer >> bits) & 0xff).toString(16).padStart(2, '0')}`;
      buffer &= (1 << bits) - 1;
    }
  }
  try {
    return decodeURIComponent(escaped);
  } catch {
    return null;
  }
}
