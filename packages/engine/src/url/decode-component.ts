import { forgetAfterEachCall } from '../call-memory.js';

const PERCENT_BYTE = /%([0-9a-fA-F]{2})/g;

/**
 * Percent-decodes a URL component without ever throwing: a malformed sequence (a lone `%`, a broken
 * UTF-8 run) is kept as it was written, the valid ASCII escapes around it are still decoded.
 * With `plusIsSpace` (form encoding) `+` reads as a space.
 */
export function decodeComponent(text: string, plusIsSpace = true): string {
  const input = plusIsSpace && text.includes('+') ? text.replaceAll('+', ' ') : text;
  if (!input.includes('%')) return input;
  if (input.length > CACHED_LENGTH) return decodeEscapes(input);
  let decoded = recent.get(input);
  if (decoded === undefined) {
    decoded = decodeEscapes(input);
    if (recent.size >= CACHED_TEXTS) recent.clear();
    recent.set(input, decoded);
  }
  return decoded;
}

/**
 * Escaped texts met lately, decoded: the page URL, title and item strings are sent again in request
 * after request, and decoding is the costliest step of reading a parameter.
 */
const recent = new Map<string, string>();
forgetAfterEachCall(() => recent.clear());
const CACHED_TEXTS = 1024;
const CACHED_LENGTH = 500;

function decodeEscapes(input: string): string {
  try {
    return decodeURIComponent(input);
  } catch {
    return input.replace(PERCENT_BYTE, (escape, hex: string) => {
      const code = Number.parseInt(hex, 16);
      return code < 0x80 ? String.fromCharCode(code) : escape;
    });
  }
}
