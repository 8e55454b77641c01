import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Config } from '../../config.js';
import { migrateToLatest, openDatabase, type Database } from '../../db/database.js';
import { createManualClock } from '../../lib/clock.js';
import { STORAGE_ENGINES } from '../../testing/storage-engines.js';
import { DAY_MS, purgeExpiredRuns } from './purge-expired-runs.js';
import {
  insertJob,
  insertSavedReport,
  insertUser,
  jobIdsWithScreenshots,
  remainingJobIds,
} from './testing/runs-fixture.js';

describe.each(STORAGE_ENGINES)('purging expired automation runs on $name', (engine) => {
  const clock = createManualClock();
  let config: Config;
  let database: Database;
  let cleanup: () => Promise<void>;

  beforeEach(async (context) => {
    if (!engine.available) context.skip();
    const setup = await engine.setup();
    ({ config, cleanup } = setup);
    database = openDatabase(config);
    await migrateToLatest(database);
    clock.set(Date.parse('2026-05-01T10:00:00.000Z'));
  });

  afterEach(async () => {
    await database?.close();
    await cleanup?.();
  });

  const daysAgo = (days: number) => clock.now() - days * DAY_MS;

  it('deletes ended jobs past the retention with their screenshots, and keeps the rest', async () => {
    const { db } = database;
    await insertUser(db, 'alice', daysAgo(100));
    const jobs = [
      {
        id: 'anon-old',
        status: 'completed',
        createdAt: daysAgo(32),
        finishedAt: daysAgo(31),
        screenshots: 2,
      },
      {
        id: 'anon-recent',
        status: 'completed',
        createdAt: daysAgo(29),
        finishedAt: daysAgo(29),
        screenshots: 1,
      },
      {
        id: 'anon-old-failed',
        status: 'failed',
        createdAt: daysAgo(45),
        finishedAt: daysAgo(45),
        screenshots: 1,
      },
      { id: 'alice-failed', ownerId: 'alice', status: 'failed', createdAt: daysAgo(40), screenshots: 3 },
      // Finished recently although submitted long ago: retention counts from the end.
      {
        id: 'alice-long-run',
        ownerId: 'alice',
        status: 'failed',
        createdAt: daysAgo(40),
        finishedAt: daysAgo(2),
      },
      {
        id: 'saved',
        ownerId: 'alice',
        status: 'completed',
        createdAt: daysAgo(60),
        reportId: 'report-1',
        screenshots: 2,
      },
      {
        id: 'report-deleted',
        ownerId: 'alice',
        status: 'completed',
        createdAt: daysAgo(60),
        reportId: 'gone',
        screenshots: 1,
      },
      { id: 'still-queued', status: 'queued', createdAt: daysAgo(90) },
      { id: 'still-running', ownerId: 'alice', status: 'processing', createdAt: daysAgo(90), screenshots: 1 },
    ] as const;
    for (const job of jobs) await insertJob(db, job);
    await insertSavedReport(db, { id: 'report-1', ownerId: 'alice', jobId: 'saved', at: daysAgo(60) });

    const purged = await purgeExpiredRuns(database, { retentionDays: 30, now: clock.now() });

    expect(purged).toEqual({ jobs: 4, anonymousResults: 2, screenshots: 7 });
    expect(await remainingJobIds(db)).toEqual([
      'alice-long-run',
      'anon-recent',
      'saved',
      'still-queued',
      'still-running',
    ]);
    // The saved report stays, and so do the screenshots its page shows.
    expect(await jobIdsWithScreenshots(db)).toEqual(['anon-recent', 'saved', 'still-running']);
    const reports = await db.selectFrom('test_suite_results').select('id').execute();
    expect(reports).toEqual([{ id: 'report-1' }]);
  });

  it('purges a saved report’s job once the user deleted the report', async () => {
    const { db } = database;
    await insertUser(db, 'bob', daysAgo(100));
    await insertJob(db, {
      id: 'bob-run',
      ownerId: 'bob',
      status: 'completed',
      createdAt: daysAgo(50),
      reportId: 'r',
      screenshots: 1,
    });
    await insertSavedReport(db, { id: 'r', ownerId: 'bob', jobId: 'bob-run', at: daysAgo(50) });
    expect((await purgeExpiredRuns(database, { retentionDays: 30, now: clock.now() })).jobs).toBe(0);

    await db.deleteFrom('test_suite_results').where('id', '=', 'r').execute();
    expect(await purgeExpiredRuns(database, { retentionDays: 30, now: clock.now() })).toEqual({
      jobs: 1,
      anonymousResults: 0,
      screenshots: 1,
    });
    expect(await remainingJobIds(db)).toEqual([]);
  });

  it('follows RETENTION_DAYS and the clock', async () => {
    await insertJob(database.db, { id: 'run', status: 'completed', createdAt: daysAgo(5), screenshots: 1 });
    expect((await purgeExpiredRuns(database, { retentionDays: 7, now: clock.now() })).jobs).toBe(0);
    clock.advance(2 * DAY_MS + 1);
    expect((await purgeExpiredRuns(database, { retentionDays: 7, now: clock.now() })).jobs).toBe(1);
  });

  it('purges a large backlog in batches, and from two purges at once without counting a job twice', async () => {
    for (let index = 0; index < 23; index++) {
      const id = `old-${String(index).padStart(2, '0')}`;
      await insertJob(database.db, { id, status: 'completed', createdAt: daysAgo(40), screenshots: 1 });
    }
    await insertJob(database.db, { id: 'young', status: 'completed', createdAt: daysAgo(1), screenshots: 1 });
    // On PostgreSQL a second pool, as a second instance has. On SQLite the same handle: a second
    // connection in this one thread would wait synchronously on the first one's write lock.
    const other = engine.name === 'postgres' ? openDatabase(config) : null;
    try {
      const options = { retentionDays: 30, now: clock.now(), batchSize: 4 };
      const [first, second] = await Promise.all([
        purgeExpiredRuns(database, options),
        purgeExpiredRuns(other ?? database, options),
      ]);
      expect(first.jobs + second.jobs).toBe(23);
      expect(first.screenshots + second.screenshots).toBe(23);
    } finally {
      await other?.close();
    }
    expect(await remainingJobIds(database.db)).toEqual(['young']);
  });
});
