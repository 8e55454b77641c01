/**
 * The automation queue: one interface, two engines (DESIGN.md "Scale"). The embedded default keeps
 * jobs in the `automation_jobs` table with a lease and a heartbeat ({@link SqliteQueue}); on
 * PostgreSQL, pg-boss 10 delivers them ({@link PgBossQueue}). Either way:
 *
 * - a claimed job is held under a lease that the worker renews with {@link JobQueue.heartbeat};
 * - a job whose worker died (no heartbeat until the lease ends) is delivered again, up to its
 *   `max_attempts`, then marked failed;
 * - a job never runs twice at once: a claim is exclusive while its lease lasts, and every write of a
 *   run (progress, the outcome) is conditioned on the claim's token, so a worker that lost its lease
 *   writes nothing.
 */
export interface JobQueue {
  /** `sqlite` (the jobs table) or `pg-boss`. */
  readonly kind: 'sqlite' | 'pg-boss';
  /** Makes a job (already inserted as `queued` in `automation_jobs`) available to workers. */
  enqueue(jobId: string): Promise<void>;
  /** The next job for `workerId` under a fresh lease, or null when there is none. */
  claim(workerId: string): Promise<Lease | null>;
  /** Renews the lease; false when it was lost (expired and taken, or the job ended): stop the run. */
  heartbeat(lease: Lease): Promise<boolean>;
  /** Records the run's outcome and ends the job; false (nothing written) when the lease was lost. */
  finish(lease: Lease, outcome: JobOutcome): Promise<boolean>;
  /** Gives a job back without an outcome (worker shutting down): it is delivered again at once. */
  release(lease: Lease): Promise<void>;
  /** Wakes this process's idle workers (a job was just queued here). */
  onAvailable(listener: () => void): () => void;
  close(): Promise<void>;
}

/** A claim on one job. */
export interface Lease {
  jobId: string;
  /** Unique to this claim: the fencing token of every write. */
  token: string;
  /** 1 for the first run, 2 for the run after a dead worker's… */
  attempt: number;
  /** pg-boss's id of the delivery (pg-boss queue only). */
  deliveryId?: string;
}

/** How a run ended. */
export type JobOutcome =
  | { status: 'completed'; result: unknown; reportId: string | null }
  | { status: 'failed'; error: string; result: unknown };

/** Timing of leases and retries, shared by both queues. */
export interface QueueOptions {
  /** How long a claim lasts without a heartbeat (default 30 s). */
  leaseMs?: number;
  /** Deliveries of one job at most, counting the first (default 3). */
  maxAttempts?: number;
}

export const DEFAULT_LEASE_MS = 30_000;
export const DEFAULT_MAX_ATTEMPTS = 3;

/** The text a job gets when every attempt ended with its worker gone. */
export function abandonedJobError(attempts: number): string {
  return `The automation stopped: its worker went away during the run (${attempts} attempt${attempts === 1 ? '' : 's'}).`;
}
