/**
 * Appwrite's date format, which documents carry in `$createdAt` and `$updatedAt`:
 * `2026-05-01T10:20:30.123+00:00` (always UTC, always milliseconds). Stored as this text, so the
 * text order is the time order on SQLite and PostgreSQL alike.
 */
export function formatAppwriteDate(date: Date): string {
  return date.toISOString().replace(/Z$/, '+00:00');
}

/**
 * Reads a date a client sent in a query (`2026-05-01`, `…T10:20:30Z`, `…+02:00`) and answers it in
 * the stored format, so it compares correctly with `$createdAt` and `$updatedAt`; null when it is
 * not a date.
 */
export function normalizeAppwriteDate(text: string): string | null {
  if (!/^\d{4}-\d\d-\d\d([T ][\d:.]+(Z|[+-]\d\d:?\d\d)?)?$/i.test(text)) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : formatAppwriteDate(date);
}
