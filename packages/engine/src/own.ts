/**
 * `record[key]` when `key` is one of the record's own keys; undefined for any other, `toString`,
 * `constructor` and `__proto__` included. For tables looked up with a name or value read from a
 * payload: a plain lookup would answer with a function or an object of the prototype.
 */
export function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
