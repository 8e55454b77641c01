/** Strings longer than this (screenshots as data URLs) are shortened in the on-page JSON. */
export const LONG_STRING = 240;

/**
 * The answer as indented JSON for reading: long strings (base64 screenshots) are cut with a note of
 * their length; the download keeps everything.
 */
export function formatJsonForDisplay(value: unknown): string {
  return JSON.stringify(
    value,
    (_key, field: unknown) =>
      typeof field === 'string' && field.length > LONG_STRING
        ? `${field.slice(0, 80)}… (${field.length.toLocaleString('en-US')} characters)`
        : field,
    2,
  );
}
