import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.js';
import { isoAt } from '../../lib/clock.js';
import type { ActionRecord } from './runner/journey-runner.js';

/** Replaces a job's screenshots with those of its (latest) run: one JPEG per action that has one. */
export async function saveScreenshots(
  db: Kysely<DatabaseSchema>,
  jobId: string,
  actions: readonly ActionRecord[],
): Promise<void> {
  const at = isoAt(Date.now());
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('automation_screenshots').where('job_id', '=', jobId).execute();
    for (const action of actions) {
      if (!action.screenshot) continue;
      await trx
        .insertInto('automation_screenshots')
        .values({
          job_id: jobId,
          action_index: action.index,
          content_type: 'image/jpeg',
          data: action.screenshot,
          created_at: at,
        })
        .execute();
    }
  });
}

/** One action's screenshot, or undefined. */
export async function findScreenshot(
  db: Kysely<DatabaseSchema>,
  jobId: string,
  actionIndex: number,
): Promise<{ contentType: string; data: Buffer } | undefined> {
  const row = await db
    .selectFrom('automation_screenshots')
    .select(['content_type', 'data'])
    .where('job_id', '=', jobId)
    .where('action_index', '=', actionIndex)
    .executeTakeFirst();
  return row ? { contentType: row.content_type, data: Buffer.from(row.data) } : undefined;
}
