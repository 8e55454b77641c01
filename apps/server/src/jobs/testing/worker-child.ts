/**
 * A worker process for the kill test (worker.test.ts): claims jobs from the SQLite queue under
 * DATA_DIR, prints `claimed <jobId> <attempt>` and then hangs in its handler, beating its lease,
 * until it is killed.
 */
import { openDatabase } from '../../db/database.js';
import { JobsRepository } from '../jobs.repository.js';
import { SqliteQueue } from '../sqlite-queue.js';
import { AutomationWorker } from '../worker.js';

const leaseMs = Number(process.env.LEASE_MS ?? 1000);
const database = openDatabase({ dataDir: process.env.DATA_DIR ?? '', databaseUrl: null });
const jobs = new JobsRepository(database.db);
const silent = { info() {}, warn() {}, error() {} };
const worker = new AutomationWorker({
  id: `child-${process.pid}`,
  queue: new SqliteQueue(jobs, { leaseMs }),
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
