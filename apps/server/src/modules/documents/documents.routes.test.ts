import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEngineTestApp, type EngineTestApp } from '../../testing/engine-app.js';
import { STORAGE_ENGINES } from '../../testing/storage-engines.js';
import { signUpAndSignIn, type SignedInUser } from '../../testing/users.js';

const DOCUMENTS = '/v1/databases/tagproof/collections';
const q = (method: string, attribute?: string, values?: unknown[]) =>
  JSON.stringify({
    method,
    ...(attribute === undefined ? {} : { attribute }),
    ...(values ? { values } : {}),
  });
/** The query string the SDK sends: `queries[0]=…&queries[1]=…`. */
const queries = (...list: string[]) =>
  list.map((query, index) => `queries[${index}]=${encodeURIComponent(query)}`).join('&');

describe.each(STORAGE_ENGINES)('documents API on $name', (engine) => {
  let test: EngineTestApp;
  let app: FastifyInstance;
  let alice: SignedInUser;
  let bob: SignedInUser;

  beforeEach(async (context) => {
    if (!engine.available) context.skip();
    test = await createEngineTestApp(
      engine,
      {},
      { rateLimits: { documentWritesPerUser: { max: 30, windowMs: 60_000 } } },
    );
    app = test.app;
    alice = await signUpAndSignIn(app, { verified: true });
    bob = await signUpAndSignIn(app, { verified: true });
  });

  afterEach(async () => {
    await test?.close();
  });

  const call = (user: SignedInUser | null, options: InjectOptions) =>
    app.inject({
      ...options,
      headers: {
        'x-appwrite-project': 'tagproof',
        ...(user ? { cookie: user.cookie } : {}),
        ...options.headers,
      },
    });
  const createTest = (user: SignedInUser, data: Record<string, unknown>, documentId = 'unique()') =>
    call(user, { method: 'POST', url: `${DOCUMENTS}/tests/documents`, payload: { documentId, data } });

  it('creates, reads, lists, updates and deletes with Appwrite statuses and shapes', async () => {
    const created = await createTest(alice, {
      name: 'Purchase',
      testType: 'GOOGLEANALYTICS4',
      metrics: '[{"metric":"cu","comparison":"equals","value":"EUR"}]',
      $collectionId: 'ignored',
    });
    expect(created.statusCode).toBe(201);
    const document = created.json();
    expect(document).toMatchObject({
      $collectionId: 'tests',
      $databaseId: 'tagproof',
      name: 'Purchase',
      triggers: [],
      logicalOperator: 'AND',
    });
    const url = `${DOCUMENTS}/tests/documents/${document.$id}`;

    const read = await call(alice, { method: 'GET', url });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(document);

    const listed = await call(alice, { method: 'GET', url: `${DOCUMENTS}/tests/documents` });
    expect(listed.json()).toEqual({ total: 1, documents: [document] });

    const patched = await call(alice, {
      method: 'PATCH',
      url,
      payload: { data: { description: 'EUR only' } },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ $id: document.$id, description: 'EUR only', name: 'Purchase' });

    const deleted = await call(alice, { method: 'DELETE', url, payload: {} });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await call(alice, { method: 'GET', url })).json().type).toBe('document_not_found');
  });

  it("answers 404 for another user's document on GET, PATCH and DELETE and leaves it out of their list", async () => {
    const document = (await createTest(alice, { name: 'Private' }, 'private-test')).json();
    const url = `${DOCUMENTS}/tests/documents/${document.$id}`;
    for (const options of [
      { method: 'GET', url },
      { method: 'PATCH', url, payload: { data: { name: 'Taken over' } } },
      { method: 'DELETE', url, payload: {} },
    ] as const) {
      const response = await call(bob, options);
      expect(response.statusCode, options.method).toBe(404);
      expect(response.json().type).toBe('document_not_found');
    }
    const bobsList = await call(bob, {
      method: 'GET',
      url: `${DOCUMENTS}/tests/documents?${queries(q('equal', '$id', ['private-test']))}`,
    });
    expect(bobsList.json()).toEqual({ total: 0, documents: [] });
    expect((await call(alice, { method: 'GET', url })).json()).toEqual(document);
  });

  it('answers a visitor 401 on every verb', async () => {
    const url = `${DOCUMENTS}/tests/documents`;
    for (const options of [
      { method: 'GET', url },
      { method: 'POST', url, payload: { documentId: 'unique()', data: { name: 'x' } } },
      { method: 'GET', url: `${url}/abc` },
      { method: 'PATCH', url: `${url}/abc`, payload: { data: { name: 'x' } } },
      { method: 'DELETE', url: `${url}/abc`, payload: {} },
    ] as const) {
      const response = await call(null, options);
      expect(response.statusCode, options.method).toBe(401);
      expect(response.json().type).toBe('general_unauthorized_scope');
    }
  });

  it('needs a verified e-mail to write tests and triggers', async () => {
    const carol = await signUpAndSignIn(app, { verified: false });
    for (const collection of ['tests', 'triggers']) {
      const response = await call(carol, {
        method: 'POST',
        url: `${DOCUMENTS}/${collection}/documents`,
        payload: { documentId: 'unique()', data: { name: 'x' } },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        type: 'user_unauthorized',
        message: 'Email verification required',
      });
    }
    const list = await call(carol, { method: 'GET', url: `${DOCUMENTS}/tests/documents` });
    expect(list.statusCode).toBe(200);
  });

  it('answers 404 with Appwrite types for an unknown database or collection', async () => {
    const database = await call(alice, {
      method: 'GET',
      url: '/v1/databases/other/collections/tests/documents',
    });
    expect([database.statusCode, database.json().type]).toEqual([404, 'database_not_found']);
    const collection = await call(alice, { method: 'GET', url: `${DOCUMENTS}/users/documents` });
    expect([collection.statusCode, collection.json().type]).toEqual([404, 'collection_not_found']);
  });

  it('answers 400 document_invalid_structure, 409 for a taken id and 400 for a bad id', async () => {
    const unknown = await createTest(alice, { name: 'x', userId: alice.userId });
    expect([unknown.statusCode, unknown.json().type]).toEqual([400, 'document_invalid_structure']);
    const wrongType = await createTest(alice, { name: 'x', triggers: [1] });
    expect([wrongType.statusCode, wrongType.json().type]).toEqual([400, 'document_invalid_structure']);
    expect((await createTest(alice, { name: 'x' }, 'same')).statusCode).toBe(201);
    const taken = await createTest(alice, { name: 'y' }, 'same');
    expect([taken.statusCode, taken.json().type]).toEqual([409, 'document_already_exists']);
    const badId = await createTest(alice, { name: 'x' }, 'has space');
    expect([badId.statusCode, badId.json().type]).toEqual([400, 'general_argument_invalid']);
    const missing = await call(alice, {
      method: 'PATCH',
      url: `${DOCUMENTS}/tests/documents/same`,
      payload: {},
    });
    expect([missing.statusCode, missing.json().type]).toEqual([400, 'document_missing_payload']);
  });

  it('reads queries[n]= and queries[]= from the query string, and refuses bad queries', async () => {
    for (const name of ['b', 'a', 'c']) await createTest(alice, { name }, `id-${name}`);
    const indexed = await call(alice, {
      method: 'GET',
      url: `${DOCUMENTS}/tests/documents?${queries(q('orderDesc', 'name'), q('limit', undefined, [2]))}`,
    });
    expect(indexed.json().documents.map((document: { name: string }) => document.name)).toEqual(['c', 'b']);
    expect(indexed.json().total).toBe(3);
    const bracketed = await call(alice, {
      method: 'GET',
      url: `${DOCUMENTS}/tests/documents?queries[]=${encodeURIComponent(q('equal', 'name', ['a']))}`,
    });
    expect(bracketed.json().documents.map((document: { $id: string }) => document.$id)).toEqual(['id-a']);
    const noTotal = await call(alice, { method: 'GET', url: `${DOCUMENTS}/tests/documents?total=false` });
    expect(noTotal.json().total).toBe(0);

    for (const bad of [q('equal', 'owner_id', [bob.userId]), '{"method":', q('limit', undefined, [5001])]) {
      const response = await call(alice, {
        method: 'GET',
        url: `${DOCUMENTS}/tests/documents?${queries(bad)}`,
      });
      expect([response.statusCode, response.json().type]).toEqual([400, 'general_query_invalid']);
    }
    const cursor = await call(alice, {
      method: 'GET',
      url: `${DOCUMENTS}/tests/documents?${queries(q('cursorAfter', undefined, ['nope']))}`,
    });
    expect([cursor.statusCode, cursor.json().type]).toEqual([400, 'general_cursor_not_found']);
  });

  it('refuses a search of more than 100 words with 400, and answers one of 100', async () => {
    await createTest(alice, { name: 'alpha beta' }, 'id-words');
    const search = (words: number) =>
      call(alice, {
        method: 'GET',
        url: `${DOCUMENTS}/tests/documents?${queries(q('search', 'name', [Array(words).fill('a').join(' ')]))}`,
      });
    const hundred = await search(100);
    expect(hundred.statusCode).toBe(200);
    expect(hundred.json().documents.map((document: { $id: string }) => document.$id)).toEqual(['id-words']);
    // 1,500 words fit in one query (and an ordinary URL); each would be a term of the SQL condition.
    const tooMany = await search(1_500);
    expect([tooMany.statusCode, tooMany.json().type]).toEqual([400, 'general_query_invalid']);
    expect(tooMany.json().message).toMatch(/at most 100 words/);
  });

  it('shows a trigger’s link to a test from the test', async () => {
    await createTest(alice, { name: 'Purchase has value' }, 'test-1');
    const trigger = await call(alice, {
      method: 'POST',
      url: `${DOCUMENTS}/triggers/documents`,
      payload: {
        documentId: 'unique()',
        data: {
          name: 'Purchase',
          triggerType: 'GOOGLEANALYTICS4',
          metrics: [{ metric: 'en', comparison: 'equals', value: 'purchase', isTrigger: true }],
          tests: ['test-1'],
          itemParameterOptions: '',
          expectedTests: '["test-1"]',
          logicalOperator: 'AND',
          description: '',
        },
      },
    });
    expect(trigger.statusCode).toBe(201);
    const test1 = await call(alice, { method: 'GET', url: `${DOCUMENTS}/tests/documents/test-1` });
    expect(test1.json().triggers).toEqual([trigger.json().$id]);
    const foreign = await call(bob, {
      method: 'POST',
      url: `${DOCUMENTS}/triggers/documents`,
      payload: { documentId: 'unique()', data: { name: 'x', tests: ['test-1'] } },
    });
    expect([foreign.statusCode, foreign.json().type]).toEqual([400, 'document_invalid_structure']);
  });

  it('lets users read their reports but not write them', async () => {
    const saved = await app.documents.saveReport(alice.userId, {
      testSuiteResult: { summary: {} },
      jobId: 'job-1',
    });
    const listed = await call(alice, {
      method: 'GET',
      url: `${DOCUMENTS}/testsuitesresults/documents?${queries(q('equal', '$id', [saved.$id]))}`,
    });
    expect(listed.json().documents).toEqual([saved]);
    const bobs = await call(bob, {
      method: 'GET',
      url: `${DOCUMENTS}/testsuitesresults/documents/${saved.$id}`,
    });
    expect(bobs.statusCode).toBe(404);
    const write = await call(alice, {
      method: 'POST',
      url: `${DOCUMENTS}/testsuitesresults/documents`,
      payload: { documentId: 'unique()', data: { testSuiteResult: '{}' } },
    });
    expect([write.statusCode, write.json().type]).toEqual([401, 'user_unauthorized']);
  });

  it('limits document writes per user and sends the rate-limit headers', async () => {
    let last = await createTest(alice, { name: 'first' });
    expect(last.headers['x-ratelimit-limit']).toBe('30');
    for (let index = 1; index < 30; index++) last = await createTest(alice, { name: `n${index}` });
    expect(last.statusCode).toBe(201);
    const limited = await createTest(alice, { name: 'one too many' });
    expect([limited.statusCode, limited.json().type]).toEqual([429, 'general_rate_limit_exceeded']);
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    // Reads are not limited, and other users have their own budget.
    expect((await call(alice, { method: 'GET', url: `${DOCUMENTS}/tests/documents` })).statusCode).toBe(200);
    expect((await createTest(bob, { name: 'bob' })).statusCode).toBe(201);
  });

  it('refuses a cross-origin write with 403', async () => {
    const response = await call(alice, {
      method: 'POST',
      url: `${DOCUMENTS}/tests/documents`,
      headers: { origin: 'https://evil.example' },
      payload: { documentId: 'unique()', data: { name: 'x' } },
    });
    expect([response.statusCode, response.json().type]).toEqual([403, 'general_unknown_origin']);
  });
});
