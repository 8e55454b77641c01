import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Config } from '../../config.js';
import { migrateToLatest, openDatabase, type Database } from '../../db/database.js';
import { createManualClock } from '../../lib/clock.js';
import type { Mailer } from '../email/mailer.js';
import { STORAGE_ENGINES } from '../../testing/storage-engines.js';
import { JourneyAlerter } from './journey-alerts.js';
import {
  journeyJob,
  insertJourney,
  recordingLogger,
  startReceiver,
  type ReceivedHook,
  type WebhookReceiver,
} from './testing/webhook-fixture.js';
import { DEFAULT_WEBHOOK_DELAYS_MS } from './webhook-delivery.js';
import { insertClaimedDelivery } from './webhook-deliveries.repository.js';
import { WebhookOutbox, type WebhookOutboxOptions } from './webhook-outbox.js';

const IDS = { ownerId: 'alice', journeyId: 'checkout' };
const SECRET = 'whsec_test';
const DAY_MS = 24 * 60 * 60 * 1000;
const noMail: Mailer = {
  transport: 'outbox',
  send: () => Promise.reject(new Error('no e-mail in these tests')),
  close: () => undefined,
};

/** Answers 503 to the first request of each delivery id, then 200. */
const failFirst = (hook: ReceivedHook, earlier: ReceivedHook[]) =>
  earlier.some((seen) => seen.headers['x-tagproof-delivery'] === hook.headers['x-tagproof-delivery'])
    ? 200
    : 503;

