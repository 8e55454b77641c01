import { maskPersonalData } from '@tagproof/engine';

/** Deepest nesting masked; anything deeper is left as it is (a result is never this deep). */
const MAX_DEPTH = 64;

/**
 * A JSON value with every string (keys left as they are) masked by the engine's `maskPersonalData`,
 * as the validator's findings and the report page mask e-mail addresses and phone numbers.
 */
export function maskJsonStrings(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskPersonalData(value);
  if (value === null || typeof value !== 'object' || depth >= MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => maskJsonStrings(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, maskJsonStrings(item, depth + 1)]),
  );
}
