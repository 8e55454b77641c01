import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** A running operation (specification §3, "Loading operation"). */
export interface LoadingOperation {
  id: number;
  message: string;
  /** Blocks the page with the modal overlay while it runs. */
  isModal: boolean;
  entityType?: string;
  operationType?: 'create' | 'update' | 'delete';
}

export interface OperationsState {
  operations: LoadingOperation[];
  /** Starts an operation; returns the function that ends it. */
  start(operation: Omit<LoadingOperation, 'id'>): () => void;
}

export function createOperationsStore() {
  let next = 0;
  return createStore<OperationsState>()((set, get) => ({
    operations: [],
    start(operation) {
      next += 1;
      const id = next;
      set({ operations: [...get().operations, { ...operation, id }] });
      return () => set({ operations: get().operations.filter((running) => running.id !== id) });
    },
  }));
}

/** The app's running operations: the overlay and the indicator show them. */
export const operationsStore = createOperationsStore();

export function useOperations<T>(selector: (state: OperationsState) => T): T {
  return useStore(operationsStore, selector);
}

/** Runs `work` as an operation: shown while it runs, ended however it ends. */
export async function withOperation<T>(
  operation: Omit<LoadingOperation, 'id'>,
  work: () => Promise<T>,
): Promise<T> {
  const end = operationsStore.getState().start(operation);
  try {
    return await work();
  } finally {
    end();
  }
}

/** The indicator's text: the operation's message, or "N operations in progress" when more than one runs. */
export function operationsText(operations: readonly Pick<LoadingOperation, 'message'>[]): string | null {
  if (operations.length === 0) return null;
  if (operations.length === 1) return operations[0]?.message ?? null;
  return `${operations.length} operations in progress`;
}
