import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/schema.js';
import { isoAt } from '../../../lib/clock.js';
import { sha256Hex } from '../../../lib/secrets.js';

export interface FixtureJob {
  id: string;
  /** Null for an anonymous job. */
  ownerId?: string | null;
  status: 'queued' | 'processing' | 'completed' | 'failed';
  /** When it was submitted. */
  createdAt: number;
  /** When it ended (completed and failed jobs). */
  finishedAt?: number;
  /** The saved report the job's result links (signed-in, completed). */
  reportId?: string | null;
  /** Screenshots stored for it. */
  screenshots?: number;
  /** The viewer token (default: one nobody knows). */
  token?: string;
}

/** A user row, for jobs and reports to belong to. */
export async function insertUser(db: Kysely<DatabaseSchema>, id: string, at: number): Promise<void> {
  await db
    .insertInto('users')
    .values({
      id,
      email: `${id}@example.com`,
      name: id,
      password_hash: null,
      email_verified: 1,
      prefs: '{}',
      created_at: isoAt(at),
      updated_at: isoAt(at),
      password_updated_at: null,
      accessed_at: isoAt(at),
    })
    .execute();
}

/** An automation job in the state given, with `screenshots` JPEG rows, as the worker leaves them. */
export async function insertJob(db: Kysely<DatabaseSchema>, job: FixtureJob): Promise<void> {
  const ended = job.status === 'completed' || job.status === 'failed';
  const finishedAt = ended ? isoAt(job.finishedAt ?? job.createdAt) : null;
  await db
    .insertInto('automation_jobs')
    .values({
      id: job.id,
      owner_id: job.ownerId ?? null,
      token_hash: job.token ? sha256Hex(job.token) : 'f'.repeat(64),
      status: job.status,
      mode: 'recording',
      website_url: 'https://shop.example/',
      spec: '{}',
      limits: '{}',
      progress_step: 0,
      progress_total: 2,
      progress_description: null,
      attempts: job.status === 'queued' ? 0 : 1,
      max_attempts: 3,
      lease_owner: job.status === 'processing' ? 'worker/token' : null,
      lease_expires_at: job.status === 'processing' ? job.createdAt + 30_000 : null,
      heartbeat_at: job.status === 'processing' ? job.createdAt : null,
      result: ended ? JSON.stringify({ jobId: job.id, report: job.ownerId ? null : { inline: true } }) : null,
      error: job.status === 'failed' ? 'Automation failed' : null,
      report_id: job.reportId ?? null,
      created_at: isoAt(job.createdAt),
      updated_at: finishedAt ?? isoAt(job.createdAt),
      started_at: job.status === 'queued' ? null : isoAt(job.createdAt),
      finished_at: finishedAt,
    })
    .execute();
  for (let index = 0; index < (job.screenshots ?? 0); index++) {
    await db
      .insertInto('automation_screenshots')
      .values({
        job_id: job.id,
        action_index: index,
        content_type: 'image/jpeg',
        data: Buffer.from([0xff, 0xd8, 0xff, index]),
        created_at: finishedAt ?? isoAt(job.createdAt),
      })
      .execute();
  }
}

/** A saved report of `jobId` in `testsuitesresults`, as the worker saves it for a signed-in owner. */
export async function insertSavedReport(
  db: Kysely<DatabaseSchema>,
  report: { id: string; ownerId: string; jobId: string; at: number },
): Promise<void> {
  await db
    .insertInto('test_suite_results')
    .values({
      owner_id: report.ownerId,
      id: report.id,
      created_at: isoAt(report.at),
      updated_at: isoAt(report.at),
      test_suite_result: '{}',
      job_id: report.jobId,
      website_url: 'https://shop.example/',
    })
    .execute();
}

/** The ids of the jobs left, sorted. */
export async function remainingJobIds(db: Kysely<DatabaseSchema>): Promise<string[]> {
  const rows = await db.selectFrom('automation_jobs').select('id').orderBy('id').execute();
  return rows.map((row) => row.id);
}

/** The job ids that still have screenshots, sorted. */
export async function jobIdsWithScreenshots(db: Kysely<DatabaseSchema>): Promise<string[]> {
  const rows = await db
    .selectFrom('automation_screenshots')
    .select('job_id')
    .distinct()
    .orderBy('job_id')
    .execute();
  return rows.map((row) => row.job_id);
}
