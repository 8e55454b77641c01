/**
 * Mixpanel's `data` field: JSON text, or the same JSON in base64 (older mixpanel-js and the GET
 * form), holding one message or an array of messages.
 */
import { tryParseJson } from '../../url/flatten-json.js';

/** Decodes base64 (standard or URL-safe) to UTF-8 text; null when it is not base64. Never throws. */
export function decodeBase64Text(text: string): string | null {
  const normalised = text.trim().replace(/-/g, '+').replace(/_/g, '/').replace(/\s/g, '');
  if (normalised.length === 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(normalised)) return null;
  try {
    const binary = atob(normalised.padEnd(Math.ceil(normalised.length / 4) * 4, '='));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The messages of a `data` field, or null when it is neither JSON nor base64 JSON. */
export function readDataField(text: string): unknown[] | null {
  const trimmed = text.trim();
  const direct = tryParseJson(trimmed);
  let value: unknown = direct.ok ? direct.value : undefined;
  if (!direct.ok) {
    const decoded = decodeBase64Text(trimmed);
    const parsed = decoded === null ? null : tryParseJson(decoded);
    if (parsed === null || !parsed.ok) return null;
    value = parsed.value;
  }
  if (Array.isArray(value)) return value;
  return value !== null && typeof value === 'object' ? [value] : null;
}
