import { createHash, randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import {
  InProcessRealtimeHub,
  type DocumentEvent,
  type DocumentEventListener,
  type RealtimeHub,
  type RealtimePayload,
  type SessionsEnded,
  type SessionsEndedListener,
} from './realtime-hub.js';
import { decodeNotice, encodeNotice, eventOf, type RealtimeNotice } from './realtime-notice.js';
import { decodeSessionEndNotice, encodeSessionEndNotices } from './session-end-notice.js';

export interface PostgresRealtimeHubOptions {
  /** The PostgreSQL URL (DATABASE_URL): the hub keeps one connection of its own for LISTEN. */
  connectionString: string;
  /** The app's database, for NOTIFY and to name the channel after its schema. */
  db: Kysely<never>;
  /** Re-reads the document a notice of another instance names; null when it no longer exists. */
  loadDocument(notice: RealtimeNotice): Promise<RealtimePayload | null>;
  /** False for a process with no realtime connections (`tagproof worker`): it only publishes. */
  listen?: boolean;
  /** Where failures are reported (a listener, a lost LISTEN connection, a re-read): never thrown. */
  onError?(error: unknown, context: string): void;
  /** Wait before reconnecting a lost LISTEN connection (default 500 ms, doubling up to 10 s). */
  reconnectDelayMs?: number;
}

/** Marks the LISTEN connection in `pg_stat_activity`. */
export const REALTIME_APPLICATION_NAME = 'tagproof-realtime';

/**
 * The realtime hub of several instances on one PostgreSQL database (DESIGN.md "Scale"): an event is
 * delivered to this instance's connections at once and announced to the others with NOTIFY, which
 * carries ids only (see {@link encodeNotice}); each other instance re-reads the document and
 * delivers it to its own connections, in the order the notices arrived. The channel is named after
 * the connection's schema, so instances share it exactly when they share the tables. A lost LISTEN
 * connection is reconnected with a growing delay; notices sent meanwhile are missed (the web app
 * refetches on reconnect, as with any realtime gap). Ended sessions (sign-out) are announced the same
 * way, so that every instance closes the sockets they authenticated.
 */
export class PostgresRealtimeHub implements RealtimeHub {
  readonly #options: PostgresRealtimeHubOptions;
  readonly #local: InProcessRealtimeHub;
  readonly #source = randomUUID();
  #channel = '';
  #client: pg.Client | null = null;
  #reconnectTimer: NodeJS.Timeout | null = null;
  #reconnectDelayMs: number;
  #delivery: Promise<void> = Promise.resolve();
  #closed = false;

  private constructor(options: PostgresRealtimeHubOptions) {
    this.#options = options;
    this.#reconnectDelayMs = options.reconnectDelayMs ?? 500;
    this.#local = new InProcessRealtimeHub({ onListenerError: (error) => this.#report(error, 'listener') });
  }

  /** Names the channel and, unless `listen` is false, starts listening before it resolves. */
  static async start(options: PostgresRealtimeHubOptions): Promise<PostgresRealtimeHub> {
    const hub = new PostgresRealtimeHub(options);
    hub.#channel = await channelFor(options.db);
    if (options.listen !== false) await hub.#listen();
    return hub;
  }

  /** The NOTIFY channel (`tagproof_realtime_<hash of the schema>`). */
  get channel(): string {
    return this.#channel;
  }

  /** Whether the LISTEN connection is up. */
  get listening(): boolean {
    return this.#client !== null;
  }

  async publish(event: DocumentEvent): Promise<void> {
    await this.#local.publish(event);
    await sql`select pg_notify(${this.#channel}, ${encodeNotice(this.#source, event)})`.execute(
      this.#options.db,
    );
  }

  subscribe(listener: DocumentEventListener): () => void {
    return this.#local.subscribe(listener);
  }

  /** Closes this instance's sockets of the sessions at once, and tells the others with NOTIFY. */
  async endSessions(ended: SessionsEnded): Promise<void> {
    await this.#local.endSessions(ended);
    for (const payload of encodeSessionEndNotices(this.#source, ended)) {
      await sql`select pg_notify(${this.#channel}, ${payload})`.execute(this.#options.db);
    }
  }

  subscribeSessionsEnded(listener: SessionsEndedListener): () => void {
    return this.#local.subscribeSessionsEnded(listener);
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#reconnectTimer) clearTimeout(this.#reconnectTimer);
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => undefined);
    await this.#delivery;
    await this.#local.close();
  }

  async #listen(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.#options.connectionString,
      application_name: REALTIME_APPLICATION_NAME,
      connectionTimeoutMillis: 10_000,
      keepAlive: true,
    });
    let lost = false;
    const onLost = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (error) this.#report(error, 'the LISTEN connection was lost');
      if (this.#client === client) this.#client = null;
      client.end().catch(() => undefined);
      this.#scheduleReconnect();
    };
    client.on('notification', (message) => {
      if (message.channel === this.#channel) this.#receive(message.payload);
    });
    await client.connect();
    try {
      await client.query(`LISTEN ${pg.escapeIdentifier(this.#channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    client.on('error', onLost);
    client.on('end', () => onLost());
    if (this.#closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.#client = client;
    this.#reconnectDelayMs = this.#options.reconnectDelayMs ?? 500;
  }

  #scheduleReconnect(): void {
    if (this.#closed || this.#reconnectTimer) return;
    const delay = this.#reconnectDelayMs;
    this.#reconnectDelayMs = Math.min(delay * 2, 10_000);
    this.#reconnectTimer = setTimeout(() => {
      this.#reconnectTimer = null;
      if (this.#closed) return;
      this.#listen().catch((error: unknown) => {
        this.#report(error, 'could not listen for realtime notices');
        this.#scheduleReconnect();
      });
    }, delay);
    this.#reconnectTimer.unref();
  }

  #receive(payload: string | undefined): void {
    const ended = decodeSessionEndNotice(payload);
    if (ended) {
      if (ended.source === this.#source) return;
      // In turn with the document notices: an event sent after a sign-out never overtakes it.
      this.#delivery = this.#delivery
        .then(() => this.#local.endSessions({ userId: ended.userId, sessionIds: ended.sessionIds }))
        .catch((error: unknown) => this.#report(error, 'could not end realtime sessions'));
      return;
    }
    const notice = decodeNotice(payload);
    if (!notice || notice.source === this.#source) return;
    this.#delivery = this.#delivery
      .then(async () => {
        const document =
          notice.action === 'delete' ? (notice.deleted ?? null) : await this.#options.loadDocument(notice);
        if (document && !this.#closed) await this.#local.publish(eventOf(notice, document));
      })
      .catch((error: unknown) => this.#report(error, 'could not deliver a realtime notice'));
  }

  #report(error: unknown, context: string): void {
    this.#options.onError?.(error, context);
  }
}

async function channelFor(db: Kysely<never>): Promise<string> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema ?? 'public';
  return `tagproof_realtime_${createHash('sha256').update(schema).digest('hex').slice(0, 16)}`;
}
