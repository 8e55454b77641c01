import { createHmac } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { JourneyAlertPayloadSchema, JourneyDocumentSchema } from '@tagproof/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createEngineTestApp, type EngineTestApp } from '../../testing/engine-app.js';
import { startSmtpPeer, type SmtpPeer } from '../../testing/mail.js';
import { STORAGE_ENGINES } from '../../testing/storage-engines.js';
import { signUpAndSignIn, type SignedInUser } from '../../testing/users.js';
import { JourneyRunner } from '../automation/runner/journey-runner.js';

/** The answer of `POST /api/journeys/:id/webhook-secret`. */
const WebhookSecretSchema = z.object({ secret: z.string() });

/**
 * A scheduled journey end to end, in the real Chromium: a local page sends GA4 hits, the journey's
 * slot comes (twice), the page loses an event and a parameter between the runs, and the second run's
 * regression reaches the owner by SMTP and a local webhook receiver, signed, after one retry.
 */
const sqlite = STORAGE_ENGINES[0]!;
const JOURNEYS = '/v1/databases/tagproof/collections/journeys/documents';

interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** The page under test: `changed` drops the add_to_cart event and the currency of page_view. */
function startPage(): { server: Server; state: { changed: boolean } } {
  const state = { changed: false };
  const server = createServer((request, response) => {
    if (request.url?.startsWith('/g/collect')) {
      response.writeHead(204).end();
      return;
    }
    const hits = state.changed
      ? ['en=page_view']
      : ['en=page_view&cu=EUR', 'en=add_to_cart&cu=EUR&epn.value=25'];
    const calls = hits
      .map(
        (hit) =>
          `fetch('/g/collect?v=2&tid=G-TEST12345&cid=555.1700000000&dl=' + encodeURIComponent(location.href) + '&${hit}');`,
      )
      .join('\n');
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end(`<!doctype html><title>Shop</title><h1>Shop</h1><script>${calls}</script>`);
  });
  server.listen(0, '127.0.0.1');
  return { server, state };
}

