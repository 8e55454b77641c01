import { JourneyDocumentSchema, JourneyFailedRunsAnswerSchema } from '@tagproof/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isoAt } from '../../lib/clock.js';
import { createEngineTestApp, type EngineTestApp } from '../../testing/engine-app.js';
import { STORAGE_ENGINES } from '../../testing/storage-engines.js';
import { signUpAndSignIn, type SignedInUser } from '../../testing/users.js';
import { journeyJob } from './testing/webhook-fixture.js';

const JOURNEYS = '/v1/databases/tagproof/collections/journeys/documents';
const REQUEST = {
  navigation: { websiteUrl: 'https://shop.example/' },
  useAI: false,
  nonAIInstructions: { steps: [{ type: 'navigate', url: 'https://shop.example/' }] },
};
const T0 = Date.parse('2026-05-01T10:00:00.000Z');

describe.each(STORAGE_ENGINES)('a journey’s failed runs on $name', (engine) => {
  let test: EngineTestApp;
  let app: FastifyInstance;
  let alice: SignedInUser;

  beforeEach(async (context) => {
    if (!engine.available) context.skip();
    test = await createEngineTestApp(engine, { automationAllowPrivateTargets: false });
    app = test.app;
    alice = await signUpAndSignIn(app, { verified: true });
  });

  afterEach(async () => {
    await test?.close();
  });

  const call = (user: SignedInUser | null, options: InjectOptions) =>
    app.inject({
      ...options,
      headers: { 'x-appwrite-project': 'tagproof', ...(user ? { cookie: user.cookie } : {}) },
    });
  const createJourney = async (user: SignedInUser, name: string) => {
    const created = await call(user, {
      method: 'POST',
      url: JOURNEYS,
      payload: { documentId: 'unique()', data: { name, request: REQUEST } },
    });
    expect(created.statusCode, created.body).toBe(201);
    return JourneyDocumentSchema.parse(created.json()).$id;
  };
  /** A run of `journeyId` that ended `minutes` after T0, as the worker leaves its job. */
  const ended = (
    ownerId: string,
    journeyId: string,
    jobId: string,
    minutes: number,
    status: 'completed' | 'failed',
    error: string | null = null,
  ) => {
    const at = T0 + minutes * 60_000;
    return app.db
      .insertInto('automation_jobs')
      .values({
        ...journeyJob({ ownerId, journeyId }, jobId, at),
        status,
        error,
        lease_owner: null,
        lease_expires_at: null,
        finished_at: isoAt(at + 5_000),
      })
      .execute();
  };

  it('lists the failed runs of the journey with their error, newest first, owner-only', async () => {
    const checkout = await createJourney(alice, 'Checkout');
    const other = await createJourney(alice, 'Other');
    await ended(
      alice.userId,
      checkout,
      'job-1',
      0,
      'failed',
      'net::ERR_CONNECTION_REFUSED at https://shop.example/',
    );
    await ended(alice.userId, checkout, 'job-2', 60, 'completed');
    await ended(alice.userId, checkout, 'job-3', 120, 'failed', 'Step 2 failed: no element matches "Buy"');
    await ended(alice.userId, other, 'job-4', 180, 'failed', 'another journey');

    const url = `/api/journeys/${checkout}/failed-runs`;
    const answer = await call(alice, { method: 'GET', url });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(JourneyFailedRunsAnswerSchema.parse(answer.json())).toEqual({
      runs: [
        {
          jobId: 'job-3',
          finishedAt: '2026-05-01T12:00:05.000+00:00',
          error: 'Step 2 failed: no element matches "Buy"',
        },
        {
          jobId: 'job-1',
          finishedAt: '2026-05-01T10:00:05.000+00:00',
          error: 'net::ERR_CONNECTION_REFUSED at https://shop.example/',
        },
      ],
    });

    const bob = await signUpAndSignIn(app, { verified: true });
    const refused = await call(bob, { method: 'GET', url });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 404, type: 'document_not_found' });
    expect((await call(null, { method: 'GET', url })).statusCode).toBe(401);
  });

  it('answers an empty list for a journey that never failed', async () => {
    const checkout = await createJourney(alice, 'Checkout');
    await ended(alice.userId, checkout, 'job-1', 0, 'completed');
    const answer = await call(alice, { method: 'GET', url: `/api/journeys/${checkout}/failed-runs` });
    expect(answer.json()).toEqual({ runs: [] });
  });
});
