import { z } from 'zod';
import { NOTICE_MAX_BYTES, noticeObject } from './realtime-notice.js';
import type { SessionsEnded } from './realtime-hub.js';

/**
 * What one PostgreSQL NOTIFY carries when sessions end (sign-out): the user and the session ids.
 * `kind` tells it apart from a document notice (which has none; an instance that does not know
 * this kind ignores it, as {@link decodeNotice} refuses a notice without document ids).
 */
export interface SessionEndNotice extends SessionsEnded {
  kind: 'sessions-ended';
  /** The publishing instance: it has closed its own sockets already. */
  source: string;
}

/**
 * The NOTIFY payloads announcing `ended`: one, or several when the ids would not fit in one
 * (a sign-out everywhere of a user with very many sessions).
 */
export function encodeSessionEndNotices(source: string, ended: SessionsEnded): string[] {
  const payloads: string[] = [];
  let batch: string[] = [];
  const encode = (sessionIds: string[]) =>
    JSON.stringify({ kind: 'sessions-ended', source, userId: ended.userId, sessionIds });
  for (const id of ended.sessionIds) {
    if (batch.length > 0 && Buffer.byteLength(encode([...batch, id])) >= NOTICE_MAX_BYTES) {
      payloads.push(encode(batch));
      batch = [];
    }
    batch.push(id);
  }
  if (batch.length > 0) payloads.push(encode(batch));
  return payloads;
}

const SessionEndNoticeSchema = z.object({
  kind: z.literal('sessions-ended'),
  source: z.string(),
  userId: z.string(),
  sessionIds: z.array(z.string()),
});

/** The session-end notice in a NOTIFY payload, or null when it is not one. */
export function decodeSessionEndNotice(payload: string | undefined): SessionEndNotice | null {
  const parsed = SessionEndNoticeSchema.safeParse(noticeObject(payload));
  return parsed.success ? parsed.data : null;
}
