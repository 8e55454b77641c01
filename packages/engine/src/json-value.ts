/** A parsed JSON value that is an object (not null, not an array): its fields can be read by name. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
