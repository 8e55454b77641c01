import { z } from 'zod';

/**
 * Appwrite's realtime messages (API.md "Realtime"). Client to server: `ping`, `authentication`,
 * and for newer SDKs `subscribe` / `unsubscribe`. Server to client: `connected`, `pong`,
 * `response`, `event` and `error` (with a WebSocket close code as `data.code`).
 */

/** Close and error codes the protocol uses. */
export const CLOSE_CODES = {
  /** A refused handshake (foreign Origin, unknown project): the SDK does not reconnect after it. */
  policyViolation: 1008,
  /** A message that is not JSON or not a known type. */
  unsupportedData: 1003,
  /** Too many messages. */
  tryAgainLater: 1013,
} as const;

/** Most channels one connection may hold, and the longest channel name. */
export const MAX_CHANNELS = 100;
const MAX_CHANNEL_LENGTH = 256;

const Channel = z.string().min(1).max(MAX_CHANNEL_LENGTH);

const Subscription = z.object({
  subscriptionId: z.string().min(1).max(128),
  channels: z.array(Channel).max(MAX_CHANNELS),
  queries: z.array(z.string()).optional(),
});

export const ClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping') }),
  z.object({ type: z.literal('authentication'), data: z.object({ session: z.string().max(512) }) }),
  z.object({ type: z.literal('subscribe'), data: z.array(Subscription).max(MAX_CHANNELS) }),
  z.object({
    type: z.literal('unsubscribe'),
    data: z.array(z.object({ subscriptionId: z.string().max(128) })).max(MAX_CHANNELS),
  }),
]);
export type ClientMessage = z.infer<typeof ClientMessage>;

/** Reads a client message; null when it is not JSON or not a known message. */
export function parseClientMessage(text: string): ClientMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = ClientMessage.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The channels a client asked for in the URL, keeping valid names only, at most {@link MAX_CHANNELS}. */
export function readChannels(channels: readonly string[]): string[] {
  return [...new Set(channels.filter((channel) => Channel.safeParse(channel).success))].slice(
    0,
    MAX_CHANNELS,
  );
}

export function errorMessage(code: number, message: string): string {
  return JSON.stringify({ type: 'error', data: { code, message } });
}
