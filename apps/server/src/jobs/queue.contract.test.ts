import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type Database } from '../db/database.js';
import { STORAGE_ENGINES } from '../testing/storage-engines.js';
import type { JobQueue, Lease } from './job-queue.js';
import { JobsRepository } from './jobs.repository.js';
import { PgBossQueue } from './pg-boss-queue.js';
import { SqliteQueue } from './sqlite-queue.js';

const LEASE_MS = 1000;

/** Polls `probe` until it answers something other than null (or the time is up). */
async function eventually<T>(probe: () => Promise<T | null>, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(STORAGE_ENGINES)('automation queue contract on $name', (engine) => {
  let database: Database;
  let jobs: JobsRepository;
  let queues: JobQueue[];
  let cleanup: () => Promise<void>;
  let jobCount = 0;

  function makeQueue(maxAttempts = 3): JobQueue {
    const queue =
      engine.name === 'postgres'
        ? new PgBossQueue(jobs, {
            connectionString: configUrl,
            leaseMs: LEASE_MS,
            maxAttempts,
            maintenanceIntervalSeconds: 1,
          })
        : new SqliteQueue(jobs, { leaseMs: LEASE_MS, maxAttempts });
    queues.push(queue);
    return queue;
  }
  let configUrl = '';

  async function addJob(queue: JobQueue, maxAttempts = 3): Promise<string> {
    const id = `job${Date.now().toString(36)}${(jobCount++).toString().padStart(4, '0')}`;
    await jobs.insert({
      id,
      ownerId: null,
      tokenHash: 'x'.repeat(64),
      mode: 'recording',
      websiteUrl: 'https://shop.example/',
      spec: {},
      limits: {},
      totalSteps: 2,
      maxAttempts,
    });
    await queue.enqueue(id);
    return id;
  }

  beforeEach(async () => {
    if (!engine.available) return;
    const setup = await engine.setup();
    configUrl = setup.config.databaseUrl ?? '';
    database = openDatabase(setup.config);
    await migrateToLatest(database);
    jobs = new JobsRepository(database.db);
    queues = [];
    cleanup = async () => {
      for (const queue of queues) await queue.close();
      await database.close();
      await setup.cleanup();
    };
  });

  afterEach(async () => {
    if (engine.available) await cleanup();
  });

  it.skipIf(!engine.available)('delivers a job to one claimer only', async () => {
    const queue = makeQueue();
    const id = await addJob(queue);
    const [first, second] = await Promise.all([queue.claim('w1'), queue.claim('w2')]);
    const leases = [first, second].filter((lease): lease is Lease => lease !== null);
    expect(leases).toHaveLength(1);
    expect(leases[0]).toMatchObject({ jobId: id, attempt: 1 });
    expect(await queue.claim('w3')).toBeNull();
    expect(await jobs.find(id)).toMatchObject({ status: 'processing', attempts: 1 });
  });

  it.skipIf(!engine.available)(
    'starts side by side with other processes’ queues on a fresh database, and they share the jobs',
    async () => {
      // Several instances starting together race to create the queue (on PostgreSQL, pg-boss's
      // create_queue can deadlock): every one of them must start.
      const starting = Array.from({ length: 4 }, () => makeQueue());
      const ids = await Promise.all(starting.map((queue) => addJob(queue)));
      const claimed = await Promise.all(
        starting.map((queue, index) => eventually(() => queue.claim(`w${index}`))),
      );
      expect(claimed.map((lease) => lease.jobId).sort()).toEqual([...ids].sort());
    },
  );

  it.skipIf(!engine.available)('hands each of many jobs to exactly one of many claimers', async () => {
    const queue = makeQueue();
    const ids = new Set<string>();
    for (let index = 0; index < 8; index++) ids.add(await addJob(queue));
    const claimed: string[] = [];
    await Promise.all(
      Array.from({ length: 4 }, async (_, worker) => {
        for (;;) {
          const lease = await queue.claim(`w${worker}`);
          if (!lease) return;
          claimed.push(lease.jobId);
        }
      }),
    );
    expect(claimed.sort()).toEqual([...ids].sort());
  });

  it.skipIf(!engine.available)('keeps a job while its worker beats, finishes it once', async () => {
    const queue = makeQueue();
    const id = await addJob(queue);
    const lease = await eventually(() => queue.claim('w1'));
    for (let beat = 0; beat < 6; beat++) {
      await new Promise((resolve) => setTimeout(resolve, LEASE_MS / 3));
      expect(await queue.heartbeat(lease)).toBe(true);
    }
    // Past the first lease's end and past pg-boss maintenance: nobody else got it.
    expect(await queue.claim('w2')).toBeNull();
    await jobs.progress(lease, 2, 2, 'Click "Add to cart"');
    expect(await queue.finish(lease, { status: 'completed', result: { ok: true }, reportId: null })).toBe(
      true,
    );
    expect(await jobs.find(id)).toMatchObject({
      status: 'completed',
      progress_step: 2,
      lease_owner: null,
      result: '{"ok":true}',
    });
    expect(await queue.heartbeat(lease)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, LEASE_MS * 1.5));
    expect(await queue.claim('w2')).toBeNull();
  });

  it.skipIf(!engine.available)(
    "gives a dead worker's job to another after the lease and fences the first out",
    async () => {
      const queue = makeQueue();
      const id = await addJob(queue);
      const dead = await eventually(() => queue.claim('dead'));
      // No heartbeat: the lease runs out and the job is delivered again.
      const second = await eventually(() => queue.claim('alive'));
      expect(second).toMatchObject({ jobId: id, attempt: 2 });
      expect(second.token).not.toBe(dead.token);
      // The first worker comes back: it can neither renew nor write.
      expect(await queue.heartbeat(dead)).toBe(false);
      expect(await jobs.progress(dead, 1, 2, 'late')).toBe(false);
      expect(await queue.finish(dead, { status: 'failed', error: 'late', result: null })).toBe(false);
      expect(await queue.finish(second, { status: 'completed', result: {}, reportId: 'r1' })).toBe(true);
      expect(await jobs.find(id)).toMatchObject({ status: 'completed', attempts: 2, report_id: 'r1' });
    },
  );

  it.skipIf(!engine.available)(
    'fails a job whose workers kept dying once its attempts are spent',
    async () => {
      const queue = makeQueue(2);
      const id = await addJob(queue, 2);
      await eventually(() => queue.claim('dead-1'));
      await eventually(() => queue.claim('dead-2'));
      // Two deliveries spent: after the second lease ends the job fails instead of running a third time.
      const row = await eventually(async () => {
        expect(await queue.claim('w3')).toBeNull();
        const job = await jobs.find(id);
        return job?.status === 'failed' ? job : null;
      });
      expect(row.attempts).toBe(2);
      expect(row.error).toMatch(/worker went away.*2 attempts/);
    },
  );

  it.skipIf(!engine.available)('delivers a released job again at once', async () => {
    const queue = makeQueue();
    const id = await addJob(queue);
    const lease = await eventually(() => queue.claim('stopping'));
    await queue.release(lease);
    const again = await eventually(() => queue.claim('next'), 3000);
    expect(again).toMatchObject({ jobId: id, attempt: 2 });
    expect(await queue.heartbeat(lease)).toBe(false);
  });
});