describe('a scheduled journey regresses and alerts', { timeout: 120_000 }, () => {
  const runner = new JourneyRunner();
  let smtp: SmtpPeer;
  let page: ReturnType<typeof startPage>;
  let receiver: Server;
  const received: Received[] = [];
  let test: EngineTestApp;
  let alice: SignedInUser;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    page = startPage();
    await once(page.server, 'listening');
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        // The first delivery fails: the alert must be retried.
        response.writeHead(received.length === 1 ? 503 : 200).end();
      });
    });
    receiver.listen(0, '127.0.0.1');
    await once(receiver, 'listening');
    test = await createEngineTestApp(
      sqlite,
      {
        automationAllowPrivateTargets: true,
        smtpUrl: smtp.url,
        journeySchedulerSeconds: 1,
        publicUrl: 'https://tagproof.test',
      },
      {
        automation: { workers: 1, pollMs: 100, runner, quiet: { quietMs: 600 }, webhookDelaysMs: [300, 600] },
      },
    );
    alice = await signUpAndSignIn(test.app, { verified: true });
  });

  afterAll(async () => {
    await test?.close();
    await runner.close();
    await smtp?.close();
    page?.server.close();
    receiver?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
    test.app.inject({ method, url, headers: { cookie: alice.cookie }, ...(payload ? { payload } : {}) });

  async function runsOf(journeyId: string, count: number) {
    const end = Date.now() + 60_000;
    for (;;) {
      const rows = await test.app.db
        .selectFrom('automation_jobs')
        .select(['id', 'status', 'report_id', 'error'])
        .where('journey_id', '=', journeyId)
        .orderBy('created_at')
        .execute();
      const ended = rows.filter((row) => row.status === 'completed' || row.status === 'failed');
      if (ended.length >= count) return ended;
      if (Date.now() > end) throw new Error(`only ${ended.length} runs of ${count} ended`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  /**
   * The next e-mail about this journey, its quoted-printable body decoded. Others are skipped: a cron
   * slot such as every 5 minutes may come round while the test runs and alert again, rightly.
   */
  async function mailAbout(journeyId: string) {
    const end = Date.now() + 20_000;
    for (;;) {
      const mail = await smtp.nextMessage(Math.max(1, end - Date.now()));
      // The body is quoted-printable: undo the soft line breaks and =XX escapes.
      const text = mail.raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      if (text.includes(`https://tagproof.test/journeys/${journeyId}`)) return { to: mail.to, text };
    }
  }

  /** Makes the journey's slot due now, as after a restart that missed it. */
  const slotComes = (journeyId: string) =>
    test.app.db
      .updateTable('journeys')
      .set({ next_run_at: '2026-01-01T00:00:00.000+00:00' })
      .where('id', '=', journeyId)
      .execute();

  it('keeps the first run as the baseline, then e-mails and POSTs the regression of the second', async () => {
    const { port } = page.server.address() as AddressInfo;
    const site = `http://127.0.0.1:${port}/`;
    const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/alerts`;
    const created = await call('POST', JOURNEYS, {
      documentId: 'unique()',
      data: {
        name: 'Shop landing',
        request: {
          navigation: { websiteUrl: site },
          useAI: false,
          nonAIInstructions: { steps: [{ type: 'navigate', url: site }] },
        },
        // A five-field cron whose own slot never comes round while the test runs: its runs are the test's.
        schedule: '0 3 1 1 *',
        alerts: { email: true, webhookUrl: hook },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const journey = JourneyDocumentSchema.parse(created.json());
    const { secret } = WebhookSecretSchema.parse(
      (await call('POST', `/api/journeys/${journey.$id}/webhook-secret`, {})).json(),
    );

    await slotComes(journey.$id);
    const [first] = await runsOf(journey.$id, 1);
    expect(first?.status, first?.error ?? '').toBe('completed');
    const baseline = JourneyDocumentSchema.parse((await call('GET', `${JOURNEYS}/${journey.$id}`)).json());
    expect(baseline.baselineReportId).toBe(first?.report_id);
    const report = (
      await call('GET', `/v1/databases/tagproof/collections/testsuitesresults/documents/${first?.report_id}`)
    ).json();
    expect(report.journeyId).toBe(journey.$id);
    expect(smtp.messages).toHaveLength(0);

    page.state.changed = true;
    await slotComes(journey.$id);
    const runs = await runsOf(journey.$id, 2);
    const second = runs[1];
    expect(second?.status).toBe('completed');

    const { to, text } = await mailAbout(journey.$id);
    expect(to).toEqual([alice.email]);
    expect(text).toContain('Your journey "Shop landing" regressed (2 regressions against the baseline)');
    expect(text).toMatch(/Event vanished: .*add_to_cart/);
    expect(text).toMatch(/Parameter vanished: cu/);
    expect(text).toContain(`https://tagproof.test/journeys/${journey.$id}?run=${second?.report_id}`);

    const deadline = Date.now() + 10_000;
    while (received.length < 2 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toHaveLength(2);
    const [failed, delivered] = received as [Received, Received];
    expect(delivered.body).toBe(failed.body);
    expect(delivered.headers['x-tagproof-delivery']).toBe(failed.headers['x-tagproof-delivery']);
    const expected = `sha256=${createHmac('sha256', secret).update(delivered.body).digest('hex')}`;
    expect(delivered.headers['x-tagproof-signature']).toBe(expected);
    const payload = JourneyAlertPayloadSchema.parse(JSON.parse(delivered.body));
    expect(payload).toMatchObject({
      reason: 'regressed',
      journey: { id: journey.$id, name: 'Shop landing' },
      run: { reportId: second?.report_id, status: 'completed' },
      baselineReportId: first?.report_id,
    });
    expect(payload.summary.regressions).toBeGreaterThanOrEqual(2);
    expect(payload.regressions.join('\n')).toMatch(/add_to_cart/);
    expect(payload.regressions.join('\n')).toMatch(/cu|currency/i);
  });
  it('e-mails the owner when a scheduled run fails', async () => {
    const closed = 'http://127.0.0.1:1/';
    const created = await call('POST', JOURNEYS, {
      documentId: 'unique()',
      data: {
        name: 'Closed port',
        request: {
          navigation: { websiteUrl: closed },
          useAI: false,
          nonAIInstructions: { steps: [{ type: 'navigate', url: closed }] },
        },
        schedule: 'daily',
        alerts: { email: true },
      },
    });
    const journey = JourneyDocumentSchema.parse(created.json());
    await slotComes(journey.$id);
    const [run] = await runsOf(journey.$id, 1);
    expect(run?.status).toBe('failed');
    const { text } = await mailAbout(journey.$id);
    expect(text).toContain('Your journey "Closed port" failed:');
    expect(text).toContain(`https://tagproof.test/journeys/${journey.$id}`);
    const stored = JourneyDocumentSchema.parse((await call('GET', `${JOURNEYS}/${journey.$id}`)).json());
    expect(stored.baselineReportId).toBeNull();
  });
});
