import { channelsOf, eventNamesOf } from './channels.js';
import type { RealtimeConnection } from './realtime-connection.js';
import type { DocumentEvent, RealtimeHub } from './realtime-hub.js';

/**
 * The open realtime connections of this process, indexed by user, fed by the hub: an event reaches
 * only the connections of the document's owner, and among those only the ones listening on one of
 * its channels. Visitors' connections receive no document events.
 */
export class ConnectionRegistry {
  readonly #byUser = new Map<string, Set<RealtimeConnection>>();
  readonly #all = new Set<RealtimeConnection>();
  readonly #unsubscribe: () => void;

  constructor(hub: RealtimeHub) {
    this.#unsubscribe = hub.subscribe((event) => this.dispatch(event));
  }

  get size(): number {
    return this.#all.size;
  }

  add(connection: RealtimeConnection): void {
    this.#all.add(connection);
    this.#index(connection);
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
    };
    const message = JSON.stringify({ type: 'event', data });
    const build = (subscriptions: string[]) =>
      JSON.stringify({ type: 'event', data: { ...data, subscriptions } });
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
