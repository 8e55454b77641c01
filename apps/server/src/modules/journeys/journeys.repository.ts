import type { Kysely, Selectable } from 'kysely';
import type { JourneyFailedRun } from '@tagproof/contracts';
import type { DatabaseSchema, JourneysTable } from '../../db/schema.js';
import { appwriteDate } from '../../lib/clock.js';

export type JourneyRow = Selectable<JourneysTable>;

/** The journey `id` of `ownerId`, or undefined. */
export function findJourney(
  db: Kysely<DatabaseSchema>,
  ownerId: string,
  id: string,
): Promise<JourneyRow | undefined> {
  return db
    .selectFrom('journeys')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Scheduled journeys whose next slot is at or before `at` (an Appwrite date), oldest slot first. */
export function dueJourneys(db: Kysely<DatabaseSchema>, at: string, limit: number): Promise<JourneyRow[]> {
  return db
    .selectFrom('journeys')
    .selectAll()
    .where('next_run_at', 'is not', null)
    .where('next_run_at', '<=', at)
    .orderBy('next_run_at')
    .limit(limit)
    .execute();
}

/**
 * Claims the slot `journey.next_run_at` by moving it to `following`, only if no one moved it first:
 * true for the one caller (of any instance) whose UPDATE changed the row.
 */
export async function claimSlot(
  db: Kysely<DatabaseSchema>,
  journey: JourneyRow,
  following: string | null,
): Promise<boolean> {
  if (journey.next_run_at === null) return false;
  const result = await db
    .updateTable('journeys')
    .set({ next_run_at: following })
    .where('owner_id', '=', journey.owner_id)
    .where('id', '=', journey.id)
    .where('next_run_at', '=', journey.next_run_at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Sets the baseline run of a journey (the server's write: the first run of a journey without one). */
export async function setBaselineIfNone(
  db: Kysely<DatabaseSchema>,
  ownerId: string,
  id: string,
  reportId: string,
): Promise<boolean> {
  const result = await db
    .updateTable('journeys')
    .set({ baseline_report_id: reportId })
    .where('owner_id', '=', ownerId)
    .where('id', '=', id)
    .where('baseline_report_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Replaces the webhook secret of a journey; false when the journey is not the owner's. */
export async function storeWebhookSecret(
  db: Kysely<DatabaseSchema>,
  ownerId: string,
  id: string,
  secret: string,
): Promise<boolean> {
  const result = await db
    .updateTable('journeys')
    .set({ webhook_secret: secret })
    .where('owner_id', '=', ownerId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The stored report `id` of `ownerId` (its JSON text), or undefined. */
export async function findReportText(
  db: Kysely<DatabaseSchema>,
  ownerId: string,
  id: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('test_suite_results')
    .select('test_suite_result')
    .where('owner_id', '=', ownerId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.test_suite_result;
}

/**
 * The latest `limit` failed runs of the journey `journeyId` of `ownerId`, newest first: their jobs
 * (a failed run saves no report), kept until the retention purges them.
 */
export async function findFailedRuns(
  db: Kysely<DatabaseSchema>,
  ownerId: string,
  journeyId: string,
  limit: number,
): Promise<JourneyFailedRun[]> {
  const rows = await db
    .selectFrom('automation_jobs')
    .select(['id', 'error', 'finished_at', 'updated_at'])
    .where('journey_id', '=', journeyId)
    .where('status', '=', 'failed')
    .where('owner_id', '=', ownerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    jobId: row.id,
    finishedAt: appwriteDate(row.finished_at ?? row.updated_at),
    error: row.error ?? 'The run failed.',
  }));
}
