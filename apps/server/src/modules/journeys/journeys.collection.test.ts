import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type Database } from '../../db/database.js';
import { JobsRepository } from '../../jobs/jobs.repository.js';
import { createJobQueue } from '../../jobs/create-queue.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { createEngineTestApp, type EngineTestApp } from '../../testing/engine-app.js';
import { STORAGE_ENGINES } from '../../testing/storage-engines.js';
import { signUpAndSignIn, type SignedInUser } from '../../testing/users.js';
import { AutomationService } from '../automation/automation.service.js';
import { JourneyScheduler } from './journey-scheduler.js';

const JOURNEYS = '/v1/databases/tagproof/collections/journeys/documents';
const REQUEST = {
  navigation: { websiteUrl: 'https://shop.example/' },
  useAI: true,
  instructions: [{ action: 'click', prompt: 'Click "Buy"' }],
};
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe.each(STORAGE_ENGINES)('journeys on $name', (engine) => {
  let test: EngineTestApp;
  let app: FastifyInstance;
  let alice: SignedInUser;
  const opened: Database[] = [];
  const queues: JobQueue[] = [];

  beforeEach(async (context) => {
    if (!engine.available) context.skip();
    test = await createEngineTestApp(engine, { automationAllowPrivateTargets: false });
    app = test.app;
    alice = await signUpAndSignIn(app, { verified: true });
  });

  afterEach(async () => {
    await Promise.all(queues.splice(0).map((queue) => queue.close()));
    await Promise.all(opened.splice(0).map((database) => database.close()));
    await test?.close();
  });

  const call = (user: SignedInUser, options: InjectOptions) =>
    app.inject({ ...options, headers: { 'x-appwrite-project': 'tagproof', cookie: user.cookie } });
  const create = (user: SignedInUser, data: Record<string, unknown>) =>
    call(user, { method: 'POST', url: JOURNEYS, payload: { documentId: 'unique()', data } });

  it('stores a journey with its schedule and next slot, owner-only; the schedule is checked', async () => {
    const created = await create(alice, { name: 'Checkout', request: REQUEST, schedule: 'hourly' });
    expect(created.statusCode).toBe(201);
    const journey = created.json();
    expect(journey).toMatchObject({ $collectionId: 'journeys', name: 'Checkout', schedule: 'hourly' });
    expect(JSON.parse(journey.request)).toEqual(REQUEST);
    expect(JSON.parse(journey.alerts)).toEqual({ email: false, webhookUrl: null });
    const next = Date.parse(journey.nextRunAt);
    expect(next).toBeGreaterThan(Date.now());
    expect(next % 3_600_000).toBe(0);
    expect(journey).not.toHaveProperty('webhook_secret');

    const bob = await signUpAndSignIn(app, { verified: true });
    const url = `${JOURNEYS}/${journey.$id}`;
    expect((await call(bob, { method: 'GET', url })).statusCode).toBe(404);
    expect((await call(bob, { method: 'PATCH', url, payload: { data: { name: 'x' } } })).statusCode).toBe(
      404,
    );

    const badCron = await create(alice, { name: 'x', request: REQUEST, schedule: '61 * * * *' });
    expect(badCron.statusCode).toBe(400);
    expect(badCron.json().message).toContain('61 is out of range in the minute field (0-59)');
    const forged = await create(alice, {
      name: 'x',
      request: REQUEST,
      nextRunAt: '2000-01-01T00:00:00.000+00:00',
    });
    expect(forged.statusCode).toBe(400);
    const badRequest = await create(alice, { name: 'x', request: { useAI: true, instructions: [] } });
    expect(badRequest.statusCode).toBe(400);
    expect(badRequest.json().message).toContain('Website URL is required');
    const badHook = await create(alice, { name: 'x', request: REQUEST, alerts: { webhookUrl: 'ftp://x' } });
    expect(badHook.statusCode).toBe(400);

    const unscheduled = await call(alice, { method: 'PATCH', url, payload: { data: { schedule: null } } });
    expect(unscheduled.json()).toMatchObject({ schedule: null, nextRunAt: null });
  });

  it('refuses alerts sent as long or deep JSON text before parsing it, and takes them as JSON text', async () => {
    // Parsing megabytes of `[[[…` holds the event loop for seconds: refused before it is parsed.
    const long = await create(alice, { name: 'x', request: REQUEST, alerts: '['.repeat(1_000_000) });
    expect([long.statusCode, long.json().type]).toEqual([400, 'document_invalid_structure']);
    expect(long.json().message).toMatch(/alerts: Too big/);
    const deep = await create(alice, { name: 'x', request: REQUEST, alerts: '['.repeat(10_000) });
    expect([deep.statusCode, deep.json().type]).toEqual([400, 'document_invalid_structure']);
    expect(deep.json().message).toMatch(/alerts: .* nested deeper than 64 levels/);
    const asText = await create(alice, { name: 'x', request: REQUEST, alerts: '{"email":true}' });
    expect(asText.statusCode, asText.body).toBe(201);
    expect(JSON.parse(asText.json().alerts)).toEqual({ email: true, webhookUrl: null });
  });

  it('shows a new webhook secret once, to the owner only; runs on demand within the network rule', async () => {
    const journey = (
      await create(alice, {
        name: 'Local',
        request: { ...REQUEST, navigation: { websiteUrl: 'http://127.0.0.1:9/' } },
      })
    ).json();
    const secretUrl = `/api/journeys/${journey.$id}/webhook-secret`;
    const first = await call(alice, { method: 'POST', url: secretUrl, payload: {} });
    expect(first.statusCode).toBe(201);
    expect(first.json().secret).toMatch(/^whsec_[\w-]{40,}$/);
    const second = await call(alice, { method: 'POST', url: secretUrl, payload: {} });
    expect(second.json().secret).not.toBe(first.json().secret);
    const bob = await signUpAndSignIn(app, { verified: true });
    expect((await call(bob, { method: 'POST', url: secretUrl, payload: {} })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: secretUrl, payload: {} })).statusCode).toBe(401);

    const run = await call(alice, { method: 'POST', url: `/api/journeys/${journey.$id}/run`, payload: {} });
    expect(run.statusCode).toBe(400);
    expect(run.json().type).toBe('automation_target_refused');
  });

  it('runs a slot exactly once across two racing instances, and a missed slot once after a restart', async () => {
    const journey = (await create(alice, { name: 'Hourly', request: REQUEST, schedule: 'hourly' })).json();
    const slot = Date.parse(journey.nextRunAt);
    const queuedJobs = async () =>
      app.db.selectFrom('automation_jobs').selectAll().where('journey_id', '=', journey.$id).execute();
    // Two instances: each its own connection to the same database, its own scheduler.
    const instances: Array<{ database: Database; automation: AutomationService }> = [];
    for (let index = 0; index < 2; index += 1) {
      const database = openDatabase(test.config);
      opened.push(database);
      await migrateToLatest(database);
      const jobs = new JobsRepository(database.db);
      const queue = createJobQueue(database, test.config);
      queues.push(queue);
      const automation = new AutomationService(jobs, queue, {
        allowPrivate: false,
        lookup: () => Promise.resolve(['93.184.216.34']),
      });
      instances.push({ database, automation });
    }
    const schedulerAt = (index: number, now: number) => {
      const instance = instances[index];
      if (!instance) throw new Error('no instance');
      return new JourneyScheduler({
        db: instance.database.db,
        automation: instance.automation,
        logger: silent,
        now: () => now,
      });
    };

    expect(await schedulerAt(0, slot - 1000).runDue()).toBe(0);
    const race = await Promise.all([
      schedulerAt(0, slot + 5000).runDue(),
      schedulerAt(1, slot + 5000).runDue(),
      schedulerAt(0, slot + 6000).runDue(),
      schedulerAt(1, slot + 6000).runDue(),
    ]);
    expect(race.reduce((sum, count) => sum + count, 0)).toBe(1);
    const jobs = await queuedJobs();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ owner_id: alice.userId, journey_id: journey.$id, status: 'queued' });

    // Nothing ran for five hours (all instances down): on start, one run, and the next slot is after now.
    const later = slot + 5 * 3_600_000 + 60_000;
    expect(await schedulerAt(1, later).runDue()).toBe(1);
    expect(await schedulerAt(0, later).runDue()).toBe(0);
    expect(await queuedJobs()).toHaveLength(2);
    const stored = (await call(alice, { method: 'GET', url: `${JOURNEYS}/${journey.$id}` })).json();
    expect(Date.parse(stored.nextRunAt)).toBe(slot + 6 * 3_600_000);
  });
});
