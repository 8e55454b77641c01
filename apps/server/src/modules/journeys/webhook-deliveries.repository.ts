import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema, JourneyWebhookDeliveriesTable } from '../../db/schema.js';
import { isoAt } from '../../lib/clock.js';

export type WebhookDeliveryRow = Selectable<JourneyWebhookDeliveriesTable>;

/** A delivery's status: retries to come, or how it ended. */
export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'abandoned';

/** A new alert for the outbox. */
export interface NewWebhookDelivery {
  /** The `X-Tagproof-Delivery` id. */
  id: string;
  ownerId: string;
  journeyId: string;
  url: string;
  body: string;
  signature: string;
}

/** Stores a delivery whose first attempt its caller makes now: attempt 1, claimed until `claimUntil`. */
export async function insertClaimedDelivery(
  db: Kysely<DatabaseSchema>,
  delivery: NewWebhookDelivery,
  now: number,
  claimUntil: number,
): Promise<WebhookDeliveryRow> {
  const row: WebhookDeliveryRow = {
    id: delivery.id,
    owner_id: delivery.ownerId,
    journey_id: delivery.journeyId,
    url: delivery.url,
    body: delivery.body,
    signature: delivery.signature,
    status: 'pending',
    attempts: 1,
    next_attempt_at: claimUntil,
    last_reason: null,
    created_at: isoAt(now),
    updated_at: isoAt(now),
  };
  await db.insertInto('journey_webhook_deliveries').values(row).execute();
  return row;
}

/** Pending deliveries whose next attempt (or lapsed claim) is due at `now`, the longest waiting first. */
export function dueDeliveries(
  db: Kysely<DatabaseSchema>,
  now: number,
  limit: number,
): Promise<WebhookDeliveryRow[]> {
  return db
    .selectFrom('journey_webhook_deliveries')
    .selectAll()
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
}

/**
 * Claims the next attempt of `row` (as read) by raising its attempt count and holding it until
 * `claimUntil`, only if nobody changed it since: true for the one caller, of any instance, whose
 * UPDATE changed the row.
 */
export async function claimNextAttempt(
  db: Kysely<DatabaseSchema>,
  row: WebhookDeliveryRow,
  now: number,
  claimUntil: number,
): Promise<boolean> {
  const result = await db
    .updateTable('journey_webhook_deliveries')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      next_attempt_at: claimUntil,
      updated_at: isoAt(now),
    }))
    .where('id', '=', row.id)
    .where('status', '=', 'pending')
    .where('attempts', '=', row.attempts)
    .where('next_attempt_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Writes how attempt `attempt` went, only while the row is still pending at that attempt (a sender
 * whose claim lapsed and was taken over writes nothing): true when written.
 */
export async function recordAttempt(
  db: Kysely<DatabaseSchema>,
  id: string,
  attempt: number,
  change: { status: WebhookDeliveryStatus; nextAttemptAt: number; lastReason: string | null },
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('journey_webhook_deliveries')
    .set({
      status: change.status,
      next_attempt_at: change.nextAttemptAt,
      last_reason: change.lastReason,
      updated_at: isoAt(now),
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('attempts', '=', attempt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes delivered and abandoned deliveries last changed before `before` (epoch ms); answers how many. */
export async function purgeEndedDeliveries(db: Kysely<DatabaseSchema>, before: number): Promise<number> {
  const result = await db
    .deleteFrom('journey_webhook_deliveries')
    .where('status', 'in', ['delivered', 'abandoned'])
    .where('updated_at', '<', isoAt(before))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
