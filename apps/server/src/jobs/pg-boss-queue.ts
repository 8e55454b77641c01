import { EventEmitter } from 'node:events';
import PgBoss from 'pg-boss';
import { randomSecret } from '../lib/secrets.js';
import {
  DEFAULT_LEASE_MS,
  DEFAULT_MAX_ATTEMPTS,
  type JobOutcome,
  type JobQueue,
  type Lease,
  type QueueOptions,
} from './job-queue.js';
import type { JobsRepository } from './jobs.repository.js';

/** The pg-boss queue automation jobs are sent to. */
export const AUTOMATION_QUEUE_NAME = 'tagproof-automation';

export interface PgBossQueueOptions extends QueueOptions {
  /** The PostgreSQL URL (DATABASE_URL). */
  connectionString: string;
  /** pg-boss's schema (default: the URL's `search_path`, else `pgboss`). */
  schema?: string;
  /** How often pg-boss looks for expired leases (default: half the lease, at least 1 s). */
  maintenanceIntervalSeconds?: number;
  /**
   * RETENTION_DAYS: pg-boss's archive of deliveries (each holds only a job id) is deleted after this
   * many days, at most pg-boss's default 7, so it never outlives the jobs it points at for long.
   */
  retentionDays?: number;
  onError?: (error: unknown) => void;
}

interface DeliveryData {
  jobId: string;
}

/**
 * pg-boss 10 on PostgreSQL (SKIP LOCKED delivery, expiry, retries): the queue of deployments with
 * several instances. A delivery's pg-boss expiry is the lease: each heartbeat pushes it to "now +
 * lease", so pg-boss retries a job only when its worker stopped beating, and the `automation_jobs`
 * lease columns fence every write as on SQLite. pg-boss starts on first use, so an app that never
 * queues a job never touches its schema.
 */
export class PgBossQueue implements JobQueue {
  readonly kind = 'pg-boss' as const;
  readonly #jobs: JobsRepository;
  readonly #options: PgBossQueueOptions;
  readonly #leaseMs: number;
  readonly #schema: string;
  readonly #events = new EventEmitter();
  #boss: Promise<PgBoss> | null = null;
  #closed = false;

