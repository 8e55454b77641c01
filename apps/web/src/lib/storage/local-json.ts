import { logStorageFailure } from './storage-log';

/** The small synchronous storage (localStorage), or null when the browser refuses it. */
export function browserLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled by the browser's privacy settings
  }
}

/** Reads and parses a JSON value; a missing, unreadable or unparseable value gives `undefined`. */
export function readLocalJson(key: string, storage = browserLocalStorage()): unknown {
  try {
    const text = storage?.getItem(key);
    return text === null || text === undefined ? undefined : (JSON.parse(text) as unknown);
  } catch (error) {
    logStorageFailure({ operation: 'read', key, error });
    return undefined;
  }
}

/** Writes a JSON value; false (logged) when the browser refused it, for example when storage is full. */
export function writeLocalJson(key: string, value: unknown, storage = browserLocalStorage()): boolean {
  try {
    if (!storage) throw new Error('localStorage is not available');
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch (error) {
    logStorageFailure({ operation: 'write', key, error });
    return false;
  }
}

/** Removes a key; failures are logged. */
export function removeLocal(key: string, storage = browserLocalStorage()): void {
  try {
    storage?.removeItem(key);
  } catch (error) {
    logStorageFailure({ operation: 'delete', key, error });
  }
}
