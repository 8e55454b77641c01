import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import type { JobQueue, QueueOptions } from './job-queue.js';
import { JobsRepository } from './jobs.repository.js';
import { PgBossQueue } from './pg-boss-queue.js';
import { SqliteQueue } from './sqlite-queue.js';

export interface CreateQueueOptions extends QueueOptions {
  onError?: (error: unknown) => void;
}

/**
 * The queue the configuration calls for: pg-boss on PostgreSQL (`DATABASE_URL`), else the jobs
 * table of the embedded SQLite database. `retentionDays` (RETENTION_DAYS, when given) bounds how
 * long pg-boss keeps its archive of deliveries.
 */
export function createJobQueue(
  database: Database,
  config: Pick<Config, 'databaseUrl'> & Partial<Pick<Config, 'retentionDays'>>,
  options: CreateQueueOptions = {},
): JobQueue {
  const jobs = new JobsRepository(database.db);
  if (database.dialect === 'postgres' && config.databaseUrl) {
    return new PgBossQueue(jobs, {
      ...options,
      connectionString: config.databaseUrl,
      ...(config.retentionDays === undefined ? {} : { retentionDays: config.retentionDays }),
    });
  }
  return new SqliteQueue(jobs, options);
}
