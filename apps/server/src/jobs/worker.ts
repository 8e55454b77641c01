import { hostname } from 'node:os';
import { DEFAULT_LEASE_MS, type JobOutcome, type JobQueue, type Lease } from './job-queue.js';
import type { JobRow, JobsRepository } from './jobs.repository.js';

/** What a handler gets besides the job: when to stop, and where to report progress. */
export interface JobContext {
  lease: Lease;
  /**
   * Aborted when the worker lost its lease (another worker may run the job now) or is shutting
   * down: stop the run; whatever is answered then is not written.
   */
  signal: AbortSignal;
  /** Records "step i of N" (ignored once the lease is lost). */
  progress(step: number, total: number, description: string): Promise<void>;
}

/** Runs one claimed job and answers its outcome (a thrown error fails the job with its message). */
export type JobHandler = (job: JobRow, context: JobContext) => Promise<JobOutcome>;

export interface WorkerLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface WorkerOptions {
  id?: string;
  queue: JobQueue;
  jobs: JobsRepository;
  handler: JobHandler;
  logger: WorkerLogger;
  /** How long an idle worker waits before looking again (default 1 s; a local enqueue wakes it). */
  pollMs?: number;
  /** Lease length, to beat three times per lease (default 30 s → every 10 s). */
  leaseMs?: number;
}

class StopReason extends Error {
  constructor(readonly kind: 'lease-lost' | 'shutdown') {
    super(kind === 'lease-lost' ? 'the worker lost its lease on the job' : 'the worker is shutting down');
  }
}

/**
 * One automation worker: claims a job, runs it with a heartbeat that renews its lease, writes the
 * outcome under that lease. A job runs on one worker at a time; a worker runs one job at a time.
 */
export class AutomationWorker {
  readonly id: string;
  readonly #options: WorkerOptions;
  #stopping = false;
  #loop: Promise<void> | null = null;
  #current: AbortController | null = null;
  #wake: (() => void) | null = null;

  constructor(options: WorkerOptions) {
    this.#options = options;
    this.id = options.id ?? `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;
  }

  start(): void {
    this.#loop ??= this.#run();
  }

  /** Stops claiming, aborts the running job and gives it back to the queue, then resolves. */
  async stop(): Promise<void> {
    this.#stopping = true;
    this.#current?.abort(new StopReason('shutdown'));
    this.#wake?.();
    await this.#loop;
  }

  async #run(): Promise<void> {
    const { queue, logger } = this.#options;
    const unsubscribe = queue.onAvailable(() => this.#wake?.());
    try {
      while (!this.#stopping) {
        let lease: Lease | null = null;
        try {
          lease = await queue.claim(this.id);
        } catch (error) {
          if (this.#stopping) break;
          logger.error({ err: error, worker: this.id }, 'could not claim an automation job');
        }
        if (lease) await this.#runJob(lease);
        else await this.#idle();
      }
    } finally {
      unsubscribe();
    }
  }

  #idle(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, this.#options.pollMs ?? 1000);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.#wake = () => {
        this.#wake = null;
        done();
      };
    });
  }

  async #runJob(lease: Lease): Promise<void> {
    const { queue, jobs, handler, logger } = this.#options;
    const controller = new AbortController();
    this.#current = controller;
    const leaseMs = this.#options.leaseMs ?? DEFAULT_LEASE_MS;
    let beating = false;
    const heartbeat = setInterval(
      () => {
        if (beating || controller.signal.aborted) return;
        beating = true;
        queue
          .heartbeat(lease)
          .then((held) => {
            if (!held) controller.abort(new StopReason('lease-lost'));
          })
          .catch((error: unknown) => logger.warn({ err: error, jobId: lease.jobId }, 'heartbeat failed'))
          .finally(() => {
            beating = false;
          });
      },
      Math.max(50, Math.floor(leaseMs / 3)),
    );

    logger.info({ jobId: lease.jobId, attempt: lease.attempt, worker: this.id }, 'automation job started');
    let outcome: JobOutcome;
    try {
      const job = await jobs.find(lease.jobId);
      if (!job) throw new Error(`job ${lease.jobId} disappeared`);
      outcome = await handler(job, {
        lease,
        signal: controller.signal,
        progress: async (step, total, description) => {
          if (!controller.signal.aborted) await jobs.progress(lease, step, total, description);
        },
      });
    } catch (error) {
      outcome = {
        status: 'failed',
        error: error instanceof Error ? error.message : String(error),
        result: null,
      };
    } finally {
      clearInterval(heartbeat);
      this.#current = null;
    }

    const reason: unknown = controller.signal.aborted ? controller.signal.reason : null;
    try {
      if (reason instanceof StopReason && reason.kind === 'shutdown') {
        await queue.release(lease);
        logger.info({ jobId: lease.jobId }, 'automation job given back: the worker is stopping');
      } else if (reason instanceof StopReason) {
        logger.warn({ jobId: lease.jobId }, 'automation job abandoned: the lease was lost');
      } else if (await queue.finish(lease, outcome)) {
        logger.info({ jobId: lease.jobId, status: outcome.status }, 'automation job finished');
      } else {
        logger.warn({ jobId: lease.jobId }, 'automation job outcome discarded: the lease was lost');
      }
    } catch (error) {
      logger.error({ err: error, jobId: lease.jobId }, 'could not record the automation job outcome');
    }
  }
}

/** Several workers sharing one queue. */
export interface WorkerPool {
  readonly workers: readonly AutomationWorker[];
  stop(): Promise<void>;
}

/** Starts `count` workers (0 starts none). */
export function startWorkerPool(count: number, options: Omit<WorkerOptions, 'id'>): WorkerPool {
  const base = `${hostname()}:${process.pid}`;
  const workers = Array.from(
    { length: count },
    (_, index) => new AutomationWorker({ ...options, id: `${base}:${index + 1}` }),
  );
  for (const worker of workers) worker.start();
  return {
    workers,
    async stop() {
      await Promise.all(workers.map((worker) => worker.stop()));
    },
  };
}
