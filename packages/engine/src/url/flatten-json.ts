import type { Param } from './params.js';

/**
 * Flattens a parsed JSON value into dotted/bracketed names: `{a: {b: [1, {c: 2}]}}` gives `a.b[0]` = `1`
 * and `a.b[1].c` = `2`. Strings are kept as they are, other scalars as JSON text; an empty object or
 * array is kept as `{}` / `[]` so that its presence can still be tested. Iterative, so deep input cannot
 * exhaust the stack.
 */
export function flattenJson(value: unknown, prefix = ''): Param[] {
  const out: Param[] = [];
  const stack: Array<{ name: string; value: unknown }> = [{ name: prefix, value }];
  while (stack.length > 0) {
    const { name, value: current } = stack.pop() as { name: string; value: unknown };
    if (Array.isArray(current)) {
      if (current.length === 0) out.push({ name, value: '[]' });
      for (let index = current.length - 1; index >= 0; index--) {
        stack.push({ name: `${name}[${index}]`, value: current[index] });
      }
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      if (entries.length === 0) out.push({ name, value: '{}' });
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, child] = entries[index] as [string, unknown];
        stack.push({ name: name.length > 0 ? `${name}.${key}` : key, value: child });
      }
    } else {
      out.push({ name, value: typeof current === 'string' ? current : (JSON.stringify(current) ?? '') });
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
