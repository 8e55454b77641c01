import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/schema.js';
import { isUniqueViolation } from '../../../db/unique-violation.js';
import { isoAt, type Clock } from '../../../lib/clock.js';
import { generateUniqueId } from '../../../lib/ids.js';
import { findUserByEmail, findUserById, insertUser, type UserRow } from '../users.js';

/** Who the provider says signed in. */
export interface OAuthProfile {
  provider: string;
  issuer: string;
  subject: string;
  /** Lower-cased; null when the provider gave none. */
  email: string | null;
  emailVerified: boolean;
  name: string;
}

/** Why a provider's sign-in cannot become a Tagproof session (sent as `?error=` to the failure URL). */
export type OAuthSignInRefusal =
  /** The provider gave no e-mail address, and no account is linked to this identity yet. */
  | 'email_missing'
  /**
   * An account with this e-mail exists but cannot be linked: its address was never verified, or
   * the provider does not vouch for it. Linking then would hand the account to whoever registered
   * the address first.
   */
  | 'account_exists';

export type OAuthSignInResult = { user: UserRow } | { refused: OAuthSignInRefusal };

/**
 * The Tagproof user of a provider identity (issuer + subject): the linked user; else the existing
 * account with the same e-mail when both the provider and the account have verified it, which is
 * then linked; else a new user whose `emailVerification` is the provider's `email_verified`.
 */
export async function signInWithIdentity(
  db: Kysely<DatabaseSchema>,
  clock: Clock,
  profile: OAuthProfile,
): Promise<OAuthSignInResult> {
  try {
    return await db.transaction().execute((trx) => resolveUser(trx, clock, profile));
  } catch (error) {
    // A parallel sign-in of the same identity or e-mail inserted first: its result is now there.
    if (!isUniqueViolation(error)) throw error;
    return db.transaction().execute((trx) => resolveUser(trx, clock, profile));
  }
}

async function resolveUser(
  db: Kysely<DatabaseSchema>,
  clock: Clock,
  profile: OAuthProfile,
): Promise<OAuthSignInResult> {
  const now = isoAt(clock.now());
  const identity = await db
    .selectFrom('oauth_identities')
    .selectAll()
    .where('issuer', '=', profile.issuer)
    .where('subject', '=', profile.subject)
    .executeTakeFirst();
  if (identity) {
    await db
      .updateTable('oauth_identities')
      .set({ email: profile.email, updated_at: now })
      .where('id', '=', identity.id)
      .execute();
    const user = await findUserById(db, identity.user_id);
    if (user) return { user };
  }

  if (!profile.email) return { refused: 'email_missing' };
  const existing = await findUserByEmail(db, profile.email);
  if (existing && !(existing.email_verified === 1 && profile.emailVerified))
    return { refused: 'account_exists' };

  const user =
    existing ??
    (await insertUser(db, {
      id: generateUniqueId(clock.now()),
      email: profile.email,
      name: profile.name.slice(0, 128),
      passwordHash: null,
      emailVerified: profile.emailVerified,
      now,
    }));
  await db
    .insertInto('oauth_identities')
    .values({
      id: generateUniqueId(clock.now()),
      user_id: user.id,
      provider: profile.provider,
      issuer: profile.issuer,
      subject: profile.subject,
      email: profile.email,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { user };
}
