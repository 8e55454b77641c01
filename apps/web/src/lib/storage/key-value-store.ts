/**
 * An asynchronous key-value store for large payloads (IndexedDB in the browser, memory in tests).
 * Every method may reject; callers log and survive (see storage-log.ts).
 */
export interface KeyValueStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<void>;
  /** Every key, or only those starting with `prefix`. */
  keys(prefix?: string): Promise<string[]>;
  /** Deletes every key starting with `prefix`. */
  deletePrefix(prefix: string): Promise<void>;
}

/** A store in memory: for tests and for browsers without IndexedDB. Values are cloned like IndexedDB does. */
export function createMemoryStore(): KeyValueStore & { entries: Map<string, unknown> } {
  const entries = new Map<string, unknown>();
  const copy = <T>(value: T): T => (value === undefined ? value : structuredClone(value));
  return {
    entries,
    async get<T>(key: string) {
      return copy(entries.get(key)) as T | undefined;
    },
    async set(key, value) {
      entries.set(key, copy(value));
    },
    async delete(key) {
      entries.delete(key);
    },
    async keys(prefix = '') {
      return [...entries.keys()].filter((key) => key.startsWith(prefix));
    },
    async deletePrefix(prefix) {
      for (const key of [...entries.keys()]) if (key.startsWith(prefix)) entries.delete(key);
    },
  };
}
