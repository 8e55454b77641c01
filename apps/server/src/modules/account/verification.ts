import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.js';
import { appwriteDate, isoAt, type Clock } from '../../lib/clock.js';
import { generateUniqueId } from '../../lib/ids.js';
import { randomSecret, sha256Hex } from '../../lib/secrets.js';

/** A verification link works for one hour (DESIGN.md). */
export const VERIFICATION_LIFETIME_MS = 60 * 60 * 1000;

const KIND = 'verification';

/** Appwrite's Token model; `secret` is always empty in answers (it travels only in the e-mail). */
export interface TokenModel {
  $id: string;
  $createdAt: string;
  userId: string;
  secret: string;
  expire: string;
  phrase: string;
}

export interface IssuedToken {
  model: TokenModel;
  secret: string;
}

/** Stores a new verification secret (only its SHA-256) for the user; ended ones are removed. */
export async function issueVerificationToken(
  db: Kysely<DatabaseSchema>,
  clock: Clock,
  userId: string,
): Promise<IssuedToken> {
  const now = clock.now();
  const secret = randomSecret(32);
  const row = {
    id: generateUniqueId(now),
    user_id: userId,
    kind: KIND,
    secret_hash: sha256Hex(secret),
    created_at: isoAt(now),
    expires_at: isoAt(now + VERIFICATION_LIFETIME_MS),
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('tokens')
      .where('user_id', '=', userId)
      .where('kind', '=', KIND)
      .where('expires_at', '<=', isoAt(now))
      .execute();
    await trx.insertInto('tokens').values(row).execute();
  });
  return {
    secret,
    model: {
      $id: row.id,
      $createdAt: appwriteDate(row.created_at),
      userId,
      secret: '',
      expire: appwriteDate(row.expires_at),
      phrase: '',
    },
  };
}

/** Forgets a token whose e-mail could not be sent. */
export async function revokeToken(db: Kysely<DatabaseSchema>, tokenId: string): Promise<void> {
  await db.deleteFrom('tokens').where('id', '=', tokenId).execute();
}

/**
 * Consumes a verification secret and marks the user's e-mail verified, in one transaction; the
 * deletion is the consumption, so two parallel confirmations cannot both succeed. Answers the token
 * model, or null for a wrong, expired or used secret (or one of another user).
 */
export async function confirmVerification(
  db: Kysely<DatabaseSchema>,
  clock: Clock,
  userId: string,
  secret: string,
): Promise<TokenModel | null> {
  const now = clock.now();
  return db.transaction().execute(async (trx) => {
    const token = await trx
      .deleteFrom('tokens')
      .where('secret_hash', '=', sha256Hex(secret))
      .where('user_id', '=', userId)
      .where('kind', '=', KIND)
      .where('expires_at', '>', isoAt(now))
      .returning(['id', 'created_at', 'expires_at'])
      .executeTakeFirst();
    if (!token) return null;
    await trx
      .updateTable('users')
      .set({ email_verified: 1, updated_at: isoAt(now) })
      .where('id', '=', userId)
      .execute();
    // The other links sent to this address are moot now.
    await trx.deleteFrom('tokens').where('user_id', '=', userId).where('kind', '=', KIND).execute();
    return {
      $id: token.id,
      $createdAt: appwriteDate(token.created_at),
      userId,
      secret: '',
      expire: appwriteDate(token.expires_at),
      phrase: '',
    };
  });
}

/** The link of the e-mail: the client's `url` with `userId`, `secret` and `expire` added. */
export function verificationLink(url: string, userId: string, secret: string, expire: string): string {
  const link = new URL(url);
  link.searchParams.set('userId', userId);
  link.searchParams.set('secret', secret);
  link.searchParams.set('expire', expire);
  return link.toString();
}
