import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig, startServer, type RunningServer } from '@tagproof/server';
import { ValidationResponseSchema } from '@tagproof/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../main.js';
import { memoryIo } from '../testing/memory-io.js';

const HIT =
  'https://www.google-analytics.com/g/collect?v=2&tid=G-ABC123&cid=1.2&dl=https%3A%2F%2Fshop.example.com%2F';
const WITH_CURRENCY = `${HIT}&en=add_to_cart&cu=EUR`;
const WITHOUT_CURRENCY = `${HIT}&en=add_to_cart`;
const PAGE_VIEW = `${HIT}&en=page_view`;

/** The `$id` of a created document or account; throws on an answer without one. */
function idOf(answer: unknown): string {
  const id = typeof answer === 'object' && answer !== null && '$id' in answer ? answer.$id : undefined;
  if (typeof id !== 'string') throw new Error(`no $id in ${JSON.stringify(answer)}`);
  return id;
}

/** A real server (SQLite in a temporary directory) on a free port. */
describe('checks exported from the server, read by tagproof validate --checks', () => {
  let root: string;
  let server: RunningServer;
  let cookie: string;

  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { cookie, 'content-type': 'application/json', 'x-appwrite-project': 'tagproof' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'tagproof-cli-checks-'));
    const config = readConfig({ LOG_LEVEL: 'silent', PORT: '0', AUTOMATION_WORKERS: '0' }, root);
    server = await startServer(
      { ...config, dataDir: join(root, 'data'), webDistDir: join(root, 'no-web') },
      { handleSignals: false },
    );
    const email = 'ci@example.com';
    const password = 'a-long-unusual-passphrase-42';
    const created = await fetch(`${server.url}/v1/account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: 'unique()', email, password, name: 'CI' }),
    });
    const $id = idOf(await created.json());
    await server.app.db.updateTable('users').set({ email_verified: 1 }).where('id', '=', $id).execute();
    const session = await fetch(`${server.url}/v1/account/sessions/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    cookie = session.headers.getSetCookie()[0]?.split(';')[0] ?? '';

    const documents = '/v1/databases/tagproof/collections';
    const test = await call('POST', `${documents}/tests/documents`, {
      documentId: 'has-currency',
      data: {
        name: 'add_to_cart has a currency',
        testType: 'GOOGLEANALYTICS4',
        logicalOperator: 'AND',
        metrics: JSON.stringify([{ metric: 'cu', comparison: 'exists', value: '' }]),
      },
    });
    expect(test.status).toBe(201);
    const trigger = await call('POST', `${documents}/triggers/documents`, {
      documentId: 'add-to-cart',
      data: {
        name: 'GA4 add_to_cart',
        triggerType: 'GOOGLEANALYTICS4',
        logicalOperator: 'AND',
        metrics: JSON.stringify([{ metric: 'en', comparison: 'equals', value: 'add_to_cart' }]),
        tests: ['has-currency'],
        expectedTests: '[]',
      },
    });
    expect(trigger.status).toBe(201);
  });

  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('exports the signed-in user’s tests and triggers, which the CLI applies unchanged', async () => {
    const exported = await call('GET', '/api/checks');
    expect(exported.status).toBe(200);
    expect(exported.body).toMatchObject({
      tests: [
        {
          $id: 'has-currency',
          triggers: ['add-to-cart'],
          metrics: [{ metric: 'cu', comparison: 'exists', value: '' }],
        },
      ],
      triggers: [{ $id: 'add-to-cart', tests: ['has-currency'], expectedTests: [] }],
    });

    const io = memoryIo({
      'urls.txt': [WITH_CURRENCY, WITHOUT_CURRENCY, PAGE_VIEW].join('\n'),
      'checks.json': JSON.stringify(exported.body, null, 2),
    });
    const code = await runCli(['validate', 'urls.txt', '--checks', 'checks.json', '--json'], io);
    expect(code).toBe(1);
    const results = ValidationResponseSchema.parse(JSON.parse(io.out())).data?.validatedRequests.map(
      (request) =>
        request.validation.customValidationResults.map((result) => [result.testName, result.passed]),
    );
    expect(results).toEqual([
      [['add_to_cart has a currency', true]],
      [['add_to_cart has a currency', false]],
      [],
    ]);
  });

  it('answers a visitor 401', async () => {
    const response = await fetch(`${server.url}/api/checks`);
    expect(response.status).toBe(401);
  });
});
