import type { RealtimeEventData, RealtimeServerMessage } from '@tagproof/contracts';
import { channelsOf, eventNamesOf } from './channels.js';
import type { RealtimeConnection } from './realtime-connection.js';
import type { DocumentEvent, RealtimeHub, SessionsEnded } from './realtime-hub.js';

/** How long an ended session id is remembered, to close a socket whose handshake raced the sign-out. */
const ENDED_SESSION_MEMORY_MS = 5 * 60_000;

/**
 * The open realtime connections of this process, indexed by user, fed by the hub: an event reaches
 * only the connections of the document's owner, and among those only the ones listening on one of
 * its channels. Visitors' connections receive no document events. When the hub announces ended
 * sessions (a sign-out on any instance), the connections they signed in are closed.
 */
export class ConnectionRegistry {
  readonly #byUser = new Map<string, Set<RealtimeConnection>>();
  readonly #all = new Set<RealtimeConnection>();
  /** Ended session ids and until when they are remembered. */
  readonly #ended = new Map<string, number>();
  readonly #now: () => number;
  readonly #unsubscribe: () => void;

  constructor(hub: RealtimeHub, now: () => number = Date.now) {
    this.#now = now;
    const stopEvents = hub.subscribe((event) => this.dispatch(event));
    const stopEnds = hub.subscribeSessionsEnded((ended) => this.endSessions(ended));
    this.#unsubscribe = () => {
      stopEvents();
      stopEnds();
    };
  }

  get size(): number {
    return this.#all.size;
  }

  add(connection: RealtimeConnection): void {
    this.#all.add(connection);
    this.#index(connection);
    this.#closeIfEnded(connection);
  }

  remove(connection: RealtimeConnection): void {
    this.#all.delete(connection);
    this.#unindex(connection, connection.user?.id ?? null);
  }

  /** Re-indexes a connection whose user changed (an `authentication` message, an ended session). */
  userChanged(connection: RealtimeConnection, previousUserId: string | null): void {
    if (!this.#all.has(connection)) return;
    this.#unindex(connection, previousUserId);
    this.#index(connection);
    this.#closeIfEnded(connection);
  }

  /** Closes the connections the ended sessions signed in, and remembers the ids for a while. */
  endSessions(ended: SessionsEnded): void {
    const now = this.#now();
    for (const [id, until] of this.#ended) if (until <= now) this.#ended.delete(id);
    for (const id of ended.sessionIds) this.#ended.set(id, now + ENDED_SESSION_MEMORY_MS);
    const ids = new Set(ended.sessionIds);
    for (const connection of [...(this.#byUser.get(ended.userId) ?? [])]) {
      if (connection.user && ids.has(connection.user.sessionId)) connection.endSession();
    }
  }

  /** Sends an event to its owner's connections listening on one of its channels. */
  dispatch(event: DocumentEvent): void {
    const connections = this.#byUser.get(event.ownerId);
    if (!connections || connections.size === 0) return;
    const channels = channelsOf(event);
    const data = {
      events: eventNamesOf(event),
      channels,
      timestamp: event.timestamp,
      payload: event.payload,
    } satisfies RealtimeEventData;
    const message = JSON.stringify({ type: 'event', data } satisfies RealtimeServerMessage);
    const build = (subscriptions: string[]) =>
      JSON.stringify({ type: 'event', data: { ...data, subscriptions } } satisfies RealtimeServerMessage);
    for (const connection of [...connections]) {
      // The owner check again: a connection is only indexed under its current user, but be certain.
      if (connection.user?.id === event.ownerId) connection.deliver(channels, message, build);
    }
  }

  /** Checks every signed-in connection's session (an ended session stops its events). */
  async revalidateAll(): Promise<void> {
    await Promise.all([...this.#all].map((connection) => connection.revalidate()));
  }

  /** Stops listening to the hub and closes every connection. */
  close(code: number, reason: string): void {
    this.#unsubscribe();
    for (const connection of this.#all) connection.close(code, reason);
    this.#all.clear();
    this.#byUser.clear();
  }

  #closeIfEnded(connection: RealtimeConnection): void {
    const sessionId = connection.user?.sessionId;
    const until = sessionId === undefined ? undefined : this.#ended.get(sessionId);
    if (until !== undefined && until > this.#now()) connection.endSession();
  }

  #index(connection: RealtimeConnection): void {
    const userId = connection.user?.id;
    if (!userId) return;
    let connections = this.#byUser.get(userId);
    if (!connections) this.#byUser.set(userId, (connections = new Set()));
    connections.add(connection);
  }

  #unindex(connection: RealtimeConnection, userId: string | null): void {
    if (!userId) return;
    const connections = this.#byUser.get(userId);
    connections?.delete(connection);
    if (connections?.size === 0) this.#byUser.delete(userId);
  }
}
