import { randomBytes } from 'node:crypto';

/** Longest custom id Appwrite accepts. */
export const MAX_ID_LENGTH = 36;

/** Letters, digits, `.`, `-`, `_`, not starting with a special character, at most 36 characters. */
const CUSTOM_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;

/** The literal the SDK's `ID.unique()` sends to ask the server for a new id. */
export const UNIQUE_ID_LITERAL = 'unique()';

/** Whether `id` is a valid custom id (API.md "Ids"). */
export function isCustomId(id: string): boolean {
  return CUSTOM_ID.test(id);
}

/**
 * A new document id of 20 hex characters: the time in milliseconds (so ids sort roughly by
 * creation, as Appwrite's do) followed by 32 random bits.
 */
export function generateDocumentId(now: number = Date.now()): string {
  return now.toString(16).padStart(12, '0').slice(-12) + randomBytes(4).toString('hex');
}

/** The id a create request asks for: `unique()` becomes a new id, a custom id stays; null when invalid. */
export function resolveRequestedId(requested: string): string | null {
  if (requested === UNIQUE_ID_LITERAL) return generateDocumentId();
  return isCustomId(requested) ? requested : null;
}
