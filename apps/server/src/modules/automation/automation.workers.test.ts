import { AutomationJobResultSchema } from '@tagproof/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createJobQueue } from '../../jobs/create-queue.js';
import { JobsRepository } from '../../jobs/jobs.repository.js';
import { migrateToLatest, openDatabase, type Database } from '../../db/database.js';
import { STORAGE_ENGINES } from '../../testing/storage-engines.js';
import type { Config } from '../../config.js';
import { startAutomationWorkers } from './automation.workers.js';
import type { JourneyOutcome, JourneyRunnerApi, RunJourneyOptions } from './runner/journey-runner.js';

const silent = { info() {}, warn() {}, error() {} };

/** A runner that "runs" the journey without a browser: a landing page view, then an add_to_cart. */
function fakeRunner(runs: RunJourneyOptions[]): JourneyRunnerApi {
  return {
    async run(options: RunJourneyOptions): Promise<JourneyOutcome> {
      runs.push(options);
      await options.onProgress?.(2, 2, 'Click "Add to cart"');
      const hit = (requestId: string, actionIndex: number, en: string) => ({
        requestId,
        actionIndex,
        kind: 'tracking' as const,
        url: `https://shop.example/g/collect?v=2&tid=G-TEST12345&cid=1.2&en=${en}&cu=EUR&epn.value=25&pr1=idSKU-1~nmShirt~pr25~qt1`,
        method: 'GET',
        postData: null,
        timestamp: Date.now(),
        tabUrl: 'https://shop.example/',
        frameUrl: 'https://shop.example/',
      });
      const action = (index: number, type: string, description: string) => ({
        index,
        type,
        description,
        elementClickedText: type === 'click' ? 'Add to cart' : null,
        instruction: null,
        resolvedBy: null,
        status: 'passed' as const,
        error: null,
        startedAt: Date.now(),
        durationMs: 10,
        pageUrl: 'https://shop.example/',
        screenshot: Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
      });
      return {
        status: 'completed',
        error: null,
        mode: 'recording',
        websiteUrl: 'https://shop.example/',
        actions: [
          action(1, 'navigate', 'Navigate to https://shop.example/'),
          action(2, 'click', 'Click "Add to cart"'),
        ],
        hits: [hit('r1', 0, 'page_view'), hit('r2', 1, 'add_to_cart')],
        recording: { title: 'fake', steps: [] },
        startedAt: Date.now() - 20,
        finishedAt: Date.now(),
      };
    },
    async close() {},
  };
}

describe.each(STORAGE_ENGINES)('tagproof worker (startAutomationWorkers) on $name', (engine) => {
  let config: Config;
  let cleanup: () => Promise<void>;
  let database: Database;

  beforeEach(async () => {
    if (!engine.available) return;
    ({ config, cleanup } = await engine.setup());
    database = openDatabase(config);
    await migrateToLatest(database);
  });

  afterEach(async () => {
    if (!engine.available) return;
    await database.close();
    await cleanup();
  });

  it.skipIf(!engine.available)(
    'runs queued jobs without HTTP and keeps an anonymous report inline',
    async () => {
      const runs: RunJourneyOptions[] = [];
      const workers = await startAutomationWorkers(config, {
        count: 2,
        logger: silent,
        deps: { runner: fakeRunner(runs), pollMs: 50 },
      });
      expect(workers).toMatchObject({ count: 2, queue: engine.name === 'postgres' ? 'pg-boss' : 'sqlite' });
      const jobs = new JobsRepository(database.db);
      const submitter = createJobQueue(database, config);
      try {
        await jobs.insert({
          id: 'job-1',
          ownerId: null,
          tokenHash: '0'.repeat(64),
          mode: 'recording',
          websiteUrl: 'https://shop.example/',
          spec: {
            mode: 'recording',
            websiteUrl: 'https://shop.example/',
            title: 'fake',
            stepTimeoutMs: 30000,
            steps: [],
          },
          limits: { tier: 'free', maxTotalMs: 300000 },
          totalSteps: 2,
          maxAttempts: 3,
        });
        await submitter.enqueue('job-1');
        for (let waited = 0; (await jobs.find('job-1'))?.status !== 'completed'; waited += 50) {
          if (waited > 10_000) throw new Error(`job still ${(await jobs.find('job-1'))?.status}`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      } finally {
        await workers.stop();
        await submitter.close();
      }
      expect(runs).toHaveLength(1);
      expect(runs[0]).toMatchObject({ maxTotalMs: 300000, policy: { allowPrivate: false } });
      const row = await jobs.find('job-1');
      expect(row).toMatchObject({ progress_step: 2, progress_total: 2, report_id: null });
      const result = AutomationJobResultSchema.parse(JSON.parse(row?.result ?? 'null'));
      expect(result.actions[1]?.events.map((event) => event.eventName)).toEqual(['add_to_cart']);
      expect(result.actions[1]?.screenshotUrl).toBe('/api/automation/results/job-1/screenshots/2');
      expect(result.report?.AllRequestsAllActionsAllTestResults.summary).toMatchObject({
        totalActions: 2,
        totalRequests: 2,
        vendors: { GOOGLEANALYTICS4: { totalRequests: 2 } },
      });
      const screenshots = await database.db
        .selectFrom('automation_screenshots')
        .select('action_index')
        .execute();
      expect(screenshots.map((shot) => shot.action_index).sort()).toEqual([1, 2]);
    },
  );
});
