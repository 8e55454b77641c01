import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type Database } from '../db/database.js';
import { createTestSchema, findTestPostgres, type TestPostgres } from '../testing/test-postgres.js';
import { JobsRepository } from './jobs.repository.js';
import { PgBossQueue } from './pg-boss-queue.js';
import { AutomationWorker, type JobContext } from './worker.js';

const LEASE_MS = 1000;
const CHILD = fileURLToPath(new URL('./testing/pg-boss-worker-child.ts', import.meta.url));
const silent = { info() {}, warn() {}, error() {} };
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

      const worker = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', CHILD], {
        env: { ...process.env, DATABASE_URL: schema.url, LEASE_MS: String(LEASE_MS) },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      child = worker;
      const claimed = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('the worker process claimed nothing')), 30_000);
        worker.stdout?.on('data', (chunk: Buffer) => {
          const line = chunk.toString();
          if (!line.startsWith('claimed')) return;
          clearTimeout(timer);
          resolve(line.trim());
        });
        worker.once('exit', (code) => reject(new Error(`the worker process exited with ${code}`)));
      });
      expect(claimed).toBe('claimed killed-job 1');

      // While the child beats, pg-boss keeps the delivery active past its first expiry and the
      // table's lease holds: nobody else gets the job, although maintenance runs every second.
      await new Promise((resolve) => setTimeout(resolve, LEASE_MS * 3));
      expect(await queue.claim('intruder')).toBeNull();
      expect(await jobs.find('killed-job')).toMatchObject({ status: 'processing', attempts: 1 });

      worker.kill('SIGKILL');
      await new Promise((resolve) => worker.once('exit', resolve));
      const leaseEnd = Number((await jobs.find('killed-job'))?.lease_expires_at);

      const runs: Array<{ attempt: number; startedAt: number }> = [];
      const survivor = new AutomationWorker({
        queue,
        jobs,
        logger: silent,
        leaseMs: LEASE_MS,
        pollMs: 100,
        handler: async (_job, context: JobContext) => {
          runs.push({ attempt: context.lease.attempt, startedAt: Date.now() });
          await context.progress(1, 1, 'Click "Add to cart"');
          return { status: 'completed', result: { finishedBy: 'survivor' }, reportId: null };
        },
      });
      survivor.start();
      try {
        for (let waited = 0; (await jobs.find('killed-job'))?.status !== 'completed'; waited += 100) {
          if (waited > 30_000) throw new Error('the killed worker’s job was not taken again');
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      } finally {
        await survivor.stop();
      }
      expect(runs).toHaveLength(1);
      expect(runs[0]?.attempt).toBe(2);
      // Taken again only once the dead worker's last lease had run out.
      expect(runs[0]!.startedAt).toBeGreaterThanOrEqual(leaseEnd);
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
