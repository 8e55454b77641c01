import { tryParseJson } from '../url/flatten-json.js';

/** Deeper values are written as they come: user input, so it must never exhaust the stack. */
const MAX_DEPTH = 64;

function canonicalJson(value: unknown, depth: number): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (depth > MAX_DEPTH) return '"…"';
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item, depth + 1)).join(',')}]`;
  const keys = Object.keys(value).sort();
  const record = value as Record<string, unknown>;
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key], depth + 1)}`).join(',')}}`;
}

/**
 * The text form a value is compared in: text as it is, except JSON objects and arrays (given as
 * values or as JSON text starting with `{` or `[`), which are written canonically, keys sorted, no
 * spaces. Numbers and booleans become their JSON text; null and undefined the empty text. Never throws.
 *
 * @example canonicalText('{"b":1, "a":[2]}') === '{"a":[2],"b":1}'
 */
export function canonicalText(value: unknown): string {
  try {
    if (value === undefined || value === null) return '';
    if (typeof value === 'string') {
      const trimmed = value.trim();
      if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return value;
      const parsed = tryParseJson(trimmed);
      return parsed.ok && parsed.value !== null && typeof parsed.value === 'object'
        ? canonicalJson(parsed.value, 0)
        : value;
    }
    if (typeof value === 'object') return canonicalJson(value, 0);
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    return String(value);
  } catch {
    return '';
  }
}
