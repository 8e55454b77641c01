import { sql, type Kysely } from 'kysely';
import type { Database, DatabaseDialect } from '../../db/database.js';
import type { DatabaseSchema } from '../../db/schema.js';
import { isoAt } from '../../lib/clock.js';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Jobs deleted per transaction: a large purge never holds the database for long. */
export const PURGE_BATCH_SIZE = 100;

/** What one purge deleted. */
export interface PurgeCounts {
  /** Automation jobs (and with them their results). */
  jobs: number;
  /** Of those, jobs without an owner: their report was held inline, so it is gone with them. */
  anonymousResults: number;
  screenshots: number;
}

export interface PurgeOptions {
  /** RETENTION_DAYS: a job that ended longer ago than this is purged. */
  retentionDays: number;
  /** The time now, epoch milliseconds (the app's clock). */
  now: number;
  /** Default {@link PURGE_BATCH_SIZE}. */
  batchSize?: number;
  /** Stops between two batches (the server is closing); what was deleted stays deleted. */
  signal?: AbortSignal;
}

/**
 * Deletes the automation jobs that ended (completed or failed) more than `retentionDays` ago,
 * with their screenshots; an anonymous job's report lives inline in its result, so it goes too.
 * Never touches a queued or running job, nor a user's saved report (`testsuitesresults`).
 *
 * A job whose saved report still exists is kept, screenshots included: the report's screenshot
 * links (`/api/automation/results/{jobId}/screenshots/{i}`) are served from the job's screenshots
 * and authorized by the job's owner, so they last as long as the report. Once the user deletes the
 * report, the job goes at the next purge.
 *
 * Deletes in batches of `batchSize` jobs, one short transaction each. Safe from several processes
 * at once: on PostgreSQL a batch locks its jobs with `FOR UPDATE SKIP LOCKED`, so two purges take
 * different jobs; on SQLite a batch starts with its first delete, which takes the one write lock.
 *
 * @example
 * const purged = await purgeExpiredRuns(app.database, { retentionDays: 30, now: Date.now() });
 */
export async function purgeExpiredRuns(database: Database, options: PurgeOptions): Promise<PurgeCounts> {
  const cutoff = isoAt(options.now - options.retentionDays * DAY_MS);
  const batchSize = options.batchSize ?? PURGE_BATCH_SIZE;
  const total: PurgeCounts = { jobs: 0, anonymousResults: 0, screenshots: 0 };
  for (;;) {
    if (options.signal?.aborted) break;
    const batch = await database.db
      .transaction()
      .execute((trx) => purgeBatch(trx, database.dialect, cutoff, batchSize));
    total.jobs += batch.jobs;
    total.anonymousResults += batch.anonymousResults;
    total.screenshots += batch.screenshots;
    if (batch.jobs < batchSize) break;
  }
  return total;
}

async function purgeBatch(
  trx: Kysely<DatabaseSchema>,
  dialect: DatabaseDialect,
  cutoff: string,
  batchSize: number,
): Promise<PurgeCounts> {
  // The batch's jobs: their ids, locked (PostgreSQL), or the subquery that picks them (SQLite).
  let jobIds: string[] | ReturnType<typeof expiredJobs>;
  if (dialect === 'postgres') {
    const rows = await expiredJobs(trx, cutoff, batchSize).forUpdate().skipLocked().execute();
    if (rows.length === 0) return { jobs: 0, anonymousResults: 0, screenshots: 0 };
    jobIds = rows.map((row) => row.id);
  } else {
    // A write first: SQLite then holds its write lock for the whole batch (a read first could not
    // upgrade to a write after another process wrote), and the second subquery sees the same jobs.
    jobIds = expiredJobs(trx, cutoff, batchSize);
  }
  const screenshots = await trx
    .deleteFrom('automation_screenshots')
    .where('job_id', 'in', jobIds)
    .executeTakeFirst();
  const jobs = await trx
    .deleteFrom('automation_jobs')
    .where('id', 'in', jobIds)
    .returning('owner_id')
    .execute();
  return {
    jobs: jobs.length,
    anonymousResults: jobs.filter((job) => job.owner_id === null).length,
    screenshots: Number(screenshots.numDeletedRows),
  };
}

/** Up to `limit` ended jobs past `cutoff` whose owner has no saved report of them. */
function expiredJobs(db: Kysely<DatabaseSchema>, cutoff: string, limit: number) {
  return db
    .selectFrom('automation_jobs as job')
    .select('job.id')
    .where('job.status', 'in', ['completed', 'failed'])
    .where((eb) => eb(eb.fn.coalesce('job.finished_at', 'job.updated_at'), '<', cutoff))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('test_suite_results as report')
            .select(sql<number>`1`.as('saved'))
            .whereRef('report.owner_id', '=', 'job.owner_id')
            .whereRef('report.id', '=', 'job.report_id'),
        ),
      ),
    )
    .limit(limit);
}
