import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { migrateToLatest, openDatabase } from '../../db/database.js';
import { createManualClock } from '../../lib/clock.js';
import { createEngineTestApp, type EngineTestApp } from '../../testing/engine-app.js';
import { STORAGE_ENGINES } from '../../testing/storage-engines.js';
import { sessionCookieOf, signUpAndSignIn } from '../../testing/users.js';
import { DAY_MS } from './purge-expired-runs.js';
import { insertJob, insertSavedReport, remainingJobIds } from './testing/runs-fixture.js';

describe.each(STORAGE_ENGINES)('retention in the server on $name', (engine) => {
  let test: EngineTestApp | undefined;

  afterEach(async () => {
    await test?.close();
    test = undefined;
  });

  it.skipIf(!engine.available)(
    'purges runs past RETENTION_DAYS by the clock, keeping a saved report and the screenshots its page shows',
    async () => {
      const clock = createManualClock(Date.now());
      test = await createEngineTestApp(engine, { retentionDays: 30 }, { clock });
      const { app } = test;
      const alice = await signUpAndSignIn(app, { verified: true });
      const now = clock.now();
      await insertJob(app.db, {
        id: 'anonymous-run',
        status: 'completed',
        createdAt: now,
        screenshots: 2,
        token: 'viewer-token',
      });
      await insertJob(app.db, {
        id: 'failed-run',
        ownerId: alice.userId,
        status: 'failed',
        createdAt: now,
        screenshots: 1,
      });
      await insertJob(app.db, {
        id: 'saved-run',
        ownerId: alice.userId,
        status: 'completed',
        createdAt: now,
        reportId: 'saved-report',
        screenshots: 2,
      });
      await insertSavedReport(app.db, {
        id: 'saved-report',
        ownerId: alice.userId,
        jobId: 'saved-run',
        at: now,
      });

      clock.advance(29 * DAY_MS);
      expect(await app.retention.purgeNow()).toEqual({ jobs: 0, anonymousResults: 0, screenshots: 0 });
      clock.advance(2 * DAY_MS);
      expect(await app.retention.purgeNow()).toEqual({ jobs: 2, anonymousResults: 1, screenshots: 3 });

      const anonymous = await app.inject({ url: '/api/automation/results/anonymous-run?token=viewer-token' });
      expect(anonymous.statusCode).toBe(404);
      expect(anonymous.json()).toMatchObject({ type: 'automation_job_not_found' });
      // Alice's session ended with the month that went by: she signs in again.
      const session = await app.inject({
        method: 'POST',
        url: '/v1/account/sessions/email',
        payload: { email: alice.email, password: 'testpassword' },
      });
      const asAlice = { headers: { cookie: sessionCookieOf(session.headers['set-cookie']) ?? '' } };
      expect((await app.inject({ url: '/api/automation/results/failed-run', ...asAlice })).statusCode).toBe(
        404,
      );

      const report = await app.inject({
        url: '/v1/databases/tagproof/collections/testsuitesresults/documents/saved-report',
        ...asAlice,
      });
      expect(report.statusCode).toBe(200);
      const screenshot = await app.inject({
        url: '/api/automation/results/saved-run/screenshots/1',
        ...asAlice,
      });
      expect(screenshot.statusCode).toBe(200);
      expect(screenshot.headers['content-type']).toBe('image/jpeg');
    },
  );

  it.skipIf(!engine.available)('purges once as soon as the server is ready', async () => {
    const { config, cleanup } = await engine.setup({ retentionDays: 7 });
    const database = openDatabase(config);
    try {
      await migrateToLatest(database);
      await insertJob(database.db, { id: 'old', status: 'failed', createdAt: Date.now() - 8 * DAY_MS });
      await insertJob(database.db, { id: 'recent', status: 'failed', createdAt: Date.now() - 6 * DAY_MS });
      const app = await buildApp(config, { database });
      try {
        await expect.poll(() => remainingJobIds(database.db), { timeout: 10_000 }).toEqual(['recent']);
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
      await cleanup();
    }
  });
});
