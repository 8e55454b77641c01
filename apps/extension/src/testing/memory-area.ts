import type { KeyValueArea } from '../shared/key-value-area.js';

/**
 * An in-memory KeyValueArea for unit tests. Values are copied through JSON on the way in and out, as
 * chrome.storage serialises them, so a test cannot pass by sharing an object with the store.
 */
export class MemoryArea implements KeyValueArea {
  readonly data = new Map<string, string>();
  writes = 0;
  /** The keys of the latest `set` call. */
  lastWrittenKeys: string[] = [];

  async get(keys: string[] | null): Promise<Record<string, unknown>> {
    const out: Record<string, unknown> = {};
    for (const key of keys ?? [...this.data.keys()]) {
      const value = this.data.get(key);
      if (value !== undefined) out[key] = JSON.parse(value);
    }
    return out;
  }

  async set(items: Record<string, unknown>): Promise<void> {
    this.writes += 1;
    this.lastWrittenKeys = Object.keys(items);
    for (const [key, value] of Object.entries(items)) this.data.set(key, JSON.stringify(value));
  }

  async remove(keys: string[]): Promise<void> {
    for (const key of keys) this.data.delete(key);
  }
}
