import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema, SessionsTable } from '../../db/schema.js';
import { appwriteDate, isoAt, type Clock } from '../../lib/clock.js';
import { generateUniqueId } from '../../lib/ids.js';
import { randomSecret, sha256Hex } from '../../lib/secrets.js';
import type { UserRow } from './users.js';

const DAY = 24 * 60 * 60 * 1000;

/** A session ends 30 days after sign-in, whatever happens (DESIGN.md). */
export const SESSION_LIFETIME_MS = 30 * DAY;
/** …or after 7 days without a request. */
export const SESSION_IDLE_TIMEOUT_MS = 7 * DAY;
/** `accessed_at` is written at most this often, so reads stay reads. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

export type SessionRow = Selectable<SessionsTable>;

export interface NewSession {
  userId: string;
  /** `email`, `google`, `oidc`. */
  provider: string;
  providerUid: string;
  ip: string;
  userAgent: string;
}

/** A session and the secret for its cookie (the only time the secret exists outside the browser). */
export interface CreatedSession {
  session: SessionRow;
  secret: string;
}

/** Stores a new session under the SHA-256 of a fresh 256-bit secret. */
export async function createSession(
  db: Kysely<DatabaseSchema>,
  clock: Clock,
  input: NewSession,
): Promise<CreatedSession> {
  const now = clock.now();
  const secret = randomSecret(32);
  const session: SessionRow = {
    id: generateUniqueId(now),
    user_id: input.userId,
    secret_hash: sha256Hex(secret),
    provider: input.provider,
    provider_uid: input.providerUid,
    ip: input.ip.slice(0, 64),
    user_agent: input.userAgent.slice(0, 512),
    created_at: isoAt(now),
    accessed_at: isoAt(now),
    expires_at: isoAt(now + SESSION_LIFETIME_MS),
  };
  await db.transaction().execute(async (trx) => {
    await deleteEndedSessions(trx, clock, input.userId);
    await trx.insertInto('sessions').values(session).execute();
  });
  return { session, secret };
}

/** Whether a session has passed its absolute lifetime or its idle timeout at `now`. */
export function hasEnded(session: Pick<SessionRow, 'accessed_at' | 'expires_at'>, now: number): boolean {
  return (
    Date.parse(session.expires_at) <= now || Date.parse(session.accessed_at) + SESSION_IDLE_TIMEOUT_MS <= now
  );
}

/**
 * The live session a cookie secret opens, with its user; null for an unknown secret or an ended
 * session (which is deleted). Records the use at most once a minute.
 */
export async function findSessionBySecret(
  db: Kysely<DatabaseSchema>,
  clock: Clock,
  secret: string,
): Promise<{ session: SessionRow; user: UserRow } | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select([
      'sessions.id as session_id',
      'sessions.secret_hash as session_secret_hash',
      'sessions.provider as session_provider',
      'sessions.provider_uid as session_provider_uid',
      'sessions.ip as session_ip',
      'sessions.user_agent as session_user_agent',
      'sessions.created_at as session_created_at',
      'sessions.accessed_at as session_accessed_at',
      'sessions.expires_at as session_expires_at',
    ])
    .where('sessions.secret_hash', '=', sha256Hex(secret))
    .executeTakeFirst();
  if (!row) return null;

  const {
    session_id,
    session_secret_hash,
    session_provider,
    session_provider_uid,
    session_ip,
    session_user_agent,
    session_created_at,
    session_accessed_at,
    session_expires_at,
    ...user
  } = row;
  const session: SessionRow = {
    id: session_id,
    user_id: user.id,
    secret_hash: session_secret_hash,
    provider: session_provider,
    provider_uid: session_provider_uid,
    ip: session_ip,
    user_agent: session_user_agent,
    created_at: session_created_at,
    accessed_at: session_accessed_at,
    expires_at: session_expires_at,
  };
  const now = clock.now();
  if (hasEnded(session, now)) {
    await db.deleteFrom('sessions').where('id', '=', session.id).execute();
    return null;
  }
  if (now - Date.parse(session.accessed_at) >= SESSION_TOUCH_INTERVAL_MS) {
    session.accessed_at = isoAt(now);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('sessions')
        .set({ accessed_at: session.accessed_at })
        .where('id', '=', session.id)
        .execute();
      await trx
        .updateTable('users')
        .set({ accessed_at: session.accessed_at })
        .where('id', '=', user.id)
        .execute();
    });
    user.accessed_at = session.accessed_at;
  }
  return { session, user };
}

