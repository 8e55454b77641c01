import { RealtimeServerMessageSchema } from '@tagproof/contracts';
import WebSocket from 'ws';

/** A message the realtime server sent. */
export interface RealtimeMessage {
  type: string;
  data?: Record<string, unknown> & {
    code?: number;
    channels?: string[];
    events?: string[];
    payload?: { $id: string };
  };
}

export interface RealtimeTestClient {
  /** Every message received so far, in order. */
  messages: RealtimeMessage[];
  /** Resolves with the first message (already received or still to come) that `matches`. */
  next(matches: (message: RealtimeMessage) => boolean, timeoutMs?: number): Promise<RealtimeMessage>;
  send(message: unknown): void;
  sendRaw(text: string): void;
  /** Resolves when the socket is closed, with the close code. */
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

export interface RealtimeConnectOptions {
  cookie?: string;
  origin?: string;
  /** The query string after `/v1/realtime?` (default: project and the `documents` channel). */
  query?: string;
}

/**
 * Opens `ws://…/v1/realtime` with the `ws` package, as the SDK's browser socket would (channels in
 * the URL, the session cookie), and records the messages.
 *
 * @example
 * const client = await connectRealtime(url, { cookie: alice.cookie });
 * await client.next((message) => message.type === 'connected');
 */
export async function connectRealtime(
  baseUrl: string,
  options: RealtimeConnectOptions = {},
): Promise<RealtimeTestClient> {
  const query = options.query ?? 'project=tagproof&channels[]=documents';
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/v1/realtime?${query}`, {
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.origin ? { origin: options.origin } : {}),
    },
  });
  const messages: RealtimeMessage[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    messages.push(RealtimeServerMessageSchema.parse(JSON.parse(String(data))));
    for (const waiter of [...waiters]) waiter();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => {
      resolve({ code, reason: reason.toString() });
      for (const waiter of [...waiters]) waiter();
    }),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    messages,
    next(matches, timeoutMs = 3000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(matches);
          if (found) {
            cleanup();
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(
            new Error(`no matching realtime message within ${timeoutMs} ms; got ${JSON.stringify(messages)}`),
          );
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    send: (message) => socket.send(JSON.stringify(message)),
    sendRaw: (text) => socket.send(text),
    closed,
    async close() {
      if (socket.readyState === WebSocket.CLOSED) return;
      socket.close();
      await closed;
    },
  };
}
