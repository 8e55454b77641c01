import type { FastifyInstance } from 'fastify';
import { ChecksFileSchema } from '@tagproof/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEngineTestApp, type EngineTestApp } from '../../testing/engine-app.js';
import { STORAGE_ENGINES } from '../../testing/storage-engines.js';
import { signUpAndSignIn, type SignedInUser } from '../../testing/users.js';

const DOCUMENTS = '/v1/databases/tagproof/collections';

describe.each(STORAGE_ENGINES)('GET /api/checks on $name', (engine) => {
  let test: EngineTestApp;
  let app: FastifyInstance;
  let alice: SignedInUser;
  let bob: SignedInUser;

  beforeEach(async (context) => {
    if (!engine.available) context.skip();
    test = await createEngineTestApp(engine);
    app = test.app;
    alice = await signUpAndSignIn(app, { verified: true });
    bob = await signUpAndSignIn(app, { verified: true });
  });

  afterEach(async () => {
    await test?.close();
  });

  const create = (user: SignedInUser, collection: string, documentId: string, data: unknown) =>
    app.inject({
      method: 'POST',
      url: `${DOCUMENTS}/${collection}/documents`,
      headers: { cookie: user.cookie },
      payload: { documentId, data },
    });

  it("answers only the caller's tests and triggers, as a checks file", async () => {
    await create(alice, 'tests', 't1', {
      name: 'dl set',
      testType: 'GOOGLEANALYTICS4',
      description: null,
      metrics: '[{"metric":"dl","comparison":"exists","value":""}]',
    });
    await create(alice, 'triggers', 'g1', {
      name: 'purchase',
      triggerType: 'GOOGLEANALYTICS4',
      metrics: [{ metric: 'en', comparison: 'equals', value: 'purchase' }],
      tests: ['t1'],
      expectedTests: '["t1"]',
    });
    await create(bob, 'tests', 'b1', { name: "Bob's", testType: 'META', metrics: '[]' });

    const answer = await app.inject({ method: 'GET', url: '/api/checks', headers: { cookie: alice.cookie } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toContain('tagproof-checks.json');
    const file = ChecksFileSchema.parse(answer.json());
    expect(file.tests).toEqual([
      {
        $id: 't1',
        name: 'dl set',
        testType: 'GOOGLEANALYTICS4',
        logicalOperator: 'AND',
        metrics: [{ metric: 'dl', comparison: 'exists', value: '' }],
        triggers: ['g1'],
      },
    ]);
    expect(file.triggers).toEqual([
      expect.objectContaining({ $id: 'g1', tests: ['t1'], expectedTests: ['t1'] }),
    ]);

    const bobs = await app.inject({ method: 'GET', url: '/api/checks', headers: { cookie: bob.cookie } });
    expect(bobs.json()).toMatchObject({ tests: [{ $id: 'b1' }], triggers: [] });
    expect((await app.inject({ method: 'GET', url: '/api/checks' })).statusCode).toBe(401);
  });
});
