import type { Param } from '../url/params.js';

/** A flattened JSON body split at one array field: the other fields, and one list per array entry. */
export interface IndexedEntries {
  /** Every parameter not inside the array, in order. */
  shared: Param[];
  /** One list per entry that has parameters, in first-seen order, names relative to the entry. */
  entries: Param[][];
}

/**
 * Splits flattened parameters at the array `field` (`events[0].name` → entry 0's `name`), as batching
 * SDKs send several events in one body (Braze, mParticle, Piano). Never throws.
 *
 * @example
 * splitIndexedEntries(readJsonBody(body).params, 'events')
 */
export function splitIndexedEntries(params: readonly Param[], field: string): IndexedEntries {
  const prefix = `${field}[`;
  const shared: Param[] = [];
  const byIndex = new Map<string, Param[]>();
  for (const param of params) {
    if (!param.name.startsWith(prefix)) {
      shared.push(param);
      continue;
    }
    const close = param.name.indexOf('].', prefix.length);
    const index = close < 0 ? '' : param.name.slice(prefix.length, close);
    if (!/^\d+$/.test(index) || close + 2 >= param.name.length) continue;
    const own = byIndex.get(index) ?? [];
    own.push({ name: param.name.slice(close + 2), value: param.value });
    byIndex.set(index, own);
  }
  return { shared, entries: [...byIndex.values()] };
}