  constructor(jobs: JobsRepository, options: PgBossQueueOptions) {
    this.#jobs = jobs;
    this.#options = options;
    this.#leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.#schema = options.schema ?? pgBossSchemaFor(options.connectionString);
    if (!/^[A-Za-z_][A-Za-z0-9_]{0,49}$/.test(this.#schema))
      throw new Error(`pg-boss schema "${this.#schema}" is not a plain identifier`);
  }

  async enqueue(jobId: string): Promise<void> {
    const boss = await this.#start();
    await boss.send(AUTOMATION_QUEUE_NAME, { jobId } satisfies DeliveryData, this.#sendOptions());
    this.#events.emit('available');
  }

  async claim(workerId: string): Promise<Lease | null> {
    const boss = await this.#start();
    await this.#jobs.failAbandoned();
    for (let tries = 0; tries < 10; tries++) {
      const [delivery] = await boss.fetch<DeliveryData>(AUTOMATION_QUEUE_NAME, { batchSize: 1 });
      if (!delivery) return null;
      const jobId = delivery.data?.jobId;
      const lease = jobId
        ? await this.#jobs.acquire(jobId, `${workerId}/${randomSecret(12)}`, this.#leaseMs)
        : null;
      if (lease) return { ...lease, deliveryId: delivery.id };
      // Not claimable: finished already, out of attempts, or still leased by a live worker (pg-boss
      // and the table disagree by a clock tick). Drop this delivery; a leased job is sent again
      // for when its lease ends, so it is not lost if that worker dies after all.
      const row = jobId ? await this.#jobs.find(jobId) : undefined;
      if (row?.status === 'processing' && Number(row.attempts) < Number(row.max_attempts)) {
        const waitSeconds = Math.ceil((Number(row.lease_expires_at ?? 0) - Date.now()) / 1000) + 1;
        await boss.send(AUTOMATION_QUEUE_NAME, { jobId: row.id } satisfies DeliveryData, {
          ...this.#sendOptions(),
          startAfter: Math.max(1, waitSeconds),
        });
      }
      await boss.complete(AUTOMATION_QUEUE_NAME, delivery.id).catch(this.#reportError);
    }
    return null;
  }

  async heartbeat(lease: Lease): Promise<boolean> {
    const held = await this.#jobs.renew(lease, this.#leaseMs);
    if (!held || !lease.deliveryId) return held;
    const boss = await this.#start();
    await boss.getDb().executeSql(
      `UPDATE ${this.#schema}.job SET expire_in = (now() - started_on) + $3 * interval '1 millisecond'
         WHERE name = $1 AND id = $2 AND state = 'active'`,
      [AUTOMATION_QUEUE_NAME, lease.deliveryId, this.#leaseMs],
    );
    return true;
  }

  async finish(lease: Lease, outcome: JobOutcome): Promise<boolean> {
    const written = await this.#jobs.finish(lease, outcome);
    if (written && lease.deliveryId) {
      const boss = await this.#start();
      await boss.complete(AUTOMATION_QUEUE_NAME, lease.deliveryId).catch(this.#reportError);
    }
    return written;
  }

  async release(lease: Lease): Promise<void> {
    await this.#jobs.release(lease);
    if (!lease.deliveryId) return;
    const boss = await this.#start();
    // A failed delivery is retried at once (retryDelay 0) by whichever worker fetches next.
    await boss.fail(AUTOMATION_QUEUE_NAME, lease.deliveryId).catch(this.#reportError);
  }

  onAvailable(listener: () => void): () => void {
    this.#events.on('available', listener);
    return () => this.#events.off('available', listener);
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#events.removeAllListeners();
    const starting = this.#boss;
    this.#boss = null;
    if (starting) {
      const boss = await starting.catch(() => null);
      await boss?.stop({ graceful: false, wait: true, timeout: 1000 });
    }
  }

  #sendOptions(): PgBoss.SendOptions {
    return {
      retryLimit: (this.#options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS) - 1,
      retryDelay: 0,
      expireInSeconds: Math.max(1, Math.ceil(this.#leaseMs / 1000)),
    };
  }

  #reportError = (error: unknown) => {
    this.#options.onError?.(error);
  };

  #start(): Promise<PgBoss> {
    if (this.#closed) return Promise.reject(new Error('the automation queue is closed'));
    this.#boss ??= (async () => {
      const boss = new PgBoss({
        connectionString: this.#options.connectionString,
        schema: this.#schema,
        max: 4,
        application_name: 'tagproof-automation',
        schedule: false,
        // Deliveries are archived 12 hours after they ended (pg-boss's default), then deleted.
        deleteAfterDays: Math.min(
          PGBOSS_DELETE_AFTER_DAYS,
          this.#options.retentionDays ?? PGBOSS_DELETE_AFTER_DAYS,
        ),
        maintenanceIntervalSeconds:
          this.#options.maintenanceIntervalSeconds ?? Math.max(1, Math.round(this.#leaseMs / 2000)),
      });
      boss.on('error', this.#reportError);
      try {
        await boss.start();
        await ensureAutomationQueue(boss);
      } catch (error) {
        await boss.stop({ graceful: false, wait: false }).catch(() => undefined);
        throw error;
      }
      return boss;
    })();
    this.#boss.catch(() => {
      this.#boss = null;
    });
    return this.#boss;
  }
}

/** pg-boss's own default for deleting its archive. */
const PGBOSS_DELETE_AFTER_DAYS = 7;

/** Attempts at creating the automation queue before giving up. */
const CREATE_QUEUE_ATTEMPTS = 6;

/**
 * Creates the automation queue unless it exists. Processes starting together race here: inside
 * pg-boss's `create_queue`, one inserts the queue row while the other's DDL waits for a lock the
 * first holds, and PostgreSQL aborts one of them as a deadlock, possibly the one that created the
 * row. So a failure is answered by looking again, and trying again after a short, jittered wait.
 */
async function ensureAutomationQueue(boss: PgBoss): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    if (await boss.getQueue(AUTOMATION_QUEUE_NAME)) return;
    try {
      await boss.createQueue(AUTOMATION_QUEUE_NAME);
      return;
    } catch (error) {
      if (attempt >= CREATE_QUEUE_ATTEMPTS) {
        if (await boss.getQueue(AUTOMATION_QUEUE_NAME)) return;
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}

/** The schema of a URL's `options=-c search_path=…`, else `pgboss`. */
export function pgBossSchemaFor(connectionString: string): string {
  try {
    const options = new URL(connectionString).searchParams.get('options') ?? '';
    const match = /search_path=([A-Za-z_][A-Za-z0-9_]*)/.exec(options);
    return match?.[1] ?? 'pgboss';
  } catch {
    return 'pgboss';
  }
}
