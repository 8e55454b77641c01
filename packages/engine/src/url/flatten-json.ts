import type { Param } from './params.js';

/**
 * Flattens a parsed JSON value into dotted/bracketed names: `{a: {b: [1, {c: 2}]}}` gives `a.b[0]` = `1`
 * and `a.b[1].c` = `2`. Strings are kept as they are, other scalars as JSON text; an empty object or
 * array is kept as `{}` / `[]` so that its presence can still be tested. Iterative, so deep input cannot
 * exhaust the stack.
 */
export function flattenJson(value: unknown, prefix = ''): Param[] {
  const out: Param[] = [];
  // Two stacks side by side rather than one of {name, value} pairs: nothing allocated per node.
  const names: string[] = [prefix];
  const values: unknown[] = [value];
  while (names.length > 0) {
    const name = names.pop() as string;
    const current = values.pop();
    if (typeof current === 'string') out.push({ name, value: current });
    else if (Array.isArray(current)) {
      if (current.length === 0) out.push({ name, value: '[]' });
      for (let index = current.length - 1; index >= 0; index--) {
        names.push(`${name}[${index}]`);
        values.push(current[index]);
      }
    } else if (current !== null && typeof current === 'object') {
      const record = current as Record<string, unknown>;
      const keys = Object.keys(record);
      if (keys.length === 0) out.push({ name, value: '{}' });
      for (let index = keys.length - 1; index >= 0; index--) {
        const key = keys[index] as string;
        names.push(name.length > 0 ? `${name}.${key}` : key);
        values.push(record[key]);
      }
    } else {
      out.push({ name, value: JSON.stringify(current) ?? '' });
    }
  }
  return out;
}

/** Parses JSON text without throwing: `{ok: true, value}` or `{ok: false, error}`. */
export function tryParseJson(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
