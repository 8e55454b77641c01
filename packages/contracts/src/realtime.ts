import { z } from 'zod';

/**
 * Appwrite's realtime messages (API.md "Realtime") on `/v1/realtime`. Client to server: `ping`,
 * `authentication`, and for newer SDKs `subscribe` / `unsubscribe`. Server to client: `connected`,
 * `pong`, `response`, `event` and `error` (with a WebSocket close code as `data.code`).
 */

/** Most channels one connection may hold, and the longest channel name. */
export const MAX_CHANNELS = 100;
const MAX_CHANNEL_LENGTH = 256;

/** A channel name (`documents`, `databases.tagproof.collections.tests.documents`, …). */
export const RealtimeChannelSchema = z.string().min(1).max(MAX_CHANNEL_LENGTH);

const Subscription = z.object({
  subscriptionId: z.string().min(1).max(128),
  channels: z.array(RealtimeChannelSchema).max(MAX_CHANNELS),
  queries: z.array(z.string()).optional(),
});

export const RealtimeClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping') }),
  z.object({ type: z.literal('authentication'), data: z.object({ session: z.string().max(512) }) }),
  z.object({ type: z.literal('subscribe'), data: z.array(Subscription).max(MAX_CHANNELS) }),
  z.object({
    type: z.literal('unsubscribe'),
    data: z.array(z.object({ subscriptionId: z.string().max(128) })).max(MAX_CHANNELS),
  }),
]);
export type RealtimeClientMessage = z.infer<typeof RealtimeClientMessageSchema>;

/** The data of an `event`: a document created, updated or deleted on the listed channels. */
export const RealtimeEventDataSchema = z.object({
  events: z.array(z.string()),
  channels: z.array(z.string()),
  timestamp: z.string(),
  payload: z.looseObject({ $id: z.string() }),
  /** The subscriptions it matches, for clients that subscribed by message. */
  subscriptions: z.array(z.string()).optional(),
});
export type RealtimeEventData = z.infer<typeof RealtimeEventDataSchema>;

/** A message the server sends. */
export const RealtimeServerMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('connected'),
    data: z.object({ channels: z.array(z.string()), user: z.unknown() }),
  }),
  z.object({ type: z.literal('pong') }),
  z.object({
    type: z.literal('response'),
    data: z.looseObject({
      to: z.enum(['authentication', 'subscribe', 'unsubscribe']),
      success: z.boolean(),
    }),
  }),
  z.object({ type: z.literal('event'), data: RealtimeEventDataSchema }),
  z.object({ type: z.literal('error'), data: z.object({ code: z.number().int(), message: z.string() }) }),
]);
export type RealtimeServerMessage = z.infer<typeof RealtimeServerMessageSchema>;
