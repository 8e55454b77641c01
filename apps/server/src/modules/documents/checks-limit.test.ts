import type { FastifyInstance, InjectOptions } from 'fastify';
import { MAX_VALIDATION_TESTS, MAX_VALIDATION_TRIGGERS } from '@tagproof/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEngineTestApp, type EngineTestApp } from '../../testing/engine-app.js';
import { STORAGE_ENGINES } from '../../testing/storage-engines.js';
import { signUpAndSignIn, type SignedInUser } from '../../testing/users.js';

const COLLECTIONS = '/v1/databases/tagproof/collections';

/**
 * A user stores at most as many tests (and triggers) as one validation takes and the app lists: a
 * 1,001st would be left out of every validation without a word, so its create is refused instead.
 */
describe.each(STORAGE_ENGINES)('tests and triggers per user on $name', (engine) => {
  let test: EngineTestApp;
  let app: FastifyInstance;
  let alice: SignedInUser;

  beforeEach(async (context) => {
    if (!engine.available) context.skip();
    test = await createEngineTestApp(
      engine,
      {},
      { rateLimits: { documentWritesPerUser: { max: 10_000, windowMs: 60_000 } } },
    );
    app = test.app;
    alice = await signUpAndSignIn(app, { verified: true });
  });

  afterEach(async () => {
    await test?.close();
  });

  const call = (user: SignedInUser, options: InjectOptions) =>
    app.inject({ ...options, headers: { 'x-appwrite-project': 'tagproof', cookie: user.cookie } });
  const create = (user: SignedInUser, collection: string, data: Record<string, unknown>) =>
    call(user, {
      method: 'POST',
      url: `${COLLECTIONS}/${collection}/documents`,
      payload: { documentId: 'unique()', data },
    });

  it.each([
    { collection: 'tests', limit: MAX_VALIDATION_TESTS, data: { name: 'T', testType: 'FACEBOOK' } },
    {
      collection: 'triggers',
      limit: MAX_VALIDATION_TRIGGERS,
      data: { name: 'G', triggerType: 'FACEBOOK' },
    },
  ])('stores at most $limit $collection: one more is a 400 naming the limit', async (limits) => {
    const { collection, limit, data } = limits;
    for (let index = 0; index < limit; index++) {
      const created = await create(alice, collection, { ...data, name: `${data.name} ${index}` });
      expect(created.statusCode, created.body).toBe(201);
    }
    const refused = await create(alice, collection, data);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      type: 'document_limit_exceeded',
      message: `At most ${limit} documents per user in ${collection}: delete one before creating another.`,
    });
    const listed = await call(alice, { method: 'GET', url: `${COLLECTIONS}/${collection}/documents` });
    expect(listed.json().total).toBe(limit);
    // Per user: another user creates theirs; and deleting one makes room again.
    const bob = await signUpAndSignIn(app, { verified: true });
    expect((await create(bob, collection, data)).statusCode).toBe(201);
    const [first] = listed.json().documents;
    const url = `${COLLECTIONS}/${collection}/documents/${first.$id}`;
    expect((await call(alice, { method: 'DELETE', url })).statusCode).toBe(204);
    expect((await create(alice, collection, data)).statusCode).toBe(201);
  });
});
