import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import type { AutomationJobsTable, DatabaseSchema } from '../db/schema.js';
import { isoAt } from '../lib/clock.js';
import { abandonedJobError, type JobOutcome, type Lease } from './job-queue.js';

export type JobRow = Selectable<AutomationJobsTable>;

/** A job as inserted by the automation service. */
export interface NewJob {
  id: string;
  ownerId: string | null;
  tokenHash: string;
  mode: string;
  websiteUrl: string;
  spec: unknown;
  limits: unknown;
  totalSteps: number;
  maxAttempts: number;
  /** The saved journey this job runs. */
  journeyId?: string | null;
}

/**
 * The `automation_jobs` table: inserts, reads and the lease-fenced writes both queues share. Every
 * write of a run names the claim's token, so it changes nothing once another claim took the job.
 */
export class JobsRepository {
  constructor(
    readonly db: Kysely<DatabaseSchema>,
    private readonly now: () => number = Date.now,
  ) {}

  async insert(job: NewJob): Promise<void> {
    const at = isoAt(this.now());
    await this.db
      .insertInto('automation_jobs')
      .values({
        id: job.id,
        owner_id: job.ownerId,
        token_hash: job.tokenHash,
        status: 'queued',
        mode: job.mode,
        website_url: job.websiteUrl,
        spec: JSON.stringify(job.spec),
        limits: JSON.stringify(job.limits),
        progress_step: 0,
        progress_total: job.totalSteps,
        progress_description: null,
        attempts: 0,
        max_attempts: job.maxAttempts,
        journey_id: job.journeyId ?? null,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }

  find(id: string): Promise<JobRow | undefined> {
    return this.db.selectFrom('automation_jobs').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * Claims `jobId` for a new lease if nobody holds it: it is queued, or its lease ended, and it has
   * attempts left. Answers the lease, or null.
   */
  async acquire(jobId: string, token: string, leaseMs: number): Promise<Lease | null> {
    const now = this.now();
    const row = await this.db
      .updateTable('automation_jobs')
      .set(this.#claimColumns(token, leaseMs, now))
      .where('id', '=', jobId)
      .where((eb) => this.#claimable(eb, now))
      .returning(['id', 'attempts'])
      .executeTakeFirst();
    return row ? { jobId: row.id, token, attempt: Number(row.attempts) } : null;
  }

  /** Claims the oldest claimable job in one statement (the SQLite queue). */
  async acquireNext(token: string, leaseMs: number): Promise<Lease | null> {
    const now = this.now();
    const next = this.db
      .selectFrom('automation_jobs')
      .select('id')
      .where((eb) => this.#claimable(eb, now))
      .orderBy('created_at')
      .orderBy('id')
      .limit(1);
    const row = await this.db
      .updateTable('automation_jobs')
      .set(this.#claimColumns(token, leaseMs, now))
      .where('id', '=', (eb) => eb.selectFrom(next.as('next')).select('next.id'))
      .where((eb) => this.#claimable(eb, now))
      .returning(['id', 'attempts'])
      .executeTakeFirst();
    return row ? { jobId: row.id, token, attempt: Number(row.attempts) } : null;
  }

  /** Renews the lease of a claim that still holds its job. */
  async renew(lease: Lease, leaseMs: number): Promise<boolean> {
    const now = this.now();
    const result = await this.#held(lease)
      .set({ lease_expires_at: now + leaseMs, heartbeat_at: now, updated_at: isoAt(now) })
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Records "step i of N" for a claim that still holds its job. */
  async progress(lease: Lease, step: number, total: number, description: string): Promise<boolean> {
    const result = await this.#held(lease)
      .set({
        progress_step: step,
        progress_total: total,
        progress_description: description.slice(0, 500),
        updated_at: isoAt(this.now()),
      })
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Writes the outcome and ends the job, if the claim still holds it. */
  async finish(lease: Lease, outcome: JobOutcome): Promise<boolean> {
    const at = isoAt(this.now());
    const result = await this.#held(lease)
      .set({
        status: outcome.status,
        result: outcome.result === undefined ? null : JSON.stringify(outcome.result),
        error: outcome.status === 'failed' ? outcome.error : null,
        report_id: outcome.status === 'completed' ? outcome.reportId : null,
        lease_owner: null,
        lease_expires_at: null,
        updated_at: at,
        finished_at: at,
      })
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Ends a claim without an outcome: the job can be claimed again at once (this attempt counted). */
  async release(lease: Lease): Promise<void> {
    const now = this.now();
    await this.#held(lease)
      .set({ lease_expires_at: now - 1, updated_at: isoAt(now) })
      .executeTakeFirst();
  }

  /** Marks failed every job whose last worker went away and that has no attempt left. */
  async failAbandoned(): Promise<number> {
    const now = this.now();
    const abandoned = await this.db
      .selectFrom('automation_jobs')
      .select(['id', 'attempts', 'lease_owner'])
      .where('status', '=', 'processing')
      .where('lease_expires_at', '<', now)
      .where((eb) => eb('attempts', '>=', eb.ref('max_attempts')))
      .execute();
    let failed = 0;
    for (const job of abandoned) {
      const at = isoAt(now);
      const result = await this.db
        .updateTable('automation_jobs')
        .set({
          status: 'failed',
          error: abandonedJobError(Number(job.attempts)),
          lease_owner: null,
          lease_expires_at: null,
          updated_at: at,
          finished_at: at,
        })
        .where('id', '=', job.id)
        .where('status', '=', 'processing')
        .where('lease_expires_at', '<', now)
        .executeTakeFirst();
      failed += Number(result.numUpdatedRows);
    }
    return failed;
  }

  /** Ends a job that cannot be delivered (the queue refused it), whoever may hold it. */
  async failUndeliverable(jobId: string, error: string): Promise<void> {
    const at = isoAt(this.now());
    await this.db
      .updateTable('automation_jobs')
      .set({ status: 'failed', error, updated_at: at, finished_at: at })
      .where('id', '=', jobId)
      .where('status', '=', 'queued')
      .execute();
  }

  #held(lease: Lease) {
    return this.db
      .updateTable('automation_jobs')
      .where('id', '=', lease.jobId)
      .where('lease_owner', '=', lease.token)
      .where('status', '=', 'processing');
  }

  #claimColumns(token: string, leaseMs: number, now: number) {
    return {
      status: 'processing',
      attempts: sql<number>`attempts + 1`,
      lease_owner: token,
      lease_expires_at: now + leaseMs,
      heartbeat_at: now,
      started_at: sql<string>`coalesce(started_at, ${isoAt(now)})`,
      updated_at: isoAt(now),
    };
  }

  #claimable(eb: ExpressionBuilder<DatabaseSchema, 'automation_jobs'>, now: number) {
    return eb.and([
      eb('attempts', '<', eb.ref('max_attempts')),
      eb.or([
        eb('status', '=', 'queued'),
        eb.and([eb('status', '=', 'processing'), eb('lease_expires_at', '<', now)]),
      ]),
    ]);
  }
}
