import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../errors.js';
import { createEngineTestApp, type EngineTestApp } from '../testing/engine-app.js';
import { accountRequest } from '../testing/fuzz-account-requests.js';
import { documentsRequest, FIXTURE_TEST_ID, FIXTURE_TRIGGER_ID } from '../testing/fuzz-document-requests.js';
import { toJsonText, type FuzzRequest } from '../testing/fuzz-values.js';
import { STORAGE_ENGINES } from '../testing/storage-engines.js';
import { signUpAndSignIn, type SignedInUser } from '../testing/users.js';

/**
 * Bad input is never a 500 (issue 14): random strings (NUL, lone surrogates, huge, unicode) and JSON
 * shapes (deep nesting, wrong types) at every `/v1` write and query, on SQLite and PostgreSQL. Every
 * answer is a 2xx, or a 4xx with the catalogue's `{message, code, type}`. A failure prints its seed
 * and the shrunk request; rerun it with `fc.assert(…, { seed, path })`.
 */

const UNLIMITED = { max: 1_000_000, windowMs: 60_000 };
const RUNS_PER_PROPERTY = 200;
const CATALOGUE_TYPES = new Set<string>(Object.keys(ERROR_CATALOGUE));

describe.each(STORAGE_ENGINES)('the /v1 API under random input on $name', (engine) => {
  let test: EngineTestApp;
  let app: FastifyInstance;
  let alice: SignedInUser;

  beforeEach((context) => {
    if (!engine.available) context.skip();
  });

  beforeAll(async () => {
    if (!engine.available) return;
    test = await createEngineTestApp(
      engine,
      {},
      {
        rateLimits: {
          signUpPerIp: UNLIMITED,
          signInPerIp: UNLIMITED,
          documentWritesPerUser: UNLIMITED,
          verificationEmailPerMinute: UNLIMITED,
          verificationEmailPerHour: UNLIMITED,
        },
      },
    );
    app = test.app;
    alice = await signUpAndSignIn(app, { verified: true });
    for (const [collection, documentId] of [
      ['tests', FIXTURE_TEST_ID],
      ['triggers', FIXTURE_TRIGGER_ID],
    ] as const) {
      const created = await send({
        method: 'POST',
        url: `/v1/databases/tagproof/collections/${collection}/documents`,
        body: { json: { documentId, data: { name: 'Fixture', metrics: '[{"metric":"cu","value":"EUR"}]' } } },
        signedIn: true,
      });
      expect(created.statusCode).toBe(201);
    }
  });

  afterAll(async () => {
    await test?.close();
  });

  function send(request: FuzzRequest) {
    const payload =
      request.body && ('raw' in request.body ? request.body.raw : toJsonText(request.body.json));
    return app.inject({
      method: request.method,
      url: request.url,
      headers: {
        ...(request.signedIn ? { cookie: alice.cookie } : {}),
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload }),
    });
  }

  async function answersWithoutServerError(request: FuzzRequest): Promise<void> {
    const response = await send(request);
    const where = `${request.method} ${request.url.slice(0, 300)}`;
    expect(response.statusCode, where).toBeLessThan(500);
    if (response.statusCode < 400) return;
    const body: unknown = response.json();
    expect(body, where).toMatchObject({ message: expect.any(String), code: response.statusCode });
    const type = (body as { type?: unknown }).type;
    expect(typeof type === 'string' && CATALOGUE_TYPES.has(type), `${where}: type ${String(type)}`).toBe(
      true,
    );
  }

  it('answers account, session and verification requests with a 2xx or a catalogue 4xx', async () => {
    await fc.assert(fc.asyncProperty(accountRequest, answersWithoutServerError), {
      numRuns: RUNS_PER_PROPERTY,
    });
  });

  it('answers documents requests (ids, bodies, queries[]) with a 2xx or a catalogue 4xx', async () => {
    await fc.assert(fc.asyncProperty(documentsRequest, answersWithoutServerError), {
      numRuns: RUNS_PER_PROPERTY * 2,
    });
  });

  it('still answers normally afterwards', async () => {
    const account = await send({ method: 'GET', url: '/v1/account', signedIn: true });
    expect(account.statusCode).toBe(200);
  });
});
