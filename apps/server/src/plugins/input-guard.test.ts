import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEngineTestApp, type EngineTestApp } from '../testing/engine-app.js';
import { STORAGE_ENGINES } from '../testing/storage-engines.js';
import { signUpAndSignIn, type SignedInUser } from '../testing/users.js';

const TESTS = '/v1/databases/tagproof/collections/tests/documents';
const deepList = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const query = (value: unknown) =>
  `queries[0]=${encodeURIComponent(JSON.stringify({ method: 'equal', attribute: 'name', values: [value] }))}`;

describe.each(STORAGE_ENGINES)('bad input on $name', (engine) => {
  beforeEach((context) => {
    if (!engine.available) context.skip();
  });
  let test: EngineTestApp;
  let app: FastifyInstance;
  let alice: SignedInUser;

  beforeAll(async () => {
    if (!engine.available) return;
    test = await createEngineTestApp(engine);
    app = test.app;
    alice = await signUpAndSignIn(app, { verified: true });
  });
  afterAll(async () => {
    await test?.close();
  });

  const call = (options: InjectOptions) =>
    app.inject({
      ...options,
      headers: { cookie: alice.cookie, 'content-type': 'application/json', ...options.headers },
    });
  const create = (body: string) => call({ method: 'POST', url: TESTS, payload: body });
  const expectRefused = (
    response: { statusCode: number; json(): unknown },
    type = 'general_argument_invalid',
  ) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, type });
  };

  it.each([
    ['a document field', JSON.stringify({ documentId: 'unique()', data: { name: 'a\u0000b' } })],
    ['a document key', JSON.stringify({ documentId: 'unique()', data: { name: 'a', 'x\u0000': 1 } })],
    ['a document id', JSON.stringify({ documentId: 'a\u0000', data: { name: 'a' } })],
    [
      'a permission',
      JSON.stringify({ documentId: 'unique()', data: { name: 'a' }, permissions: ['\u0000'] }),
    ],
    ['data sent as JSON text', JSON.stringify({ documentId: 'unique()', data: '{"name":"a\\u0000"}' })],
    ['a lone surrogate', '{"documentId":"unique()","data":{"name":"a\\ud800"}}'],
  ])('refuses a NUL or lone surrogate in %s with 400', async (_case, body) => {
    expectRefused(await create(body));
  });

  it('refuses metrics nested thousands of levels deep, as a list or as JSON text', async () => {
    expectRefused(
      await create(`{"documentId":"unique()","data":{"name":"a","metrics":${deepList(10_000)}}}`),
    );
    const asText = JSON.stringify({ documentId: 'unique()', data: { name: 'a', metrics: deepList(10_000) } });
    expectRefused(await create(asText), 'document_invalid_structure');
    const asData = JSON.stringify({
      documentId: 'unique()',
      data: `{"name":"a","metrics":${deepList(10_000)}}`,
    });
    expectRefused(await create(asData));
    const listed = await call({ method: 'GET', url: TESTS });
    expect(listed.json()).toMatchObject({ total: 0 });
  });

  it('still stores metrics of ordinary depth and emoji', async () => {
    const metrics = JSON.stringify([
      { metric: 'items', value: { item: [{ id: 'x' }] }, children: [{ metric: 'a' }] },
    ]);
    const created = await create(
      JSON.stringify({ documentId: 'unique()', data: { name: 'Cart 🛒', metrics } }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Cart 🛒', metrics });
  });

  it('refuses a NUL in an id, a query value, a query-string value and a header', async () => {
    expectRefused(await call({ method: 'GET', url: `${TESTS}/a%00b` }));
    expectRefused(await call({ method: 'DELETE', url: `${TESTS}/a%00b` }));
    expectRefused(
      await call({ method: 'GET', url: `${TESTS}?${query('a\u0000')}` }),
      'general_query_invalid',
    );
    expectRefused(
      await call({ method: 'GET', url: `${TESTS}?${query('a\uDC00')}` }),
      'general_query_invalid',
    );
    expectRefused(await call({ method: 'GET', url: `${TESTS}?total=%00` }));
    expectRefused(await call({ method: 'GET', url: TESTS, headers: { 'x-appwrite-project': 'a\u0000' } }));
  });

  it('refuses a NUL in the journey id of the /api/journeys routes', async () => {
    expectRefused(await call({ method: 'GET', url: '/api/journeys/a%00b/failed-runs' }));
    expectRefused(await call({ method: 'POST', url: '/api/journeys/a%00b/run', payload: '{}' }));
    expectRefused(await call({ method: 'POST', url: '/api/journeys/a%00b/webhook-secret', payload: '{}' }));
    const unknown = await call({ method: 'GET', url: '/api/journeys/ab/failed-runs' });
    expect([unknown.statusCode, unknown.json().type]).toEqual([404, 'document_not_found']);
  });

  it('refuses a NUL in a sign-up name and deep preferences, storing nothing', async () => {
    const signUp = await app.inject({
      method: 'POST',
      url: '/v1/account',
      payload: { userId: 'unique()', email: 'nul@example.com', password: 'testpassword', name: 'a\u0000' },
    });
    expectRefused(signUp);
    const user = await app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'nul@example.com')
      .executeTakeFirst();
    expect(user).toBeUndefined();
    expectRefused(
      await call({
        method: 'PATCH',
        url: '/v1/account/prefs',
        payload: `{"prefs":{"a":${deepList(50_000)}}}`,
      }),
    );
  });

  it('lets /api/validate take NULs in captured requests but caps their depth', async () => {
    const url = 'https://www.google-analytics.com/g/collect?v=2&tid=G-ABC123&en=page_view';
    const withNul = await call({
      method: 'POST',
      url: '/api/validate',
      payload: { requests: [{ url, postData: 'a\u0000' }] },
    });
    expect(withNul.statusCode).toBe(200);
    const deep = await call({
      method: 'POST',
      url: '/api/validate',
      payload: `{"requests":[{"url":"${url}","x":${deepList(50_000)}}]}`,
    });
    expectRefused(deep);
  });
});
