import { tryParseJson } from '../url/flatten-json.js';

/** A list read from a payload field that may be an array or the JSON text of one. */
export type ParsedList =
  { ok: true; items: readonly unknown[] } | { ok: false; items: readonly unknown[]; reason: string };

const EMPTY: ParsedList = { ok: true, items: [] };

/**
 * Reads a list given as an array or as JSON text (`'[{"metric":"en",…}]'`). Absent, null and blank
 * text are an empty list; anything else that is not a list gives `ok: false` and an empty list.
 */
export function parseList(value: unknown): ParsedList {
  if (value === undefined || value === null) return EMPTY;
  if (Array.isArray(value)) return { ok: true, items: value };
  if (typeof value !== 'string')
    return { ok: false, items: [], reason: `a ${typeof value} was given instead of a list` };
  const text = value.trim();
  if (text.length === 0) return EMPTY;
  const parsed = tryParseJson(text);
  if (!parsed.ok) return { ok: false, items: [], reason: `the text is not JSON (${parsed.error})` };
  if (!Array.isArray(parsed.value)) return { ok: false, items: [], reason: 'the JSON text is not a list' };
  return { ok: true, items: parsed.value };
}

/** The id of a list entry: a string, a number, or an object's `$id` (or the given id fields). */
export function entryId(entry: unknown, fields: readonly string[] = ['$id']): string | null {
  if (typeof entry === 'string') return entry.trim().length > 0 ? entry.trim() : null;
  if (typeof entry === 'number' && Number.isFinite(entry)) return String(entry);
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) return null;
  for (const field of fields) {
    const id = entryId((entry as Record<string, unknown>)[field], []);
    if (id !== null) return id;
  }
  return null;
}

/** The ids of a list of ids or of objects with ids; entries without an id are skipped. */
export function idList(
  value: unknown,
  fields: readonly string[],
): { ids: string[]; ok: boolean; reason?: string } {
  const parsed = parseList(value);
  const ids: string[] = [];
  const seen = new Set<string>();
  for (const entry of parsed.items) {
    const id = entryId(entry, fields);
    if (id !== null && !seen.has(id)) {
      seen.add(id);
      ids.push(id);
    }
  }
  return parsed.ok ? { ids, ok: true } : { ids, ok: false, reason: parsed.reason };
}
