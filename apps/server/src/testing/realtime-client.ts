import { RealtimeServerMessageSchema } from '@tagproof/contracts';
import type { IncomingHttpHeaders } from 'node:http';
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
  /** Drops the TCP connection without a close frame, as a crashed tab or a lost network would. */
  terminate(): Promise<void>;
}

export interface RealtimeConnectOptions {
  cookie?: string;
  origin?: string;
  /** The query string after `/v1/realtime?` (default: project and the `documents` channel). */
  query?: string;
  /** More handshake headers (such as `x-forwarded-for`). */
  headers?: Record<string, string>;
}

/** The HTTP answer to a handshake the server refused instead of upgrading. */
export interface RefusedHandshake {
  status: number;
  headers: IncomingHttpHeaders;
  body: unknown;
}

function openSocket(baseUrl: string, options: RealtimeConnectOptions): WebSocket {
  const query = options.query ?? 'project=tagproof&channels[]=documents';
  return new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/v1/realtime?${query}`, {
    headers: {
      ...options.headers,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.origin ? { origin: options.origin } : {}),
    },
  });
}

/**
 * Opens a handshake that the server should refuse with an HTTP answer, and resolves with that answer
 * (its body parsed as JSON); rejects when the socket opens instead.
 *
 * @example
 * const refused = await refusedRealtimeHandshake(url, { cookie: alice.cookie });
 * expect(refused.status).toBe(429);
 */
export function refusedRealtimeHandshake(
  baseUrl: string,
  options: RealtimeConnectOptions = {},
): Promise<RefusedHandshake> {
  const socket = openSocket(baseUrl, options);
  return new Promise((resolve, reject) => {
    socket.once('unexpected-response', (request, response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        // With this listener, ending the refused request is the caller's job (ws's contract).
        request.destroy();
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // Not JSON: the text itself.
        }
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body });
      });
      response.on('error', reject);
    });
    socket.once('open', () => {
      socket.terminate();
      reject(new Error('the realtime handshake was accepted'));
    });
    socket.once('error', (error) => reject(error));
  });
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
  const socket = openSocket(baseUrl, options);
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
    async terminate() {
      if (socket.readyState === WebSocket.CLOSED) return;
      socket.terminate();
      await closed;
    },
  };
}
