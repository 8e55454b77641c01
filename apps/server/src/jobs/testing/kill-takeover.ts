import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import type { JobQueue } from '../job-queue.js';
import type { JobsRepository } from '../jobs.repository.js';
import { AutomationWorker, type JobContext } from '../worker.js';

const CHILD = fileURLToPath(new URL('./worker-child.ts', import.meta.url));
const silent = { info() {}, warn() {}, error() {} };

/** A worker process (worker-child.ts) and the `claimed <jobId> <attempt>` line it prints first. */
export interface ClaimingWorker {
  child: ChildProcess;
  claimed: Promise<string>;
}

/**
 * Starts worker-child.ts with `env` (DATA_DIR for SQLite, or DATABASE_URL for pg-boss, and
 * LEASE_MS); `claimed` rejects when it claims nothing within `timeoutMs` or exits first.
 */
export function spawnClaimingWorker(env: Record<string, string>, timeoutMs: number): ClaimingWorker {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', CHILD], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const claimed = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the worker process claimed nothing')), timeoutMs);
    child.stdout?.on('data', (chunk: Buffer) => {
      const line = chunk.toString();
      if (!line.startsWith('claimed')) return;
      clearTimeout(timer);
      resolve(line.trim());
    });
    child.once('exit', (code) => reject(new Error(`the worker process exited with ${code}`)));
  });
  return { child, claimed };
}

/** One run of the surviving worker's handler. */
export interface SurvivorRun {
  attempt: number;
  startedAt: number;
}

/**
 * Runs a worker in this process until `jobId` is completed (or `timeoutMs` passes) and answers the
 * runs its handler made: each reports progress 1 of 1 and completes with `{finishedBy: 'survivor'}`.
 */
async function finishOnSurvivor(options: {
  queue: JobQueue;
  jobs: JobsRepository;
  jobId: string;
  leaseMs: number;
  pollMs: number;
  timeoutMs: number;
}): Promise<SurvivorRun[]> {
  const runs: SurvivorRun[] = [];
  const survivor = new AutomationWorker({
    queue: options.queue,
    jobs: options.jobs,
    logger: silent,
    leaseMs: options.leaseMs,
    pollMs: options.pollMs,
    handler: async (_job, context: JobContext) => {
      runs.push({ attempt: context.lease.attempt, startedAt: Date.now() });
      await context.progress(1, 1, 'Click "Add to cart"');
      return { status: 'completed', result: { finishedBy: 'survivor' }, reportId: null };
    },
  });
  survivor.start();
  try {
    for (let waited = 0; (await options.jobs.find(options.jobId))?.status !== 'completed'; waited += 100) {
      if (waited > options.timeoutMs) throw new Error(`job ${options.jobId} was not taken again`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await survivor.stop();
  }
  return runs;
}

/**
 * Kills the worker process with SIGKILL, notes when the lease it last renewed runs out, then lets a
 * survivor finish the job ({@link finishOnSurvivor}): the survivor's runs, and that lease end.
 */
export async function killThenFinishOnSurvivor(
  child: ChildProcess,
  options: Parameters<typeof finishOnSurvivor>[0],
): Promise<{ runs: SurvivorRun[]; leaseEnd: number }> {
  child.kill('SIGKILL');
  await new Promise((resolve) => child.once('exit', resolve));
  const leaseEnd = Number((await options.jobs.find(options.jobId))?.lease_expires_at);
  return { runs: await finishOnSurvivor(options), leaseEnd };
}

/**
 * The take-over went right: the survivor ran the job exactly once, as its second attempt, and only
 * once the dead worker's last lease (`leaseEnd`) had run out.
 */
export function expectTakenOverOnce({ runs, leaseEnd }: { runs: SurvivorRun[]; leaseEnd: number }): void {
  expect(runs).toHaveLength(1);
  expect(runs[0]?.attempt).toBe(2);
  expect(runs[0]!.startedAt).toBeGreaterThanOrEqual(leaseEnd);
}