/** The user's live sessions, newest first. */
export async function listSessions(
  db: Kysely<DatabaseSchema>,
  clock: Clock,
  userId: string,
): Promise<SessionRow[]> {
  const rows = await db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const now = clock.now();
  return rows.filter((session) => !hasEnded(session, now));
}

/** One of the user's live sessions; undefined when it is someone else's, unknown or ended. */
export async function findUserSession(
  db: Kysely<DatabaseSchema>,
  clock: Clock,
  userId: string,
  sessionId: string,
): Promise<SessionRow | undefined> {
  const session = await db
    .selectFrom('sessions')
    .selectAll()
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return session && !hasEnded(session, clock.now()) ? session : undefined;
}

/** Deletes one of the user's sessions; answers whether there was one. Announce the end to realtime. */
export async function deleteUserSession(
  db: Kysely<DatabaseSchema>,
  userId: string,
  sessionId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('sessions')
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Signs the user out everywhere; answers the ids of the sessions deleted (to announce to realtime). */
export async function deleteAllUserSessions(db: Kysely<DatabaseSchema>, userId: string): Promise<string[]> {
  const rows = await db.deleteFrom('sessions').where('user_id', '=', userId).returning('id').execute();
  return rows.map((row) => row.id);
}

async function deleteEndedSessions(db: Kysely<DatabaseSchema>, clock: Clock, userId: string): Promise<void> {
  const now = clock.now();
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where((where) =>
      where.or([
        where('expires_at', '<=', isoAt(now)),
        where('accessed_at', '<=', isoAt(now - SESSION_IDLE_TIMEOUT_MS)),
      ]),
    )
    .execute();
}

/** Appwrite's Session model. `secret` is always empty: the secret lives only in the HttpOnly cookie. */
export interface SessionModel {
  $id: string;
  $createdAt: string;
  $updatedAt: string;
  userId: string;
  expire: string;
  provider: string;
  providerUid: string;
  providerAccessToken: string;
  providerAccessTokenExpiry: string;
  providerRefreshToken: string;
  ip: string;
  osCode: string;
  osName: string;
  osVersion: string;
  clientType: string;
  clientCode: string;
  clientName: string;
  clientVersion: string;
  clientEngine: string;
  clientEngineVersion: string;
  deviceName: string;
  deviceBrand: string;
  deviceModel: string;
  countryCode: string;
  countryName: string;
  current: boolean;
  factors: string[];
  secret: string;
  mfaUpdatedAt: string;
}

/** When the session ends unless used again: the earlier of its absolute end and its idle end (epoch ms). */
export function sessionEndOf(session: Pick<SessionRow, 'accessed_at' | 'expires_at'>): number {
  const idleEnd = Date.parse(session.accessed_at) + SESSION_IDLE_TIMEOUT_MS;
  return Math.min(Date.parse(session.expires_at), idleEnd);
}

/** `expire` is the earlier of the absolute end and the idle end. */
export function toSessionModel(session: SessionRow, current: boolean): SessionModel {
  const expire = sessionEndOf(session);
  return {
    $id: session.id,
    $createdAt: appwriteDate(session.created_at),
    $updatedAt: appwriteDate(session.accessed_at),
    userId: session.user_id,
    expire: appwriteDate(isoAt(expire)),
    provider: session.provider,
    providerUid: session.provider_uid,
    providerAccessToken: '',
    providerAccessTokenExpiry: '',
    providerRefreshToken: '',
    ip: session.ip,
    osCode: '',
    osName: '',
    osVersion: '',
    clientType: '',
    clientCode: '',
    clientName: '',
    clientVersion: '',
    clientEngine: '',
    clientEngineVersion: '',
    deviceName: '',
    deviceBrand: '',
    deviceModel: '',
    countryCode: '--',
    countryName: 'Unknown',
    current,
    factors: [session.provider === 'email' ? 'password' : 'oauth2'],
    secret: '',
    mfaUpdatedAt: '',
  };
}
