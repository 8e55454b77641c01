import type { KeyValueArea } from './key-value-area.js';

/** chrome.storage.local (or .session) as a KeyValueArea. */
export function chromeArea(area: chrome.storage.StorageArea): KeyValueArea {
  return {
    get: (keys) => area.get(keys) as Promise<Record<string, unknown>>,
    set: (items) => area.set(items),
    remove: (keys) => area.remove(keys),
  };
}
