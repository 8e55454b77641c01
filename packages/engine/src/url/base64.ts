/**
 * The base64 readers' shared steps: a table of sextets, and the text of bytes that are all ASCII (the
 * usual JSON payload) without going through an escape or a character at a time. No `atob` nor
 * `TextDecoder`: the engine runs anywhere.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** By code unit below 128, its sextet in the standard alphabet, else -1. */
const STANDARD = new Int8Array(128).fill(-1);
for (let index = 0; index < ALPHABET.length; index++) STANDARD[ALPHABET.charCodeAt(index)] = index;

/** The sextet of a code unit in the standard alphabet (`+`, `/`), or -1. */
export function standardSextet(code: number): number {
  return code < 128 ? (STANDARD[code] as number) : -1;
}

/** The sextet of a code unit in the standard or the URL-safe alphabet (`-` 62, `_` 63), or -1. */
export function anySextet(code: number): number {
  if (code === 45) return 62;
  if (code === 95) return 63;
  return standardSextet(code);
}

const never = (): boolean => false;

/** Bytes written by base64Bytes, and how many. */
export interface Base64Bytes {
  bytes: Uint8Array;
  length: number;
}

/**
 * The bytes of base64 text, read a code unit at a time: `sextetOf` gives a unit's sextet, -1 for a
 * unit that ends the text when `stop` says so, is skipped when `skip` says so, else makes the text
 * unreadable (null).
 */
export function base64Bytes(
  text: string,
  sextetOf: (code: number) => number,
  skip: (code: number) => boolean = never,
  stop: (code: number) => boolean = never,
): Base64Bytes | null {
  const bytes = new Uint8Array(Math.ceil((text.length * 3) / 4) + 1);
  let length = 0;
  let buffer = 0;
  let bits = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    const value = sextetOf(code);
    if (value === -1) {
      if (stop(code)) break;
      if (skip(code)) continue;
      return null;
    }
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[length++] = (buffer >> bits) & 0xff;
    }
  }
  return { bytes, length };
}

/** Code units turned into a string at a time: few enough for any engine's argument limit. */
const CHUNK = 8_192;

/** The text of the bytes when every one is ASCII, else null (the caller decodes UTF-8 its own way). */
export function asciiText({ bytes, length }: Base64Bytes): string | null {
  for (let index = 0; index < length; index++) if ((bytes[index] as number) >= 0x80) return null;
  let text = '';
  for (let start = 0; start < length; start += CHUNK)
    text += String.fromCharCode.apply(null, bytes.subarray(start, Math.min(length, start + CHUNK)) as never);
  return text;
}

/** The bytes as `%XX` escapes, for decodeURIComponent's UTF-8 decoding. */
export function percentEscapes({ bytes, length }: Base64Bytes): string {
  let escaped = '';
  for (let index = 0; index < length; index++) {
    const byte = bytes[index] as number;
    escaped += byte < 16 ? `%0${byte.toString(16)}` : `%${byte.toString(16)}`;
  }
  return escaped;
}
