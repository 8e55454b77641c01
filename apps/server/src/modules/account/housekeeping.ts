import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.js';
import { isoAt, type Clock } from '../../lib/clock.js';
import { SESSION_IDLE_TIMEOUT_MS } from './sessions.js';

/** How often ended sessions, tokens and OAuth sign-ins are deleted. */
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes what can no longer be used: ended sessions (past their lifetime or idle timeout),
 * expired tokens and expired OAuth sign-ins. Safe to run from several instances at once.
 */
export async function deleteEndedAccountData(db: Kysely<DatabaseSchema>, clock: Clock): Promise<void> {
  const now = clock.now();
  await db
    .deleteFrom('sessions')
    .where((where) =>
      where.or([
        where('expires_at', '<=', isoAt(now)),
        where('accessed_at', '<=', isoAt(now - SESSION_IDLE_TIMEOUT_MS)),
      ]),
    )
    .execute();
  await db.deleteFrom('tokens').where('expires_at', '<=', isoAt(now)).execute();
  await db.deleteFrom('oauth_flows').where('expires_at', '<=', isoAt(now)).execute();
}
