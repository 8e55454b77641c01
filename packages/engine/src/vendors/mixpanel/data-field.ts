/**
 * Mixpanel's `data` field: JSON text, or the same JSON in base64 (older mixpanel-js and the GET
 * form), holding one message or an array of messages.
 */
import { anySextet, asciiText, base64Bytes, type Base64Bytes } from '../../url/base64.js';
import { tryParseJson } from '../../url/flatten-json.js';

/** Number of continuation bytes after a UTF-8 lead byte, or -1 when it cannot lead. */
function continuations(lead: number): number {
  if (lead < 0x80) return 0;
  if (lead >= 0xc2 && lead < 0xe0) return 1;
  if (lead >= 0xe0 && lead < 0xf0) return 2;
  if (lead >= 0xf0 && lead < 0xf5) return 3;
  return -1;
}

/** Strict UTF-8 decoding of bytes; null on an invalid sequence. No `TextDecoder`, as above. */
function utf8({ bytes, length }: Base64Bytes): string | null {
  const units: number[] = [];
  for (let index = 0; index < length;) {
    const lead = bytes[index] as number;
    const extra = continuations(lead);
    if (extra === -1 || (extra > 0 && index + extra >= length)) return null;
    let code = extra === 0 ? lead : lead & (0x3f >> extra);
    for (let next = 1; next <= extra; next++) {
      const byte = bytes[index + next] as number;
      if ((byte & 0xc0) !== 0x80) return null;
      code = (code << 6) | (byte & 0x3f);
    }
    if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return null;
    if (code < 0x10000) units.push(code);
    else units.push(0xd800 + ((code - 0x10000) >> 10), 0xdc00 + ((code - 0x10000) & 0x3ff));
    index += extra + 1;
  }
  let text = '';
  for (let start = 0; start < units.length; start += 8_192)
    text += String.fromCharCode.apply(null, units.slice(start, start + 8_192));
  return text;
}

function isPadding(code: number): boolean {
  return code === 61; // =
}

/** Decodes base64 (standard or URL-safe) to UTF-8 text; null when it is not base64. Never throws. */
export function decodeBase64Text(text: string): string | null {
  const trimmed = text.trim();
  const normalised = /\s/.test(trimmed) ? trimmed.replace(/\s/g, '') : trimmed;
  if (normalised.length === 0 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(normalised)) return null;
  const bytes = base64Bytes(normalised, anySextet, undefined, isPadding);
  return bytes === null ? null : (asciiText(bytes) ?? utf8(bytes));
}

/** The messages of a `data` field, or null when it is neither JSON nor base64 JSON. */
export function readDataField(text: string): unknown[] | null {
  const trimmed = text.trim();
  // Base64 (the usual form) cannot be JSON when it starts with a letter no JSON text starts with:
  // parsing it only to catch the error is the costliest way to find that out.
  const direct = mayBeJson(trimmed) ? tryParseJson(trimmed) : null;
  let value: unknown = direct?.ok ? direct.value : undefined;
  if (direct === null || !direct.ok) {
    const decoded = decodeBase64Text(trimmed);
    const parsed = decoded === null ? null : tryParseJson(decoded);
    if (parsed === null || !parsed.ok) return null;
    value = parsed.value;
  }
  if (Array.isArray(value)) return value;
  return value !== null && typeof value === 'object' ? [value] : null;
}

/** Whether trimmed text starts as JSON may: `{`, `[`, `"`, a number, `true`, `false` or `null`. */
function mayBeJson(trimmed: string): boolean {
  const first = trimmed.charCodeAt(0);
  return (
    first === 123 || // {
    first === 91 || // [
    first === 34 || // "
    first === 45 || // -
    (first >= 48 && first <= 57) ||
    first === 116 || // t
    first === 102 || // f
    first === 110 // n
  );
}
