import { appwriteDate } from '../../lib/clock.js';

/**
 * Reads a date a client sent in a query (`2026-05-01`, `…T10:20:30Z`, `…+02:00`) and answers it in
 * the stored format of `$createdAt` and `$updatedAt` (Appwrite's `2026-05-01T10:20:30.123+00:00`),
 * so it compares correctly with them; null when it is not a date.
 */
export function normalizeAppwriteDate(text: string): string | null {
  const match = /^(\d{4}-\d\d-\d\d)(?:[T ](\d\d:\d\d(?::\d\d(?:\.\d{1,9})?)?)(Z|[+-]\d\d:?\d\d)?)?$/i.exec(
    text,
  );
  if (!match) return null;
  const [, day, time, zone] = match;
  // A time without a zone is UTC, as stored dates are (JavaScript would read it as local time).
  const date = new Date(time === undefined ? `${day}T00:00:00Z` : `${day}T${time}${zone ?? 'Z'}`);
  return Number.isNaN(date.getTime()) ? null : appwriteDate(date.toISOString());
}
