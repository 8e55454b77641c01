import type { Kysely, Transaction } from 'kysely';
import type { DatabaseDialect } from '../../db/database.js';
import type { DatabaseSchema } from '../../db/schema.js';

/** PostgreSQL's SQLSTATEs for a transaction it aborted to resolve a conflict: safe to run again. */
const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 8;
/** Upper bound of the random pause before attempt n: n × 15 ms, so colliding writers spread out. */
const BACKOFF_STEP_MS = 15;

/**
 * Runs `work` in one transaction. On PostgreSQL a transaction aborted as a deadlock victim (two
 * writes touching the same linked documents in opposite orders) is run again, up to eight times,
 * after a short random pause that grows with each attempt;
 * SQLite runs one writer at a time and needs no retry.
 */
export async function runInTransaction<T>(
  db: Kysely<DatabaseSchema>,
  dialect: DatabaseDialect,
  work: (transaction: Transaction<DatabaseSchema>) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (dialect !== 'postgres' || attempt >= ATTEMPTS || typeof code !== 'string' || !RETRYABLE.has(code)) {
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, Math.random() * BACKOFF_STEP_MS * attempt));
    }
  }
}
