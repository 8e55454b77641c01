/**
 * Browser storage failures (quota exceeded, private mode, blocked IndexedDB) are logged and survived
 * (specification §8): the action carries on, a read returns nothing. Listeners hear about write
 * failures so the UI can say once that results were not saved.
 */
type Listener = (failure: StorageFailure) => void;

export interface StorageFailure {
  operation: 'read' | 'write' | 'delete';
  key: string;
  error: unknown;
}

const listeners = new Set<Listener>();

export function logStorageFailure(failure: StorageFailure): void {
  console.warn(`[tagproof] browser storage: could not ${failure.operation} "${failure.key}"`, failure.error);
  for (const listener of listeners) listener(failure);
}

/** Calls `listener` on every storage failure; returns the unsubscribe function. */
export function onStorageFailure(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
