/**
 * The slice of `chrome.storage.StorageArea` the extension uses, so that storage logic is unit-testable
 * without a browser (`src/testing/memory-area.ts` implements it in memory).
 */
export interface KeyValueArea {
  /** The stored values of `keys` (missing keys are absent), or of every key when `keys` is null. */
  get(keys: string[] | null): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string[]): Promise<void>;
}
