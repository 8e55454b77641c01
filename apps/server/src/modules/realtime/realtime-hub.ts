/**
 * The fan-out of document changes to realtime connections. The documents service publishes after
 * each committed write; the realtime module subscribes once and delivers each event to its owner's
 * connections. {@link InProcessRealtimeHub} serves one process; several instances plug in a hub
 * that carries events between them (PostgreSQL LISTEN/NOTIFY) behind the same interface.
 */

/** A document as the API answers it (`$id`, `$collectionId`, … and its attributes). */
export type RealtimePayload = { $id: string } & Record<string, unknown>;

/** One change of one document. Plain data, so that a hub can serialise it. */
export interface DocumentEvent {
  action: 'create' | 'update' | 'delete';
  /** The owner: only their connections receive the event. */
  ownerId: string;
  databaseId: string;
  collectionId: string;
  documentId: string;
  /** The document after the write; for a delete, as it was. */
  payload: RealtimePayload;
  /** When the write happened (Appwrite date format). */
  timestamp: string;
}

export type DocumentEventListener = (event: DocumentEvent) => void;

/** Sessions that were signed out (or deleted): the sockets they authenticated must close. */
export interface SessionsEnded {
  userId: string;
  sessionIds: readonly string[];
}

export type SessionsEndedListener = (ended: SessionsEnded) => void;

export interface RealtimeHub {
  /** Sends the event to every subscriber (of every instance, for a shared hub). Never throws for a listener's failure. */
  publish(event: DocumentEvent): Promise<void>;
  /** Calls `listener` for every published event until the returned function is called. */
  subscribe(listener: DocumentEventListener): () => void;
  /** Announces ended sessions to every subscriber (of every instance, for a shared hub). */
  endSessions(ended: SessionsEnded): Promise<void>;
  /** Calls `listener` for every announced end of sessions until the returned function is called. */
  subscribeSessionsEnded(listener: SessionsEndedListener): () => void;
  /** Stops delivering and releases what the hub holds. */
  close(): Promise<void>;
}

/** A hub for one process: publish calls each listener in turn. */
export class InProcessRealtimeHub implements RealtimeHub {
  readonly #listeners = new Set<DocumentEventListener>();
  readonly #endListeners = new Set<SessionsEndedListener>();
  readonly #onListenerError: (error: unknown) => void;

  constructor(options: { onListenerError?: (error: unknown) => void } = {}) {
    this.#onListenerError = options.onListenerError ?? (() => undefined);
  }

  async publish(event: DocumentEvent): Promise<void> {
    this.#callEach(this.#listeners, event);
  }

  async endSessions(ended: SessionsEnded): Promise<void> {
    this.#callEach(this.#endListeners, ended);
  }

  subscribeSessionsEnded(listener: SessionsEndedListener): () => void {
    this.#endListeners.add(listener);
    return () => {
      this.#endListeners.delete(listener);
    };
  }

  subscribe(listener: DocumentEventListener): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  async close(): Promise<void> {
    this.#listeners.clear();
    this.#endListeners.clear();
  }

  #callEach<T>(listeners: ReadonlySet<(value: T) => void>, value: T): void {
    for (const listener of [...listeners]) {
      try {
        listener(value);
      } catch (error) {
        this.#onListenerError(error);
      }
    }
  }
}
