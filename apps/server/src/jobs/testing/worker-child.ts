/**
 * A worker process for the kill tests (worker.test.ts, pg-worker-kill.test.ts): claims jobs from the
 * pg-boss queue on DATABASE_URL, else from the SQLite queue under DATA_DIR, prints
 * `claimed <jobId> <attempt>` and then hangs in its handler, beating its lease, until it is killed.
 */
import { openDatabase } from '../../db/database.js';
import { JobsRepository } from '../jobs.repository.js';
import { PgBossQueue } from '../pg-boss-queue.js';
import { SqliteQueue } from '../sqlite-queue.js';
import { AutomationWorker } from '../worker.js';

const leaseMs = Number(process.env.LEASE_MS ?? 1000);
const connectionString = process.env.DATABASE_URL || null;
const database = openDatabase({ dataDir: process.env.DATA_DIR ?? '', databaseUrl: connectionString });
const jobs = new JobsRepository(database.db);
const silent = { info() {}, warn() {}, error() {} };
const worker = new AutomationWorker({
  id: `child-${process.pid}`,
  queue: connectionString
    ? new PgBossQueue(jobs, { connectionString, leaseMs, maintenanceIntervalSeconds: 1 })
    : new SqliteQueue(jobs, { leaseMs }),
  jobs,
  logger: silent,
  leaseMs,
  pollMs: 50,
  handler: async (job, context) => {
    process.stdout.write(`claimed ${job.id} ${context.lease.attempt}\n`);
    await new Promise(() => {});
    throw new Error('unreachable');
  },
});
worker.start();