describe.each(STORAGE_ENGINES)('durable journey webhooks on $name', (engine) => {
  const clock = createManualClock();
  let config: Config;
  let cleanup: () => Promise<void>;
  const databases: Database[] = [];
  const outboxes: WebhookOutbox[] = [];
  let receiver: WebhookReceiver | undefined;

  /** A connection to the test database, as a process (re)started on it would open one. */
  async function connect(): Promise<Database> {
    const database = openDatabase(config);
    databases.push(database);
    await migrateToLatest(database);
    return database;
  }

  function outboxOn(database: Database, options: Partial<WebhookOutboxOptions> = {}) {
    const outbox = new WebhookOutbox({
      db: database.db,
      policy: { allowPrivate: true },
      logger: recordingLogger().logger,
      now: clock.now,
      ...options,
    });
    outboxes.push(outbox);
    return outbox;
  }

  const deliveries = (database: Database) =>
    database.db.selectFrom('journey_webhook_deliveries').selectAll().orderBy('created_at').execute();

  beforeEach(async (context) => {
    if (!engine.available) context.skip();
    ({ config, cleanup } = await engine.setup());
    clock.set(Date.parse('2026-05-01T10:00:00.000Z'));
  });

  afterEach(async () => {
    for (const outbox of outboxes.splice(0)) await outbox.stop();
    for (const database of databases.splice(0)) await database.close();
    await receiver?.close();
    receiver = undefined;
    await cleanup?.();
  });

  it('wakes when a retry it scheduled is due, long before its next poll', async () => {
    receiver = await startReceiver(failFirst);
    const database = await connect();
    await insertJourney(database.db, IDS, receiver.url, SECRET, clock.now());
    // The real clock: the wake-up is a real timer. Its own poll runs once now, then hourly.
    const outbox = outboxOn(database, { now: () => Date.now(), delaysMs: [200] });
    outbox.start(60 * 60 * 1000);
    await outbox.enqueue({ ...IDS, url: receiver.url, body: '{"reason":"failed"}', secret: SECRET });
    const deadline = Date.now() + 5_000;
    while (receiver.received.length < 2 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(receiver.received).toHaveLength(2);
    await outbox.stop();
    const [row] = await deliveries(database);
    expect(row).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('retries a 503 after a restart: two attempts, one delivery id, the same signed body', async () => {
    receiver = await startReceiver(failFirst);
    const before = await connect();
    await insertJourney(before.db, IDS, receiver.url, SECRET, clock.now());
    const first = outboxOn(before);
    const alerter = new JourneyAlerter({
      db: before.db,
      mailer: noMail,
      compare: () => ({ regressions: [], changes: 0 }),
      outbox: first,
      logger: recordingLogger().logger,
      appUrl: 'https://tagproof.test',
    });
    await alerter.afterRun({
      job: journeyJob(IDS, 'job-1', clock.now()),
      status: 'failed',
      error: 'net::ERR_CONNECTION_REFUSED',
      reportId: null,
      report: null,
      finishedAt: '2026-05-01T10:00:00.000+00:00',
    });
    // The process stops after the first attempt (503): what is left is in the table.
    await first.stop();
    expect(receiver.received).toHaveLength(1);
    const [pending] = await deliveries(before);
    expect(pending).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_reason: 'the receiver answered 503',
    });
    expect(Number(pending?.next_attempt_at)).toBe(clock.now() + DEFAULT_WEBHOOK_DELAYS_MS[0]!);
    await before.close();
    databases.splice(databases.indexOf(before), 1);

    // A new process on the same database: nothing is due before the first delay has passed.
    const after = await connect();
    const second = outboxOn(after);
    clock.advance(DEFAULT_WEBHOOK_DELAYS_MS[0]! - 1);
    expect(await second.sendDue()).toBe(0);
    clock.advance(1);
    expect(await second.sendDue()).toBe(1);

    expect(receiver.received).toHaveLength(2);
    const [failed, delivered] = receiver.received as [ReceivedHook, ReceivedHook];
    expect(delivered.headers['x-tagproof-delivery']).toBe(failed.headers['x-tagproof-delivery']);
    expect(delivered.headers['x-tagproof-delivery']).toBe(pending?.id);
    expect(delivered.body).toBe(failed.body);
    expect(delivered.headers['x-tagproof-signature']).toBe(
      `sha256=${createHmac('sha256', SECRET).update(delivered.body).digest('hex')}`,
    );
    expect(delivered.headers['x-tagproof-signature']).toBe(failed.headers['x-tagproof-signature']);
    expect(JSON.parse(delivered.body)).toMatchObject({
      event: 'journey.alert',
      reason: 'failed',
      journey: { id: IDS.journeyId, name: 'Checkout' },
      run: { jobId: 'job-1', error: 'net::ERR_CONNECTION_REFUSED', status: 'failed' },
    });
    expect(await deliveries(after)).toMatchObject([{ status: 'delivered', attempts: 2 }]);
    clock.advance(60_000);
    expect(await second.sendDue()).toBe(0);
    expect(receiver.received).toHaveLength(2);
  });

  it('sends each due attempt once when two instances race for it', async () => {
    receiver = await startReceiver(failFirst);
    const one = await connect();
    await insertJourney(one.db, IDS, receiver.url, SECRET, clock.now());
    const sender = outboxOn(one);
    for (let index = 0; index < 6; index += 1)
      await sender.enqueue({ ...IDS, url: receiver.url, body: `{"alert":${index}}`, secret: SECRET });
    await sender.stop();
    expect(receiver.received).toHaveLength(6);

    const two = await connect();
    const [a, b] = [outboxOn(one), outboxOn(two)];
    clock.advance(DEFAULT_WEBHOOK_DELAYS_MS[0]!);
    const [sentByA, sentByB] = await Promise.all([a.sendDue(), b.sendDue()]);
    expect(sentByA + sentByB).toBe(6);
    expect(receiver.received).toHaveLength(12);
    const perDelivery = new Map<unknown, number>();
    for (const hook of receiver.received) {
      const id = hook.headers['x-tagproof-delivery'];
      perDelivery.set(id, (perDelivery.get(id) ?? 0) + 1);
    }
    expect([...perDelivery.values()]).toEqual([2, 2, 2, 2, 2, 2]);
    expect((await deliveries(two)).map((row) => [row.status, row.attempts])).toEqual(
      Array.from({ length: 6 }, () => ['delivered', 2]),
    );
  });

  it('gives up after the last delay and logs why', async () => {
    receiver = await startReceiver(() => 500);
    const database = await connect();
    await insertJourney(database.db, IDS, receiver.url, SECRET, clock.now());
    const { logger, lines } = recordingLogger();
    const outbox = outboxOn(database, { delaysMs: [1_000, 5_000], logger });
    await outbox.enqueue({ ...IDS, url: receiver.url, body: '{}', secret: SECRET });
    await outbox.stop();
    clock.advance(1_000);
    expect(await outbox.sendDue()).toBe(1);
    clock.advance(4_999);
    expect(await outbox.sendDue()).toBe(0);
    clock.advance(1);
    expect(await outbox.sendDue()).toBe(1);
    clock.advance(DAY_MS);
    expect(await outbox.sendDue()).toBe(0);

    expect(receiver.received).toHaveLength(3);
    expect(await deliveries(database)).toMatchObject([
      { status: 'abandoned', attempts: 3, last_reason: 'the receiver answered 500' },
    ]);
    const gaveUp = lines.filter((line) => line.level === 'warn');
    expect(gaveUp).toHaveLength(1);
    expect(gaveUp[0]?.message).toMatch(/gave up/);
    expect(gaveUp[0]?.details).toMatchObject({
      journeyId: IDS.journeyId,
      attempts: 3,
      reason: 'the receiver answered 500',
    });
  });

  it('checks the address before every attempt: a retry to a now-refused address is not sent', async () => {
    receiver = await startReceiver(failFirst);
    const database = await connect();
    await insertJourney(database.db, IDS, receiver.url, SECRET, clock.now());
    const permissive = outboxOn(database);
    await permissive.enqueue({ ...IDS, url: receiver.url, body: '{}', secret: SECRET });
    await permissive.stop();
    const strict = outboxOn(database, { policy: { allowPrivate: false } });
    clock.advance(DEFAULT_WEBHOOK_DELAYS_MS[0]!);
    await strict.sendDue();
    expect(receiver.received).toHaveLength(1);
    const [row] = await deliveries(database);
    expect(row).toMatchObject({ status: 'abandoned', attempts: 2 });
    expect(row?.last_reason).toContain('loopback');
  });

  it('retries an attempt whose sender stopped mid-way once its claim lapses', async () => {
    receiver = await startReceiver(() => 200);
    const database = await connect();
    await insertJourney(database.db, IDS, receiver.url, SECRET, clock.now());
    // As a sender leaves it when it stops between storing the alert and recording the first attempt.
    await insertClaimedDelivery(
      database.db,
      { id: 'd-1', ...IDS, url: receiver.url, body: '{}', signature: 'sha256=00' },
      clock.now(),
      clock.now() + 30_000,
    );
    const outbox = outboxOn(database);
    clock.advance(29_999);
    expect(await outbox.sendDue()).toBe(0);
    clock.advance(1);
    expect(await outbox.sendDue()).toBe(1);
    expect(receiver.received.map((hook) => hook.headers['x-tagproof-delivery'])).toEqual(['d-1']);
    expect(await deliveries(database)).toMatchObject([{ status: 'delivered', attempts: 2 }]);
  });

  it('purges ended deliveries after the retention, keeps pending ones, and drops them with their journey', async () => {
    receiver = await startReceiver(failFirst);
    const database = await connect();
    await insertJourney(database.db, IDS, receiver.url, SECRET, clock.now());
    const sender = outboxOn(database, { retentionDays: 30 });
    await sender.enqueue({ ...IDS, url: receiver.url, body: '{"a":1}', secret: SECRET });
    await sender.stop();
    clock.advance(DEFAULT_WEBHOOK_DELAYS_MS[0]!);
    await sender.sendDue();
    await sender.enqueue({ ...IDS, url: receiver.url, body: '{"a":2}', secret: SECRET });
    await sender.stop();
    expect((await deliveries(database)).map((row) => row.status)).toEqual(['delivered', 'pending']);

    clock.advance(30 * DAY_MS + 1);
    const later = outboxOn(database, { retentionDays: 30, policy: { allowPrivate: true } });
    await later.sendDue();
    // The delivered one is gone; the pending one was sent by that pass and has just ended.
    expect((await deliveries(database)).map((row) => [row.status, row.body])).toEqual([
      ['delivered', '{"a":2}'],
    ]);

    await database.db.deleteFrom('journeys').where('id', '=', IDS.journeyId).execute();
    expect(await deliveries(database)).toEqual([]);
  });
});
