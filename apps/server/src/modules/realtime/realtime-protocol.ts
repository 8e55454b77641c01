import {
  RealtimeChannelSchema,
  RealtimeClientMessageSchema,
  MAX_CHANNELS,
  type RealtimeClientMessage,
  type RealtimeServerMessage,
} from '@tagproof/contracts';

/**
 * Appwrite's realtime messages (API.md "Realtime"): their schemas are `@tagproof/contracts`'
 * (RealtimeClientMessageSchema, RealtimeServerMessageSchema); this module reads and writes them.
 */

/** Close and error codes the protocol uses. */
export const CLOSE_CODES = {
  /** A refused handshake (foreign Origin, unknown project): the SDK does not reconnect after it. */
  policyViolation: 1008,
  /** A message that is not JSON or not a known type. */
  unsupportedData: 1003,
  /** Too many messages, a client that does not read, or a user past the connection limit: the SDK reconnects later. */
  tryAgainLater: 1013,
} as const;

/** Reads a client message; null when it is not JSON or not a known message. */
export function parseClientMessage(text: string): RealtimeClientMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = RealtimeClientMessageSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The channels a client asked for in the URL, keeping valid names only, at most {@link MAX_CHANNELS}. */
export function readChannels(channels: readonly string[]): string[] {
  return [...new Set(channels.filter((channel) => RealtimeChannelSchema.safeParse(channel).success))].slice(
    0,
    MAX_CHANNELS,
  );
}

export function errorMessage(code: number, message: string): string {
  return JSON.stringify({ type: 'error', data: { code, message } } satisfies RealtimeServerMessage);
}
