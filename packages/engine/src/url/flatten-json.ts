import { forgetAfterEachCall } from '../call-memory.js';
import type { Param } from './params.js';

/**
 * By parent name, the names of its children met in the call: `a.b` under `a` for the key `b`, `a[0]`
 * for the index 0. Bodies of one capture repeat the same structure, so each name is built once rather
 * than once per body, and is then the same string wherever it is looked up (its hash is kept).
 */
const CHILD_NAMES = new Map<string, Map<string | number, string>>();
/** How many names CHILD_NAMES holds, at most MAX_NAMES: a huge body's names are built as they come. */
let cachedNames = 0;
const MAX_NAMES = 20_000;
forgetAfterEachCall(() => {
  CHILD_NAMES.clear();
  cachedNames = 0;
});

/** The name of the child `key` (an object key) or index (an array position) of the value named `parent`. */
function childName(parent: string, key: string | number): string {
  let children = CHILD_NAMES.get(parent);
  let name = children?.get(key);
  if (name !== undefined) return name;
  name = typeof key === 'number' ? `${parent}[${key}]` : `${parent}.${key}`;
  if (cachedNames < MAX_NAMES) {
    if (children === undefined) {
      children = new Map();
      CHILD_NAMES.set(parent, children);
    }
    children.set(key, name);
    cachedNames++;
  }
  return name;
}

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
        names.push(childName(name, index));
        values.push(current[index]);
      }
    } else if (current !== null && typeof current === 'object') {
      const record = current as Record<string, unknown>;
      const keys = Object.keys(record);
      if (keys.length === 0) out.push({ name, value: '{}' });
      for (let index = keys.length - 1; index >= 0; index--) {
        const key = keys[index] as string;
        names.push(name.length > 0 ? childName(name, key) : key);
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
