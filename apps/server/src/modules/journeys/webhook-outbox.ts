import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.js';
import type { WorkerLogger } from '../../jobs/worker.js';
import type { NetworkPolicy } from '../automation/runner/network-guard.js';
import { PeriodicPass } from './periodic-pass.js';
import {
  attemptWebhook,
  DEFAULT_WEBHOOK_DELAYS_MS,
  WEBHOOK_ATTEMPT_TIMEOUT_MS,
  webhookSignature,
} from './webhook-delivery.js';
import {
  claimNextAttempt,
  dueDeliveries,
  insertClaimedDelivery,
  purgeEndedDeliveries,
  recordAttempt,
  type WebhookDeliveryRow,
} from './webhook-deliveries.repository.js';

/**
 * How often a process looks for retries that are due whoever scheduled them (another instance, one
 * that stopped, a claim that lapsed). Retries this process schedules wake it when they are due.
 */
export const WEBHOOK_OUTBOX_POLL_MS = 10_000;
/** A wake-up comes this long after its retry's due time, so the retry is due when the pass reads it. */
const WAKE_MARGIN_MS = 20;
/** How long a claimed attempt is held: past it (its sender stopped mid-attempt), another sender retries. */
const CLAIM_MS = 3 * WEBHOOK_ATTEMPT_TIMEOUT_MS;
/** Due deliveries claimed per pass; the rest wait for the next pass. */
const BATCH = 20;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Ended deliveries are purged at most this often per process. */
const PURGE_EVERY_MS = 60 * 60 * 1000;

export interface WebhookOutboxOptions {
  db: Kysely<DatabaseSchema>;
  policy: NetworkPolicy;
  logger: WorkerLogger;
  /** Delays before each retry (default 2, 6, 18, 40 s); their count is the number of retries. */
  delaysMs?: readonly number[];
  /** RETENTION_DAYS: delivered and abandoned deliveries are purged after it (default 30). */
  retentionDays?: number;
  now?: () => number;
  fetch?: typeof fetch;
}

/** One journey alert to deliver. */
export interface WebhookAlert {
  ownerId: string;
  journeyId: string;
  url: string;
  /** The exact JSON text to send. */
  body: string;
  /** The journey's webhook secret, which signs the body. */
  secret: string;
}

/**
 * Journey alert webhooks, delivered from a table (`journey_webhook_deliveries`) so that retries
 * survive restarts and are shared by every instance. {@link enqueue} stores the alert and makes the
 * first attempt at once; a retryable failure (network error, timeout, 408, 429, 5xx) stores when
 * the next attempt is due and, after {@link start}, wakes this process then; {@link sendDue} (on those
 * wake-ups, and every 10 s in any instance for retries others left) claims each due attempt with one
 * conditional UPDATE, so an attempt is sent by one instance only.
 * After the last delay it gives up and logs why. The address is checked before every attempt; each
 * attempt carries the same body, signature and `X-Tagproof-Delivery` id.
 *
 * A sender that stops in the middle of an attempt leaves it claimed for 30 s; then it is retried
 * (a receiver may so see an attempt twice, with the same delivery id).
 */
