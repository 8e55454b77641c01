/**
 * `record[key]`, without looking up a key the record cannot have. Captured requests often arrive as
 * objects of one-off shapes (built by spreads), on which every property lookup takes V8's slow path,
 * a missing one included; `Object.hasOwn` stays fast on them. A key that is neither the record's own
 * nor on a plain prototype reads as undefined, exactly as the lookup would; anything else (another
 * prototype, an own property, getters included) is read as usual.
 */
export function field(record: Record<string, unknown>, key: string): unknown {
  if (Object.hasOwn(record, key)) return record[key];
  const prototype: unknown = Object.getPrototypeOf(record);
  if (prototype === null || (prototype === Object.prototype && !Object.hasOwn(Object.prototype, key))) {
    return undefined;
  }
  return record[key];
}
