/** Reading received JSON without casting it: the end-to-end tests have no schema library. */

/** Whether a received JSON value is an object (not null, not an array). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The field `key` of a received JSON value, or undefined when the value is no object. */
export const fieldOf = (value: unknown, key: string): unknown => (isRecord(value) ? value[key] : undefined);

/** The field `key` of a received JSON value when it is text, else undefined. */
export function textFieldOf(value: unknown, key: string): string | undefined {
  const field = fieldOf(value, key);
  return typeof field === 'string' ? field : undefined;
}

/** Whether a received JSON value is text or null. */
export const isTextOrNull = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';
