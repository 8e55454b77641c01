import { createMemoryStore, type KeyValueStore } from './key-value-store';

const DATABASE_NAME = 'tagproof';
const DATABASE_VERSION = 1;
const STORE_NAME = 'keyval';

/**
 * A KeyValueStore on one IndexedDB object store (database `tagproof`, store `keyval`, out-of-line
 * keys), for the large session payloads (`validatorData_{id}`, `validation_*`). Values are stored as
 * structured clones, so a 10,000-request session is not stringified. The connection opens lazily and
 * reopens after a failure or a version change.
 */
export function createIndexedDbStore(factory: IDBFactory): KeyValueStore {
  let opening: Promise<IDBDatabase> | null = null;

  function open(): Promise<IDBDatabase> {
    opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(DATABASE_NAME, DATABASE_VERSION);
      request.onupgradeneeded = () => {
        if (!request.result.objectStoreNames.contains(STORE_NAME))
          request.result.createObjectStore(STORE_NAME);
      };
      request.onsuccess = () => {
        const db = request.result;
        db.onversionchange = () => {
          db.close();
          opening = null;
        };
        resolve(db);
      };
      request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
      request.onblocked = () => reject(new Error('IndexedDB is blocked by another tab'));
    });
    opening.catch(() => {
      opening = null;
    });
    return opening;
  }

  async function run<T>(
    mode: IDBTransactionMode,
    action: (store: IDBObjectStore) => IDBRequest<T>,
  ): Promise<T> {
    const db = await open();
    return new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE_NAME, mode);
      const request = action(transaction.objectStore(STORE_NAME));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? request.error);
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    });
  }

  const range = (prefix: string) => IDBKeyRange.bound(prefix, `${prefix}\uffff`);

  return {
    get: <T>(key: string) => run('readonly', (store) => store.get(key) as IDBRequest<T | undefined>),
    set: async (key, value) => {
      await run('readwrite', (store) => store.put(value, key));
    },
    delete: async (key) => {
      await run('readwrite', (store) => store.delete(key));
    },
    keys: async (prefix) => {
      const keys = await run('readonly', (store) => store.getAllKeys(prefix ? range(prefix) : undefined));
      return keys.map(String);
    },
    deletePrefix: async (prefix) => {
      await run('readwrite', (store) => store.delete(range(prefix)));
    },
  };
}

/** IndexedDB when the browser has it, else memory (nothing survives a reload, but the app works). */
export function createBrowserStore(): KeyValueStore {
  if (typeof indexedDB === 'undefined') {
    console.warn('[tagproof] IndexedDB is not available: sessions are kept in memory only');
    return createMemoryStore();
  }
  return createIndexedDbStore(indexedDB);
}
