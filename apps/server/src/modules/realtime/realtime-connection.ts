import { MAX_CHANNELS, type RealtimeClientMessage, type RealtimeServerMessage } from '@tagproof/contracts';
import type { CurrentUser } from '../account/current-user.js';
import { CLOSE_CODES, errorMessage, parseClientMessage, readChannels } from './realtime-protocol.js';

/** What a connection needs of the WebSocket (the `ws` socket, or a fake in tests). */
export interface RealtimeSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  /** Bytes queued but not yet sent: a client that stops reading is dropped. */
  readonly bufferedAmount: number;
}

export interface ConnectionServices {
  /** The user a session secret signs in; null when the session is unknown or ended. */
  resolveSession(secret: string): Promise<CurrentUser | null>;
  /** The Account model of a user for `connected` and `authentication` answers; null when gone. */
  describeUser(user: CurrentUser): Promise<unknown>;
  /**
   * Asked before an `authentication` message signs the connection in as `userId`: null admits it
   * (and counts the connection for that user), else the reason it is refused (too many connections).
   */
  admitUser(connection: RealtimeConnection, userId: string): string | null;
  /** Called when the connection's user changes, so the registry can index it by its new owner. */
  onUserChanged(connection: RealtimeConnection, previousUserId: string | null): void;
  now(): number;
}

export interface ConnectionLimits {
  /** At most this many client messages per window; one more closes the connection with 1013. */
  maxMessages: number;
  windowMs: number;
  /** Bytes queued for a client that does not read, above which it is dropped (1013). */
  maxBufferedBytes: number;
}

/** Why a socket whose session ended is closed (1008: the SDK does not reconnect with the dead cookie). */
export const SESSION_ENDED = { code: CLOSE_CODES.policyViolation, reason: 'Session ended.' } as const;

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  maxMessages: 60,
  windowMs: 10_000,
  maxBufferedBytes: 4 * 1024 * 1024,
};

export interface ConnectionOptions {
  socket: RealtimeSocket;
  /** The user of the handshake's session cookie, and the cookie's secret (to check it is still valid). */
  user: CurrentUser | null;
  sessionSecret: string | null;
  /** Channels of the URL (`channels[]=…`). */
  channels: readonly string[];
  services: ConnectionServices;
  limits?: ConnectionLimits;
}

/**
 * One realtime client: its user, its channels, and the protocol (ping, authentication, subscribe,
 * unsubscribe). Messages are handled one at a time in arrival order, after `connected` is sent.
 */
export class RealtimeConnection {
  readonly #socket: RealtimeSocket;
  readonly #services: ConnectionServices;
  readonly #limits: ConnectionLimits;
  readonly #urlChannels: Set<string>;
  #subscriptions = new Map<string, Set<string>>();
  #user: CurrentUser | null;
  #sessionSecret: string | null;
  #queue: Promise<void> = Promise.resolve();
  #windowStart = 0;
  #messagesInWindow = 0;
  #closed = false;

  constructor(options: ConnectionOptions) {
    this.#socket = options.socket;
    this.#services = options.services;
    this.#limits = options.limits ?? DEFAULT_CONNECTION_LIMITS;
    this.#urlChannels = new Set(readChannels(options.channels));
    this.#user = options.user;
    this.#sessionSecret = options.sessionSecret;
  }

