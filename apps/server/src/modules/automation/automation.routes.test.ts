import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEngineTestApp, type EngineTestApp } from '../../testing/engine-app.js';
import { STORAGE_ENGINES } from '../../testing/storage-engines.js';
import { signUpAndSignIn } from '../../testing/users.js';

const NOT_AUTHORIZED = 'You are not authorized to view these results';

/** A journey on a host the stub DNS answers with a public address. */
function instructions(count = 1, extra: Record<string, unknown> = {}) {
  return {
    metadata: { isPremium: false, isLoggedIn: false, userID: null },
    navigation: { websiteUrl: 'https://shop.example/', timeoutPerStep: 30000 },
    useAI: true,
    instructions: Array.from({ length: count }, (_, index) => ({
      step: index + 1,
      action: 'click',
      prompt: 'Click the Add to cart button',
      elementInfo: {
        text: '',
        caseSensitive: false,
        selectors: { css: '', id: '', dataAttribute: { name: '', value: '' }, xpath: '' },
      },
    })),
    nonAIInstructions: [],
    ...extra,
  };
}

describe.each(STORAGE_ENGINES)('automation service on $name', (engine) => {
  let test: EngineTestApp;

  beforeEach(async () => {
    if (!engine.available) return;
    test = await createEngineTestApp(
      engine,
      {},
      {
        automation: { workers: 0, lookup: async () => ['93.184.216.34'] },
      },
    );
  });

  afterEach(async () => {
    if (engine.available) await test.close();
  });

  async function submit(payload: unknown, options: { cookie?: string; ip?: string } = {}) {
    return test.app.inject({
      method: 'POST',
      url: '/api/automation',
      payload: payload as Record<string, unknown>,
      remoteAddress: options.ip ?? '203.0.113.9',
      headers: options.cookie ? { cookie: options.cookie } : {},
    });
  }

  it.skipIf(!engine.available)('queues a journey and answers its job id and viewer token', async () => {
    const response = await submit(instructions(2));
    expect(response.statusCode).toBe(202);
    const body = response.json();
    expect(body).toEqual({ jobId: expect.any(String), token: expect.any(String), status: 'queued' });
    const view = await test.app.inject({ url: `/api/automation/results/${body.jobId}?token=${body.token}` });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      jobId: body.jobId,
      status: 'queued',
      progress: { step: 0, totalSteps: 3 },
      queuePosition: 0,
    });
    const row = await test.app.db.selectFrom('automation_jobs').selectAll().executeTakeFirstOrThrow();
    expect(row.token_hash).not.toContain(body.token);
    expect(row.owner_id).toBeNull();
  });

  it.skipIf(!engine.available)("answers the builder's messages for incomplete requests", async () => {
    const cases: Array<[unknown, string]> = [
      [{ ...instructions(), navigation: { websiteUrl: '' } }, 'Website URL is required'],
      [{ ...instructions(), instructions: [] }, 'AI instructions are required when using AI mode'],
      [
        { ...instructions(), useAI: false, nonAIInstructions: [] },
        'Recording steps are required when using Recording mode',
      ],
      [{ ...instructions(), useAI: false, nonAIInstructions: [{ type: 'teleport' }] }, 'Invalid recording'],
      [
        { ...instructions(), instructions: [{ action: 'type', prompt: 'Type in the search box' }] },
        'types nothing',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await submit(payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toMatchObject({ type: 'general_argument_invalid' });
      expect(response.json().message).toContain(message);
    }
  });

  it.skipIf(!engine.available)('refuses private and loopback targets at submission', async () => {
    for (const url of [
      'http://127.0.0.1:8080/',
      'http://localhost/',
      'http://[::1]/',
      'http://169.254.169.254/',
    ]) {
      const response = await submit({ ...instructions(), navigation: { websiteUrl: url } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ type: 'automation_target_refused' });
    }
    const recording = await submit({
      useAI: false,
      navigation: { websiteUrl: 'https://shop.example/' },
      nonAIInstructions: {
        title: 'two sites',
        steps: [
          { type: 'navigate', url: 'https://shop.example/' },
          { type: 'navigate', url: 'http://10.0.0.8/admin' },
        ],
      },
    });
    expect(recording.statusCode).toBe(400);
    expect(recording.json().message).toContain('10.0.0.8');
    expect(await test.app.db.selectFrom('automation_jobs').selectAll().execute()).toHaveLength(0);
  });

  it.skipIf(!engine.available)(
    'refuses Website URLs and navigations that are not http(s) pages, before the rate limit',
    async () => {
      const schemes = [
        'data:text/html,<h1>hi</h1>',
        'about:blank',
        'blob:https://shop.example/0b7c',
        'javascript:alert(1)',
        'file:///etc/passwd',
        'chrome://settings',
        'view-source:https://shop.example/',
        'ftp://shop.example/',
        'ws://shop.example/',
        'http://127.0.0.1:8080/',
        'http://[::1]/',
        'http://localhost/',
      ];
      // From one anonymous client: bad URLs are 400 before they count against its hourly limit.
      const ip = () => '198.51.100.77';
      for (const url of schemes) {
        const response = await submit({ ...instructions(), navigation: { websiteUrl: url } }, { ip: ip() });
        expect(response.statusCode, url).toBe(400);
        expect(response.json(), url).toMatchObject({ type: 'automation_target_refused' });
        const recording = await submit(
          {
            useAI: false,
            navigation: { websiteUrl: 'https://shop.example/' },
            nonAIInstructions: [
              { type: 'navigate', url: 'https://shop.example/' },
              { type: 'navigate', url },
            ],
          },
          { ip: ip() },
        );
        expect(recording.statusCode, url).toBe(400);
        expect(recording.json(), url).toMatchObject({ type: 'automation_target_refused' });
      }
      expect(await test.app.db.selectFrom('automation_jobs').selectAll().execute()).toHaveLength(0);
      expect((await submit(instructions(), { ip: ip() })).statusCode).toBe(202);
    },
  );

  it.skipIf(!engine.available)('refuses a recording viewport above 4096 × 4096 or scale 4', async () => {
    let client = 0;
    const withViewport = (viewport: Record<string, unknown>) =>
      submit(
        {
          useAI: false,
          navigation: { websiteUrl: 'https://shop.example/' },
          nonAIInstructions: [
            {
              type: 'setViewport',
              width: 1280,
              height: 800,
              deviceScaleFactor: 1,
              isMobile: false,
              hasTouch: false,
              isLandscape: false,
              ...viewport,
            },
            { type: 'navigate', url: 'https://shop.example/' },
          ],
        },
        { ip: `${20 + ++client}.0.0.9` },
      );
    for (const viewport of [{ width: 4097 }, { height: 100_000 }, { deviceScaleFactor: 5 }, { width: 0 }]) {
      const response = await withViewport(viewport);
      expect(response.statusCode, JSON.stringify(viewport)).toBe(400);
      expect(response.json()).toMatchObject({ type: 'general_argument_invalid' });
    }
    expect((await withViewport({ width: 4096, height: 4096, deviceScaleFactor: 4 })).statusCode).toBe(202);
  });
  it.skipIf(!engine.available)('lets the owner, and token holders only, see the results', async () => {
    const alice = await signUpAndSignIn(test.app);
    const bob = await signUpAndSignIn(test.app);
    const { jobId, token } = (await submit(instructions(), { cookie: alice.cookie })).json();
    const view = (query: string, headers: Record<string, string> = {}) =>
      test.app.inject({ url: `/api/automation/results/${jobId}${query}`, headers });

    expect((await view('', { cookie: alice.cookie })).statusCode).toBe(200);
    expect((await view(`?token=${token}`)).statusCode).toBe(200);
    const anonymous = await view('', { authorization: `Bearer ${alice.userId}` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(NOT_AUTHORIZED);
    const wrongToken = await view('?token=not-the-token');
    expect(wrongToken.statusCode).toBe(403);
    expect(wrongToken.json().message).toBe(NOT_AUTHORIZED);
    const someoneElse = await view('', { cookie: bob.cookie, authorization: `Bearer ${alice.userId}` });
    expect(someoneElse.statusCode).toBe(403);
    expect(someoneElse.json().message).toBe(NOT_AUTHORIZED);
    expect((await test.app.inject({ url: '/api/automation/results/nope?token=x' })).statusCode).toBe(404);
  });

  it.skipIf(!engine.available)("lists the signed-in user's own runs, newest first", async () => {
    const alice = await signUpAndSignIn(test.app);
    const bob = await signUpAndSignIn(test.app);
    const first = (await submit(instructions(), { cookie: alice.cookie })).json();
    const second = (await submit(instructions(2), { cookie: alice.cookie })).json();
    await submit(instructions(), { cookie: bob.cookie });
    await submit(instructions(), { ip: '203.0.113.77' });
    const runs = (cookie?: string) =>
      test.app.inject({ url: '/api/automation/runs', headers: cookie ? { cookie } : {} });
    const listed = await runs(alice.cookie);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({
      total: 2,
      runs: [
        {
          jobId: second.jobId,
          status: 'queued',
          websiteUrl: 'https://shop.example/',
          totals: null,
          recording: null,
        },
        { jobId: first.jobId, status: 'queued' },
      ],
    });
    expect((await runs()).statusCode).toBe(401);

    // A job's report follows the job's access rules; none exists before it ends.
    const report = (query: string) =>
      test.app.inject({ url: `/api/automation/results/${first.jobId}/report${query}` });
    expect((await report('')).statusCode).toBe(401);
    expect((await report('?token=not-the-token')).statusCode).toBe(403);
    expect((await report(`?token=${first.token}`)).statusCode).toBe(404);
  });

  it.skipIf(!engine.available)(
    'takes the limits from the stored premium flag, never the request',
    async () => {
      const free = await signUpAndSignIn(test.app);
      const premium = await signUpAndSignIn(test.app);
      await test.app.db
        .updateTable('users')
        .set({ prefs: JSON.stringify({ isPremium: true }) })
        .where('id', '=', premium.userId)
        .execute();
      const long = (metadata: Record<string, unknown>) => ({ ...instructions(30), metadata });

      const refused = await submit(long({ isPremium: true, isLoggedIn: true, userID: premium.userId }), {
        cookie: free.cookie,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain('the free limit is 25 steps');
      const accepted = await submit(long({ isPremium: false }), { cookie: premium.cookie });
      expect(accepted.statusCode).toBe(202);
      const row = await test.app.db
        .selectFrom('automation_jobs')
        .select(['limits', 'owner_id'])
        .where('id', '=', accepted.json().jobId)
        .executeTakeFirstOrThrow();
      expect(row.owner_id).toBe(premium.userId);
      expect(JSON.parse(row.limits)).toMatchObject({ tier: 'premium', maxSteps: 200 });
    },
  );

  it.skipIf(!engine.available)('lets an anonymous visitor submit 5 jobs an hour', async () => {
    for (let index = 0; index < 5; index++)
      expect((await submit(instructions(), { ip: '198.51.100.7' })).statusCode).toBe(202);
    const sixth = await submit(instructions(), { ip: '198.51.100.7' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ type: 'general_rate_limit_exceeded' });
    expect((await submit(instructions(), { ip: '198.51.100.8' })).statusCode).toBe(202);
  });
});
