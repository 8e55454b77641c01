import { AutomationJobViewSchema, type AutomationJobView } from '@tagproof/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SubmittedJobSchema } from '../modules/automation/testing/poll-job.js';
import { startShopSite, type ShopSite } from '../modules/automation/testing/shop-site.js';
import { signUpOverHttp, type HttpUser } from '../testing/http-users.js';
import {
  connectRealtime,
  type RealtimeMessage,
  type RealtimeTestClient,
} from '../testing/realtime-client.js';
import { startTagproofProcess, type TagproofProcess } from '../testing/server-process.js';
import { createTestSchema, findTestPostgres, type TestPostgres } from '../testing/test-postgres.js';

/**
 * DESIGN.md "Scale" with real processes: two `tagproof serve` instances (no workers of their own)
 * and two `tagproof worker` processes, each with its own Chromium, on one PostgreSQL database.
 */
const postgresUrl = await findTestPostgres();
const TESTS = '/v1/databases/tagproof/collections/tests/documents';
const JOBS = 6;

interface JobRun {
  jobId: string;
  worker: number;
  attempt: number;
}

describe.skipIf(!postgresUrl)('two instances and two workers on PostgreSQL', { timeout: 240_000 }, () => {
  let schema: TestPostgres;
  let shop: ShopSite;
  let servers: TagproofProcess[] = [];
  let workers: TagproofProcess[] = [];
  let alice: HttpUser;
  const sockets: RealtimeTestClient[] = [];

  beforeAll(async () => {
    schema = await createTestSchema(postgresUrl!);
    shop = await startShopSite();
    const env = {
      DATABASE_URL: schema.url,
      AUTOMATION_ALLOW_PRIVATE_TARGETS: '1',
      SIGNUP_LIMIT_PER_HOUR: '1000',
    };
    // The first one migrates; the others start on the migrated schema side by side.
    servers = [await startTagproofProcess('serve', { env })];
    const rest = await Promise.all([
      startTagproofProcess('serve', { env }),
      startTagproofProcess('worker', { env: { ...env, LOG_LEVEL: 'info', AUTOMATION_WORKERS: '1' } }),
      startTagproofProcess('worker', { env: { ...env, LOG_LEVEL: 'info', AUTOMATION_WORKERS: '1' } }),
    ]);
    servers.push(rest[0]);
    workers = rest.slice(1);
    alice = await signUpOverHttp(first(), { verify: markVerified, signInUrl: second() });
  }, 120_000);

  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
    await Promise.all([...workers, ...servers].map((process) => process.stop()));
    await shop?.close();
    await schema?.drop();
  });

  const first = () => servers[0]!.url;
  const second = () => servers[1]!.url;

  async function markVerified(userId: string): Promise<void> {
    const client = new pg.Client({ connectionString: schema.url });
    await client.connect();
    try {
      await client.query('update users set email_verified = 1 where id = $1', [userId]);
    } finally {
      await client.end();
    }
  }

  async function socketOn(url: string): Promise<RealtimeTestClient> {
    const socket = await connectRealtime(url, { cookie: alice.cookie });
    sockets.push(socket);
    await socket.next((message) => message.type === 'connected');
    return socket;
  }

  const isEvent = (collection: string, action: string, id?: string) => (message: RealtimeMessage) =>
    message.type === 'event' &&
    (id === undefined || message.data?.payload?.$id === id) &&
    (message.data?.events ?? []).some((event) =>
      new RegExp(`collections\\.${collection}\\.documents\\.[^.]+\\.${action}$`).test(event),
    );

  it('shares sessions, and delivers a write through one instance to a websocket on the other', async () => {
    const socket = await socketOn(second());
    const created = await fetch(`${first()}${TESTS}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: alice.cookie },
      body: JSON.stringify({
        documentId: 'across-instances',
        data: { name: 'Fan-out', testType: 'FACEBOOK' },
      }),
    });
    expect(created.status).toBe(201);
    const event = await socket.next(isEvent('tests', 'create', 'across-instances'), 10_000);
    expect(event.data?.payload).toMatchObject({ $id: 'across-instances', name: 'Fan-out' });

    const read = await fetch(`${second()}${TESTS}/across-instances`, { headers: { cookie: alice.cookie } });
    expect(read.status).toBe(200);
  });

  it('counts rate limits across instances: an e-mail waits after 5 failures, an IP is refused after 10, whichever instance gets it', async () => {
    const signIn = (attempt: number, email: string) =>
      fetch(`${servers[attempt % 2]!.url}/v1/account/sessions/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'not-the-password' }),
      });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) statuses.push((await signIn(attempt, alice.email)).status);
    // The per-e-mail limit is a growing delay (5 free failures), no longer a block after 10.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // The delayed attempt did not count against the IP: 5 more failures, then the IP is refused.
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await signIn(attempt, `nobody-${attempt}@example.com`)).status).toBe(401);
    expect((await signIn(1, 'nobody-else@example.com')).status).toBe(429);
  });

  it('spreads automation jobs over both workers and runs each exactly once', async () => {
    const socket = await socketOn(first());
    const submitted: Array<{ jobId: string; token: string }> = [];
    for (let index = 0; index < JOBS; index++) {
      const response = await fetch(`${servers[index % 2]!.url}/api/automation`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: alice.cookie },
        body: JSON.stringify({
          metadata: { isPremium: false, isLoggedIn: true, userID: alice.userId },
          navigation: { websiteUrl: `${shop.origin}/?job=${index}`, timeoutPerStep: 30000 },
          useAI: false,
          instructions: [],
          nonAIInstructions: {
            title: `Visit ${index}`,
            steps: [{ type: 'navigate', url: `${shop.origin}/?job=${index}` }],
          },
        }),
      });
      expect(response.status, await response.clone().text()).toBe(202);
      submitted.push(SubmittedJobSchema.parse(await response.json()));
    }

    const views = await Promise.all(
      submitted.map(({ jobId, token }, index) => pollUntilEnded(servers[(index + 1) % 2]!.url, jobId, token)),
    );
    for (const view of views) expect(view.status, view.error ?? '').toBe('completed');

    const runs = workers.flatMap((worker, index) => jobRunsOf(worker.output(), index));
    expect(runs.map((run) => run.jobId).sort()).toEqual(submitted.map((job) => job.jobId).sort());
    expect(runs.every((run) => run.attempt === 1)).toBe(true);
    expect(new Set(runs.map((run) => run.worker)).size).toBe(2);
    // Each journey loaded its page once: no job ran twice, not even partly.
    for (let index = 0; index < JOBS; index++) {
      const pageViews = shop.received.filter(
        (hit) => hit.url.includes('en=page_view') && hit.url.includes(encodeURIComponent(`?job=${index}`)),
      );
      expect(pageViews, `page views of job ${index}`).toHaveLength(1);
    }
    // The reports the worker processes saved reached the owner's socket on a serve instance.
    for (let waited = 0; waited < 10_000; waited += 100) {
      if (socket.messages.filter(isEvent('testsuitesresults', 'create')).length >= JOBS) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(socket.messages.filter(isEvent('testsuitesresults', 'create'))).toHaveLength(JOBS);
  });
});

/** The log line of a worker starting a job (`automation job started`): the fields read here. */
const JobStartedLogSchema = z.object({ jobId: z.string(), attempt: z.number().int() });

function jobRunsOf(output: string, worker: number): JobRun[] {
  return output
    .split('\n')
    .filter((line) => line.includes('"automation job started"'))
    .map((line) => {
      const entry = JobStartedLogSchema.parse(JSON.parse(line));
      return { jobId: entry.jobId, attempt: entry.attempt, worker };
    });
}

async function pollUntilEnded(baseUrl: string, jobId: string, token: string): Promise<AutomationJobView> {
  const end = Date.now() + 150_000;
  for (;;) {
    const response = await fetch(
      `${baseUrl}/api/automation/results/${jobId}?token=${encodeURIComponent(token)}`,
    );
    if (response.status !== 200)
      throw new Error(`results answered ${response.status}: ${await response.text()}`);
    const view = AutomationJobViewSchema.parse(await response.json());
    if (view.status === 'completed' || view.status === 'failed') return view;
    if (Date.now() > end) throw new Error(`job ${jobId} still ${view.status}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
