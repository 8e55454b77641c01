import type { ChildProcess } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type Database } from '../db/database.js';
import { createTestSchema, findTestPostgres, type TestPostgres } from '../testing/test-postgres.js';
import { JobsRepository } from './jobs.repository.js';
import { PgBossQueue } from './pg-boss-queue.js';
import {
  expectTakenOverOnce,
  killThenFinishOnSurvivor,
  spawnClaimingWorker,
} from './testing/kill-takeover.js';

const LEASE_MS = 1000;
const postgresUrl = await findTestPostgres();

describe.skipIf(postgresUrl === null)('automation workers on PostgreSQL (pg-boss)', () => {
  let schema: TestPostgres;
  let database: Database;
  let jobs: JobsRepository;
  let queue: PgBossQueue;
  let child: ChildProcess | null = null;

  beforeEach(async () => {
    schema = await createTestSchema(postgresUrl ?? '');
    database = openDatabase({ dataDir: '', databaseUrl: schema.url });
    await migrateToLatest(database);
    jobs = new JobsRepository(database.db);
    queue = new PgBossQueue(jobs, {
      connectionString: schema.url,
      leaseMs: LEASE_MS,
      maintenanceIntervalSeconds: 1,
    });
  });

  afterEach(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await new Promise((resolve) => child?.once('exit', resolve));
    }
    await queue.close();
    await database.close();
    await schema.drop();
  });

  it(
    'finishes, on another worker, a job whose worker process was killed mid-run, and never runs it twice at once',
    { timeout: 60_000 },
    async () => {
      await jobs.insert({
        id: 'killed-job',
        ownerId: null,
        tokenHash: '0'.repeat(64),
        mode: 'recording',
        websiteUrl: 'https://shop.example/',
        spec: {},
        limits: {},
        totalSteps: 1,
        maxAttempts: 3,
      });
      await queue.enqueue('killed-job');

      const worker = spawnClaimingWorker({ DATABASE_URL: schema.url, LEASE_MS: String(LEASE_MS) }, 30_000);
      child = worker.child;
      expect(await worker.claimed).toBe('claimed killed-job 1');

      // While the child beats, pg-boss keeps the delivery active past its first expiry and the
      // table's lease holds: nobody else gets the job, although maintenance runs every second.
      await new Promise((resolve) => setTimeout(resolve, LEASE_MS * 3));
      expect(await queue.claim('intruder')).toBeNull();
      expect(await jobs.find('killed-job')).toMatchObject({ status: 'processing', attempts: 1 });

      const takeOver = await killThenFinishOnSurvivor(worker.child, {
        queue,
        jobs,
        jobId: 'killed-job',
        leaseMs: LEASE_MS,
        pollMs: 100,
        timeoutMs: 30_000,
      });
      expectTakenOverOnce(takeOver); // once, attempt 2, after the dead worker's lease
      expect(await jobs.find('killed-job')).toMatchObject({
        status: 'completed',
        attempts: 2,
        progress_step: 1,
        lease_owner: null,
        result: JSON.stringify({ finishedBy: 'survivor' }),
      });
    },
  );
});
