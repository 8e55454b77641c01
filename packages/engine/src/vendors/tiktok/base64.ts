import { anySextet, asciiText, base64Bytes, percentEscapes } from '../../url/base64.js';

/** A sextet of TikTok's base64: either alphabet, and a space for the `+` that form decoding turned into one. */
function sextet(code: number): number {
  return code === 32 ? 62 : anySextet(code);
}

function isLineBreak(code: number): boolean {
  return code === 10 || code === 13;
}

function isPadding(code: number): boolean {
  return code === 61;
}

/**
 * Decodes base64 (standard or URL-safe, padding optional) holding UTF-8 text, without `atob` or
 * `TextDecoder` so that it runs anywhere. Returns null when the text is not base64 or not UTF-8.
 */
export function decodeBase64Utf8(text: string): string | null {
  const bytes = base64Bytes(text, sextet, isLineBreak, isPadding);
  if (bytes === null) return null;
  const ascii = asciiText(bytes);
  if (ascii !== null) return ascii;
  try {
    return decodeURIComponent(percentEscapes(bytes));
  } catch {
    return null;
  }
}
