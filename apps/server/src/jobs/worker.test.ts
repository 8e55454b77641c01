import type { ChildProcess } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type Database } from '../db/database.js';
import { createTestConfig } from '../testing/test-config.js';
import { JobsRepository } from './jobs.repository.js';
import { SqliteQueue } from './sqlite-queue.js';
import {
  expectTakenOverOnce,
  killThenFinishOnSurvivor,
  spawnClaimingWorker,
} from './testing/kill-takeover.js';
import { AutomationWorker } from './worker.js';

const LEASE_MS = 1000;
const silent = { info() {}, warn() {}, error() {} };

describe('automation workers', () => {
  let database: Database;
  let jobs: JobsRepository;
  let cleanup: () => void;
  let dataDir: string;
  const children: ChildProcess[] = [];

  beforeEach(async () => {
    const setup = createTestConfig();
    cleanup = setup.cleanup;
    dataDir = setup.config.dataDir;
    database = openDatabase(setup.config);
    await migrateToLatest(database);
    jobs = new JobsRepository(database.db);
  });

  afterEach(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await database.close();
    cleanup();
  });

  async function addJob(id: string): Promise<void> {
    await jobs.insert({
      id,
      ownerId: null,
      tokenHash: '0'.repeat(64),
      mode: 'recording',
      websiteUrl: 'https://shop.example/',
      spec: {},
      limits: {},
      totalSteps: 1,
      maxAttempts: 3,
    });
  }

  it('finishes, on another worker, a job whose worker was killed mid-run, and never runs it twice at once', async () => {
    await addJob('killed-job');
    const worker = spawnClaimingWorker({ DATA_DIR: dataDir, LEASE_MS: String(LEASE_MS) }, 15_000);
    const child = worker.child;
    children.push(child);
    expect(await worker.claimed).toBe('claimed killed-job 1');

    // While the child beats, its lease holds past its first end: nobody else gets the job.
    const queue = new SqliteQueue(jobs, { leaseMs: LEASE_MS });
    await new Promise((resolve) => setTimeout(resolve, LEASE_MS * 2));
    expect(await queue.claim('intruder')).toBeNull();
    expect(await jobs.find('killed-job')).toMatchObject({ status: 'processing', attempts: 1 });

    const takeOver = await killThenFinishOnSurvivor(child, {
      queue,
      jobs,
      jobId: 'killed-job',
      leaseMs: LEASE_MS,
      pollMs: 50,
      timeoutMs: 10_000,
    });
    expectTakenOverOnce(takeOver); // once, attempt 2, after the dead worker's lease
    expect(await jobs.find('killed-job')).toMatchObject({
      status: 'completed',
      attempts: 2,
      progress_step: 1,
      result: JSON.stringify({ finishedBy: 'survivor' }),
    });
  });

  it('gives its job back when stopped, and another worker runs it', async () => {
    await addJob('handed-over');
    const queue = new SqliteQueue(jobs, { leaseMs: 60_000 });
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    const first = new AutomationWorker({
      queue,
      jobs,
      logger: silent,
      pollMs: 50,
      handler: async (_job, context) => {
        started();
        await new Promise((resolve) => context.signal.addEventListener('abort', resolve));
        return { status: 'completed', result: 'must not be written', reportId: null };
      },
    });
    first.start();
    await running;
    await first.stop();
    expect(await jobs.find('handed-over')).toMatchObject({ status: 'processing', result: null });
    // The long lease does not hold it: the job was released.
    const lease = await queue.claim('second');
    expect(lease).toMatchObject({ jobId: 'handed-over', attempt: 2 });
  });

  it('fails a job whose handler throws, with the message', async () => {
    await addJob('broken');
    const queue = new SqliteQueue(jobs, { leaseMs: LEASE_MS });
    const worker = new AutomationWorker({
      queue,
      jobs,
      logger: silent,
      pollMs: 50,
      handler: async () => {
        throw new Error('Chromium was not found at /nowhere');
      },
    });
    worker.start();
    try {
      for (let waited = 0; (await jobs.find('broken'))?.status !== 'failed'; waited += 50) {
        if (waited > 5000) throw new Error('the job did not fail');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await worker.stop();
    }
    expect(await jobs.find('broken')).toMatchObject({
      error: 'Chromium was not found at /nowhere',
      attempts: 1,
    });
  });
});