  get user(): CurrentUser | null {
    return this.#user;
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** Sends `connected` with the channels and the user's account. */
  open(): Promise<void> {
    return this.#enqueue(async () => {
      const user = this.#user ? await this.#services.describeUser(this.#user) : null;
      this.#send({ type: 'connected', data: { channels: [...this.#channels()], user } });
    });
  }

  /** Takes one client message (the rate limit counts it at once; it is handled in turn). */
  receive(text: string): void {
    if (this.#closed) return;
    const now = this.#services.now();
    if (now - this.#windowStart >= this.#limits.windowMs) {
      this.#windowStart = now;
      this.#messagesInWindow = 0;
    }
    if (++this.#messagesInWindow > this.#limits.maxMessages) {
      this.close(CLOSE_CODES.tryAgainLater, 'Too many messages.');
      return;
    }
    const message = parseClientMessage(text);
    void this.#enqueue(() => this.#handle(message));
  }

  /**
   * Sends an event if the connection listens on one of its channels. `message` is the serialised
   * event for connections without `subscribe` subscriptions; `build` makes one naming the
   * subscriptions that match.
   */
  deliver(channels: readonly string[], message: string, build: (subscriptionIds: string[]) => string): void {
    if (this.#closed) return;
    // Checked at each delivery, not only at the periodic revalidation: no event past the session's end.
    const endsAt = this.#user?.sessionEndsAt;
    if (endsAt !== undefined && this.#services.now() >= endsAt) {
      this.endSession();
      return;
    }
    const matching = [...this.#subscriptions]
      .filter(([, subscribed]) => channels.some((channel) => subscribed.has(channel)))
      .map(([id]) => id);
    const onUrlChannel = channels.some((channel) => this.#urlChannels.has(channel));
    if (!onUrlChannel && matching.length === 0) return;
    this.#sendText(matching.length > 0 ? build(matching) : message);
  }

  /** Checks that the session is still valid; an ended session closes the connection. */
  async revalidate(): Promise<void> {
    if (!this.#user || this.#sessionSecret === null || this.#closed) return;
    const secret = this.#sessionSecret;
    const user = await this.#services.resolveSession(secret).catch(() => this.#user);
    if (this.#sessionSecret !== secret) return;
    if (!user) this.endSession();
    else if (user.id === this.#user?.id) this.#user = user;
  }

  /** The session that signed this connection in has ended (signed out, deleted, expired): closes it. */
  endSession(): void {
    // No error frame first: the SDK would log it as an error in a tab that is just signing out.
    this.close(SESSION_ENDED.code, SESSION_ENDED.reason, { quiet: true });
  }

  /** Closes with `code`; the client is told why in an error frame first unless `quiet`. */
  close(code: number, reason: string, options: { quiet?: boolean } = {}): void {
    if (this.#closed) return;
    if (!options.quiet) this.#sendText(errorMessage(code, reason));
    this.#closed = true;
    this.#socket.close(code, reason);
  }

  /** The socket closed on the client's side. */
  markClosed(): void {
    this.#closed = true;
  }

  async #handle(message: RealtimeClientMessage | null): Promise<void> {
    if (this.#closed) return;
    if (message === null) {
      this.#sendText(
        errorMessage(CLOSE_CODES.unsupportedData, 'Message is not valid JSON or not a known type.'),
      );
      return;
    }
    switch (message.type) {
      case 'ping':
        this.#send({ type: 'pong' });
        return;
      case 'authentication': {
        const user = await this.#services.resolveSession(message.data.session).catch(() => null);
        if (!user) {
          this.#sendText(errorMessage(CLOSE_CODES.unsupportedData, 'Session is not valid.'));
          return;
        }
        const refusal = this.#services.admitUser(this, user.id);
        if (refusal !== null) {
          // 1013, not 1008: the SDK tries again later, when one of the user's other sockets has closed.
          this.close(CLOSE_CODES.tryAgainLater, refusal);
          return;
        }
        this.#setUser(user, message.data.session);
        const account = await this.#services.describeUser(user);
        this.#send({ type: 'response', data: { to: 'authentication', success: true, user: account } });
        return;
      }
      case 'subscribe': {
        const subscriptions = new Map(this.#subscriptions);
        for (const subscription of message.data) {
          subscriptions.set(subscription.subscriptionId, new Set(readChannels(subscription.channels)));
        }
        // Each message may add 100 more: uncapped, a connection's memory and answers would grow forever.
        if (subscriptions.size > MAX_CHANNELS || this.#channels(subscriptions).size > MAX_CHANNELS) {
          this.#sendText(
            errorMessage(
              CLOSE_CODES.unsupportedData,
              `A connection holds at most ${MAX_CHANNELS} subscriptions and ${MAX_CHANNELS} channels: unsubscribe first.`,
            ),
          );
          return;
        }
        this.#subscriptions = subscriptions;
        this.#send({
          type: 'response',
          data: {
            to: 'subscribe',
            success: true,
            subscriptions: message.data.map((subscription) => subscription.subscriptionId),
            channels: [...this.#channels()],
          },
        });
        return;
      }
      case 'unsubscribe':
        for (const { subscriptionId } of message.data) this.#subscriptions.delete(subscriptionId);
        this.#send({
          type: 'response',
          data: { to: 'unsubscribe', success: true, channels: [...this.#channels()] },
        });
        return;
    }
  }

  #setUser(user: CurrentUser | null, secret: string | null): void {
    const previous = this.#user?.id ?? null;
    this.#user = user;
    this.#sessionSecret = secret;
    if ((user?.id ?? null) !== previous) this.#services.onUserChanged(this, previous);
  }

  /** The URL's channels and those of `subscriptions` (default: the connection's). */
  #channels(subscriptions: ReadonlyMap<string, Set<string>> = this.#subscriptions): Set<string> {
    const all = new Set(this.#urlChannels);
    for (const channels of subscriptions.values()) for (const channel of channels) all.add(channel);
    return all;
  }

  #enqueue(work: () => Promise<void>): Promise<void> {
    this.#queue = this.#queue.then(work).catch(() => {
      this.close(1011, 'Server error.');
    });
    return this.#queue;
  }

  #send(message: RealtimeServerMessage): void {
    this.#sendText(JSON.stringify(message));
  }

  #sendText(text: string): void {
    if (this.#closed) return;
    if (this.#socket.bufferedAmount > this.#limits.maxBufferedBytes) {
      this.#closed = true;
      this.#socket.close(CLOSE_CODES.tryAgainLater, 'The client does not read its messages.');
      return;
    }
    this.#socket.send(text);
  }
}