export class WebhookOutbox {
  readonly #options: WebhookOutboxOptions;
  readonly #delays: readonly number[];
  readonly #inFlight = new Set<Promise<void>>();
  readonly #wakeUps = new Set<NodeJS.Timeout>();
  readonly #loop = new PeriodicPass(
    () => this.sendDue(),
    (error: unknown) => this.#options.logger.warn({ err: error }, 'the journey webhook pass failed'),
  );
  #purgedAt = Number.NEGATIVE_INFINITY;

  constructor(options: WebhookOutboxOptions) {
    this.#options = options;
    this.#delays = options.delaysMs ?? DEFAULT_WEBHOOK_DELAYS_MS;
  }

  #now(): number {
    return this.#options.now?.() ?? Date.now();
  }

  /** Stores the alert, then makes its first attempt in the background; answers its delivery id. */
  async enqueue(alert: WebhookAlert): Promise<string> {
    const now = this.#now();
    const row = await insertClaimedDelivery(
      this.#options.db,
      {
        id: randomUUID(),
        ownerId: alert.ownerId,
        journeyId: alert.journeyId,
        url: alert.url,
        body: alert.body,
        signature: webhookSignature(alert.secret, alert.body),
      },
      now,
      now + CLAIM_MS,
    );
    const first = this.#attempt(row, 1).catch((error: unknown) =>
      this.#options.logger.warn(
        { deliveryId: row.id, err: error },
        'a journey webhook attempt failed to run',
      ),
    );
    this.#inFlight.add(first);
    void first.finally(() => this.#inFlight.delete(first));
    return row.id;
  }

  /** One pass: purges old ended deliveries (hourly), claims and makes every due attempt it wins. */
  async sendDue(): Promise<number> {
    const { db, logger } = this.#options;
    const now = this.#now();
    if (now - this.#purgedAt >= PURGE_EVERY_MS) {
      this.#purgedAt = now;
      await purgeEndedDeliveries(db, now - (this.#options.retentionDays ?? 30) * DAY_MS);
    }
    const attempts: Array<Promise<void>> = [];
    for (const row of await dueDeliveries(db, now, BATCH)) {
      if (row.attempts > this.#delays.length) {
        // The last attempt's claim lapsed without a result: its sender stopped; no attempt is left.
        const reason = `the last attempt did not finish (${row.last_reason ?? 'its sender stopped'})`;
        const change = { status: 'abandoned' as const, nextAttemptAt: now, lastReason: reason };
        if (await recordAttempt(db, row.id, row.attempts, change, now))
          logger.warn(
            { journeyId: row.journey_id, deliveryId: row.id, attempts: row.attempts, reason },
            'journey webhook not delivered: gave up',
          );
        continue;
      }
      if (!(await claimNextAttempt(db, row, now, now + CLAIM_MS))) continue;
      attempts.push(this.#attempt(row, row.attempts + 1));
    }
    await Promise.all(attempts);
    return attempts.length;
  }

  async #attempt(row: WebhookDeliveryRow, attempt: number): Promise<void> {
    const { db, logger } = this.#options;
    const outcome = await attemptWebhook(
      { url: row.url, body: row.body, deliveryId: row.id, signature: row.signature },
      this.#options.policy,
      this.#options.fetch,
    );
    const now = this.#now();
    const about = { journeyId: row.journey_id, deliveryId: row.id, attempts: attempt };
    if (outcome.kind === 'delivered') {
      const change = { status: 'delivered' as const, nextAttemptAt: now, lastReason: null };
      if (await recordAttempt(db, row.id, attempt, change, now))
        logger.info({ ...about, status: outcome.status }, 'journey webhook delivered');
      return;
    }
    const delay = this.#delays[attempt - 1];
    if (outcome.kind === 'retryable' && delay !== undefined) {
      const change = { status: 'pending' as const, nextAttemptAt: now + delay, lastReason: outcome.reason };
      if (await recordAttempt(db, row.id, attempt, change, now)) {
        logger.info({ ...about, reason: outcome.reason, retryInMs: delay }, 'journey webhook attempt failed');
        this.#wakeIn(delay);
      }
      return;
    }
    const change = { status: 'abandoned' as const, nextAttemptAt: now, lastReason: outcome.reason };
    if (await recordAttempt(db, row.id, attempt, change, now))
      logger.warn(
        { ...about, reason: outcome.reason },
        outcome.kind === 'final'
          ? 'journey webhook not delivered'
          : 'journey webhook not delivered: gave up after the last retry',
      );
  }

  /** A pass when a retry this process scheduled is due (nothing unless started). */
  #wakeIn(delayMs: number): void {
    const timer = setTimeout(() => {
      this.#wakeUps.delete(timer);
      this.#loop.poke();
    }, delayMs + WAKE_MARGIN_MS);
    timer.unref();
    this.#wakeUps.add(timer);
  }

  /** Passes now and every `intervalMs` until {@link stop}; a pass never overlaps the previous one. */
  start(intervalMs: number = WEBHOOK_OUTBOX_POLL_MS): void {
    this.#loop.start(intervalMs);
  }

  /** Stops passing; waits for a pass and first attempts under way (what is left stays stored). */
  async stop(): Promise<void> {
    for (const timer of this.#wakeUps) clearTimeout(timer);
    this.#wakeUps.clear();
    await this.#loop.stop();
    await Promise.allSettled([...this.#inFlight]);
  }
}
