import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema.js';

/** One bucket's count in its current fixed window. */
export interface RateLimitCount {
  hits: number;
  /** Epoch milliseconds when the window ends and the count starts again from zero. */
  resetAt: number;
}

/**
 * Where rate-limit counters live: fixed windows per bucket, counted atomically so that parallel
 * requests cannot slip past a limit.
 */
export interface RateLimitStore {
  /** Counts one hit on `bucket` (starting a new window of `windowMs` if the last one ended). */
  hit(bucket: string, windowMs: number, now: number): Promise<RateLimitCount>;
  /** Takes one hit back within the current window (a sign-in that succeeded). */
  undo(bucket: string, now: number): Promise<void>;
  /** Forgets windows that have ended. */
  prune(now: number): Promise<void>;
  /** The bucket's count at `now`; null when there is none or its window has ended. */
  read(bucket: string, now: number): Promise<RateLimitCount | null>;
  /**
   * Sets the bucket to `next` only if it still holds `expected` (null: none, or an ended window),
   * atomically; answers whether it did. Callers read, decide, then replace, and read again on false.
   */
  replace(
    bucket: string,
    expected: RateLimitCount | null,
    next: RateLimitCount,
    now: number,
  ): Promise<boolean>;
  /** Forgets the bucket. */
  clear(bucket: string): Promise<void>;
}

/** Counters in this process's memory: the default for a single instance (SQLite). */
export class MemoryRateLimitStore implements RateLimitStore {
  readonly #counts = new Map<string, RateLimitCount>();

  async hit(bucket: string, windowMs: number, now: number): Promise<RateLimitCount> {
    const current = this.#counts.get(bucket);
    const next =
      current && current.resetAt > now
        ? { hits: current.hits + 1, resetAt: current.resetAt }
        : { hits: 1, resetAt: now + windowMs };
    this.#counts.set(bucket, next);
    return { ...next };
  }

  async undo(bucket: string, now: number): Promise<void> {
    const current = this.#counts.get(bucket);
    if (current && current.resetAt > now && current.hits > 0) current.hits -= 1;
  }

  async prune(now: number): Promise<void> {
    for (const [bucket, count] of this.#counts) if (count.resetAt <= now) this.#counts.delete(bucket);
  }

  async read(bucket: string, now: number): Promise<RateLimitCount | null> {
    const current = this.#counts.get(bucket);
    return current && current.resetAt > now ? { ...current } : null;
  }

  async replace(
    bucket: string,
    expected: RateLimitCount | null,
    next: RateLimitCount,
    now: number,
  ): Promise<boolean> {
    if (!sameCount(await this.read(bucket, now), expected)) return false;
    this.#counts.set(bucket, { ...next });
    return true;
  }

  async clear(bucket: string): Promise<void> {
    this.#counts.delete(bucket);
  }

  /** How many buckets are held (for tests). */
  get size(): number {
    return this.#counts.size;
  }
}

/**
 * Counters in the `rate_limits` table, shared by every instance on the same database (PostgreSQL
 * behind a load balancer). One atomic upsert per hit; works on SQLite too.
 */
export class SqlRateLimitStore implements RateLimitStore {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async hit(bucket: string, windowMs: number, now: number): Promise<RateLimitCount> {
    const row = await this.db
      .insertInto('rate_limits')
      .values({ bucket, hits: 1, reset_at: now + windowMs })
      .onConflict((conflict) =>
        conflict.column('bucket').doUpdateSet({
          // Both right-hand sides read the row as it was before the update.
          hits: sql<number>`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.hits + 1 end`,
          reset_at: sql<number>`case when rate_limits.reset_at <= ${now} then excluded.reset_at else rate_limits.reset_at end`,
        }),
      )
      .returning(['hits', 'reset_at'])
      .executeTakeFirstOrThrow();
    return { hits: Number(row.hits), resetAt: Number(row.reset_at) };
  }

  async undo(bucket: string, now: number): Promise<void> {
    await this.db
      .updateTable('rate_limits')
      .set({ hits: sql<number>`hits - 1` })
      .where('bucket', '=', bucket)
      .where('hits', '>', 0)
      .where('reset_at', '>', now)
      .execute();
  }

  async prune(now: number): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('reset_at', '<=', now).execute();
  }

  async read(bucket: string, now: number): Promise<RateLimitCount | null> {
    const row = await this.db
      .selectFrom('rate_limits')
      .select(['hits', 'reset_at'])
      .where('bucket', '=', bucket)
      .where('reset_at', '>', now)
      .executeTakeFirst();
    return row ? { hits: Number(row.hits), resetAt: Number(row.reset_at) } : null;
  }

  async replace(
    bucket: string,
    expected: RateLimitCount | null,
    next: RateLimitCount,
    now: number,
  ): Promise<boolean> {
    const values = { hits: next.hits, reset_at: next.resetAt };
    if (expected === null) {
      // Insert, or take over a row whose window has ended; a live row is left alone.
      const row = await this.db
        .insertInto('rate_limits')
        .values({ bucket, ...values })
        .onConflict((conflict) =>
          conflict.column('bucket').doUpdateSet(values).where('rate_limits.reset_at', '<=', now),
        )
        .returning('bucket')
        .executeTakeFirst();
      return row !== undefined;
    }
    const result = await this.db
      .updateTable('rate_limits')
      .set(values)
      .where('bucket', '=', bucket)
      .where('hits', '=', expected.hits)
      .where('reset_at', '=', expected.resetAt)
      .where('reset_at', '>', now)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async clear(bucket: string): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('bucket', '=', bucket).execute();
  }
}

function sameCount(left: RateLimitCount | null, right: RateLimitCount | null): boolean {
  if (left === null || right === null) return left === right;
  return left.hits === right.hits && left.resetAt === right.resetAt;
}
