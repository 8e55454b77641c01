import { randomBytes } from 'node:crypto';

/** What a client sends instead of an id to have the server generate one. */
export const UNIQUE_ID = 'unique()';

/**
 * A custom id as Appwrite accepts it: letters, digits, `.`, `-` and `_`, not starting with a special
 * character, at most 36 characters.
 */
export const CUSTOM_ID_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;

/** A new 20-character id like Appwrite's (`6650e1f2a3b4c5d6e7f8`): time-ordered hex, then random hex. */
export function generateUniqueId(now: number = Date.now()): string {
  return now.toString(16).padStart(12, '0').slice(-12) + randomBytes(4).toString('hex');
}

/** The id to use for `requested`: a generated one for `unique()`, else the custom id when valid, else null. */
export function resolveId(requested: string, now?: number): string | null {
  if (requested === UNIQUE_ID) return generateUniqueId(now);
  return CUSTOM_ID_PATTERN.test(requested) ? requested : null;
}
