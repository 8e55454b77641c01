import { EventEmitter } from 'node:events';
import { randomSecret } from '../lib/secrets.js';
import {
  DEFAULT_LEASE_MS,
  type JobOutcome,
  type JobQueue,
  type Lease,
  type QueueOptions,
} from './job-queue.js';
import type { JobsRepository } from './jobs.repository.js';

/**
 * The embedded queue: the `automation_jobs` table itself. A claim is one UPDATE … RETURNING of the
 * oldest job that is queued, or whose lease ended, and has attempts left (SQLite runs one write at a
 * time, so two workers, even in two processes on the same file, never get the same claim). Works on
 * any database Kysely speaks, but PostgreSQL deployments use {@link PgBossQueue}.
 */
export class SqliteQueue implements JobQueue {
  readonly kind = 'sqlite' as const;
  readonly #jobs: JobsRepository;
  readonly #leaseMs: number;
  readonly #events = new EventEmitter();

  constructor(jobs: JobsRepository, options: QueueOptions = {}) {
    this.#jobs = jobs;
    this.#leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  }

  async enqueue(_jobId: string): Promise<void> {
    // The row is the queue entry: only wake this process's workers.
    this.#events.emit('available');
  }

  async claim(workerId: string): Promise<Lease | null> {
    await this.#jobs.failAbandoned();
    return this.#jobs.acquireNext(`${workerId}/${randomSecret(12)}`, this.#leaseMs);
  }

  heartbeat(lease: Lease): Promise<boolean> {
    return this.#jobs.renew(lease, this.#leaseMs);
  }

  finish(lease: Lease, outcome: JobOutcome): Promise<boolean> {
    return this.#jobs.finish(lease, outcome);
  }

  async release(lease: Lease): Promise<void> {
    await this.#jobs.release(lease);
    this.#events.emit('available');
  }

  onAvailable(listener: () => void): () => void {
    this.#events.on('available', listener);
    return () => this.#events.off('available', listener);
  }

  async close(): Promise<void> {
    this.#events.removeAllListeners();
  }
}
