import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DuplicateResultSchema, ValidationReportSchema } from '@tagproof/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { EngineTestApp } from '../../testing/engine-app.js';
import { signUpAndSignIn } from '../../testing/users.js';
import type { AutomationJobResult } from './automation.processor.js';
import type { ReportRequest, ValidationReport } from './results/build-report.js';
import { automationApps } from './testing/automation-apps.js';
import { pollUntilEnded, SubmittedJobSchema } from './testing/poll-job.js';
import { startShopSite, type ShopSite } from './testing/shop-site.js';

/**
 * End to end in the real Chromium, over HTTP: POST /api/automation, then poll the results. One
 * browser serves every app of this file (each job still gets its own incognito context).
 */
const apps = automationApps();
const appWith = apps.open;
let shop: ShopSite;

/** The requests of an action of a report: as the server built it, or as parsed from a saved document. */
function requestsOf<Request>(
  report: {
    AllRequestsAllActionsAllTestResults: { validationResults: Record<string, { requests: Request[] }> };
  },
  action: number,
): Request[] {
  return report.AllRequestsAllActionsAllTestResults.validationResults[`action_${action}`]?.requests ?? [];
}

/** The report a `testsuitesresults` document holds (its JSON text `testSuiteResult`), parsed with its schema. */
function savedReport(document: unknown) {
  const { testSuiteResult } = z.looseObject({ testSuiteResult: z.string() }).parse(document);
  return ValidationReportSchema.parse(JSON.parse(testSuiteResult));
}

function eventsOf(requests: readonly ReportRequest[]): Array<string | null> {
  return requests.map((request) => request.originalRequest.eventName);
}

beforeAll(async () => {
  shop = await startShopSite();
});

afterAll(async () => {
  await apps.close();
  await shop.close();
});

describe('automation in Chromium (private targets allowed, as for a local shop)', { timeout: 90_000 }, () => {
  let test: EngineTestApp;

  beforeAll(async () => {
    test = await appWith({ automationAllowPrivateTargets: true });
  });

  it('replays a recording and attributes the add_to_cart hit to the click', async () => {
    const submitted = await test.app.inject({
      method: 'POST',
      url: '/api/automation',
      payload: {
        metadata: { isPremium: false, isLoggedIn: false, userID: null },
        navigation: { websiteUrl: `${shop.origin}/`, timeoutPerStep: 30000 },
        useAI: false,
        instructions: [],
        nonAIInstructions: {
          title: 'Add the blue shirt',
          steps: [
            { type: 'navigate', url: `${shop.origin}/` },
            {
              type: 'click',
              selectors: [['#no-such-button'], ['aria/Add to cart'], ['[data-testid="add-to-cart"]']],
              offsetX: 10,
              offsetY: 10,
            },
          ],
        },
      },
    });
    expect(submitted.statusCode).toBe(202);
    const { jobId, token } = SubmittedJobSchema.parse(submitted.json());
    const { view, seen } = await pollUntilEnded(test.app, jobId, { token });
    expect(view.status, view.error).toBe('completed');
    expect(seen.some((polled) => polled.status === 'processing' && polled.progress.totalSteps === 2)).toBe(
      true,
    );
    const result = view.result as AutomationJobResult;
    expect(result.reportId).toBeNull();
    const report = result.report as ValidationReport;

    const landing = requestsOf(report, 1);
    const click = requestsOf(report, 2);
    expect(eventsOf(landing)).toEqual(expect.arrayContaining(['page_view', 'view_reviews']));
    expect(
      landing.find((request) => request.originalRequest.eventName === 'view_reviews')?.originalRequest
        .frameUrl,
    ).toBe(`${shop.origin}/frame`);
    expect(eventsOf(landing)).not.toContain('add_to_cart');
    expect(eventsOf(click)).toContain('add_to_cart');
    // The delayed batch (two events in one body, sent after 1 s or by sendBeacon when the page is
    // left) and the Blob beacon sent on page hide, caught by the final navigation.
    expect(eventsOf(click)).toEqual(
      expect.arrayContaining(['view_cart', 'begin_checkout', 'user_engagement']),
    );
    const batch = click.filter((request) => request.originalRequest.eventName === 'view_cart');
    expect(batch[0]?.originalRequest).toMatchObject({ batched: true, method: 'POST' });
    expect(batch[0]?.originalRequest.postData).toContain('en=begin_checkout');
    const beacon = click.find((request) => request.originalRequest.eventName === 'user_engagement');
    expect(beacon?.originalRequest.postData).toContain('en=user_engagement&_et=1500');
    // Every hit was answered (the beacon sent as the page was left, too): none is reported as lost.
    expect(
      [...landing, ...click].flatMap((request) =>
        request.validationResults.filter((finding) => finding.code.startsWith('REQUEST_')),
      ),
    ).toEqual([]);
    const info = report.AllRequestsAllActionsAllTestResults.validationResults.action_2?.actionInfo;
    expect(info).toMatchObject({ elementClickedText: 'Add to cart', status: 'passed', type: 'click' });
    expect(report.AllRequestsAllActionsAllTestResults.summary).toMatchObject({
      totalActions: 2,
      vendors: { GOOGLEANALYTICS4: { totalRequests: expect.any(Number) } },
    });
    expect(result.actions[1]?.events.map((event) => event.eventName)).toContain('add_to_cart');
    expect(result.recording.steps).toHaveLength(2);
    expect(shop.received.some((hit) => hit.url.includes('en=add_to_cart'))).toBe(true);

    const screenshot = await test.app.inject({ url: `${result.actions[1]?.screenshotUrl}?token=${token}` });
    expect(screenshot.statusCode).toBe(200);
    expect(screenshot.headers['content-type']).toBe('image/jpeg');
    expect((await test.app.inject({ url: `${result.actions[1]?.screenshotUrl}` })).statusCode).toBe(401);
  });

  /** Runs an anonymous one-step journey that opens `path` of the shop, and answers its report. */
  async function reportOfPage(path: string, title: string): Promise<ValidationReport> {
    const submitted = await test.app.inject({
      method: 'POST',
      url: '/api/automation',
      payload: {
        metadata: { isPremium: false, isLoggedIn: false, userID: null },
        navigation: { websiteUrl: `${shop.origin}${path}`, timeoutPerStep: 30000 },
        useAI: false,
        instructions: [],
        nonAIInstructions: { title, steps: [{ type: 'navigate', url: `${shop.origin}${path}` }] },
      },
    });
    expect(submitted.statusCode).toBe(202);
    const { jobId, token } = SubmittedJobSchema.parse(submitted.json());
    const { view } = await pollUntilEnded(test.app, jobId, { token });
    expect(view.status, view.error).toBe('completed');
    return (view.result as AutomationJobResult).report as ValidationReport;
  }

  it('reports a hit the vendor refused: the answer each hit got is recorded', async () => {
    const report = await reportOfPage('/refused', 'Refused');
    const hit = requestsOf(report, 1).find((request) => request.originalRequest.eventName === 'page_view');
    expect(hit?.validationResults.find((finding) => finding.code === 'REQUEST_REFUSED')).toMatchObject({
      severity: 'error',
      triggeredBy: { received: 'status 404' },
    });
  });

  it('joins the redirect a hit was answered with to the hit: one event, no duplicate', async () => {
    const report = await reportOfPage('/redirected', 'Redirected');
    // The browser followed the redirect: the site received the second hop.
    expect(shop.received.some((hit) => hit.url.includes('&hop=2'))).toBe(true);
    const hits = requestsOf(report, 1).filter((request) => request.originalRequest.eventName === 'page_view');
    expect(hits.map((request) => request.originalRequest.requestUrl)).toEqual([
      expect.stringContaining('/hop/g/collect?'),
    ]);
    expect(hits[0]?.duplicateInfo.isDuplicate).toBe(false);
  });

  it('resolves a written instruction offline, saves the report for the signed-in owner', async () => {
    const owner = await signUpAndSignIn(test.app, { verified: true });
    const created = await test.app.inject({
      method: 'POST',
      url: '/v1/databases/tagproof/collections/tests/documents',
      headers: { cookie: owner.cookie },
      payload: {
        documentId: 'unique()',
        data: {
          name: 'Cart in euros',
          testType: 'GOOGLEANALYTICS4',
          logicalOperator: 'AND',
          metrics: JSON.stringify([{ metric: 'cu', comparison: 'equals', value: 'EUR' }]),
        },
      },
    });
    expect(created.statusCode).toBe(201);
    const submitted = await test.app.inject({
      method: 'POST',
      url: '/api/automation',
      headers: { cookie: owner.cookie },
      payload: {
        navigation: { websiteUrl: `${shop.origin}/double` },
        useAI: true,
        instructions: [{ step: 1, action: 'click', prompt: 'Click the Add to cart button' }],
      },
    });
    expect(submitted.statusCode).toBe(202);
    const { view } = await pollUntilEnded(test.app, SubmittedJobSchema.parse(submitted.json()).jobId, {
      cookie: owner.cookie,
    });
    expect(view.status, view.error).toBe('completed');
    const result = view.result as AutomationJobResult;
    expect(result.report).toBeNull();
    expect(result.reportId).toEqual(expect.any(String));
    expect(result.reportUrl).toBe(`/automatedResults/${result.reportId}`);
    expect(result.actions[1]).toMatchObject({
      resolvedBy: 'accessibility',
      elementClickedText: 'Add to cart',
    });
    expect(result.recording.steps[1]).toMatchObject({
      type: 'click',
      selectors: expect.arrayContaining([['aria/Add to cart']]),
    });

    const saved = await test.app.inject({
      url: `/v1/databases/tagproof/collections/testsuitesresults/documents/${result.reportId}`,
      headers: { cookie: owner.cookie },
    });
    expect(saved.statusCode).toBe(200);
    const report = savedReport(saved.json());
    const action = report.AllRequestsAllActionsAllTestResults.validationResults.action_2!;
    const carts = action.requests.filter((request) => request.originalRequest.eventName === 'add_to_cart');
    expect(carts).toHaveLength(2);
    // The page double-fires: add_to_cart twice, and the batched events twice in one batch.
    const duplicates = z.array(DuplicateResultSchema).parse(action.duplicates);
    expect(duplicates.map((duplicate) => duplicate.eventName)).toEqual(
      expect.arrayContaining(['add_to_cart', 'view_cart', 'begin_checkout']),
    );
    expect(action.actionValidationResults).toContainEqual(
      expect.objectContaining({
        code: 'ACTION_DUPLICATES',
        requestIds: carts.map((request) => request.requestId),
      }),
    );
    expect(carts[0]?.testResults).toContainEqual(
      expect.objectContaining({ testName: 'Cart in euros', passed: true, skipped: false }),
    );
    const pageView = report.AllRequestsAllActionsAllTestResults.validationResults.action_1!.requests.find(
      (request) => request.originalRequest.eventName === 'page_view',
    );
    expect(pageView?.testResults).toContainEqual(
      expect.objectContaining({ testName: 'Cart in euros', passed: false }),
    );
  });
});

describe("automation with the owner's custom vendors", { timeout: 90_000 }, () => {
  it("records and decodes the requests of the owner's custom vendors, not anyone else's", async () => {
    const test = await appWith({ automationAllowPrivateTargets: true });
    const owner = await signUpAndSignIn(test.app, { verified: true });
    const other = await signUpAndSignIn(test.app, { verified: true });
    // The shop's reviews iframe stands in for an in-house collector on the site's own host.
    const vendor = await test.app.inject({
      method: 'POST',
      url: '/v1/databases/tagproof/collections/vendors/documents',
      headers: { cookie: owner.cookie },
      payload: {
        documentId: 'unique()',
        data: {
          code: 'SHOP_REVIEWS',
          name: 'Shop reviews',
          match: { hosts: ['127.0.0.1'], paths: ['/frame'] },
        },
      },
    });
    expect(vendor.statusCode, vendor.body).toBe(201);
    const categoriesOf = async (cookie: string) => {
      const submitted = await test.app.inject({
        method: 'POST',
        url: '/api/automation',
        headers: { cookie },
        payload: {
          navigation: { websiteUrl: `${shop.origin}/` },
          useAI: true,
          instructions: [{ step: 1, action: 'click', prompt: 'Click the Add to cart button' }],
        },
      });
      expect(submitted.statusCode, submitted.body).toBe(202);
      const { view } = await pollUntilEnded(test.app, SubmittedJobSchema.parse(submitted.json()).jobId, {
        cookie,
      });
      expect(view.status, view.error).toBe('completed');
      const { reportId } = view.result as AutomationJobResult;
      const saved = await test.app.inject({
        url: `/v1/databases/tagproof/collections/testsuitesresults/documents/${reportId}`,
        headers: { cookie },
      });
      return requestsOf(savedReport(saved.json()), 1).map(
        (request) => request.originalRequest.requestCategory,
      );
    };
    expect(await categoriesOf(owner.cookie)).toContain('SHOP_REVIEWS');
    expect(await categoriesOf(other.cookie)).not.toContain('SHOP_REVIEWS');
  });
});

describe('automation with a language model', { timeout: 90_000 }, () => {
  let llm: Server;
  /** What the stub reads of an OpenAI-style chat completion request (other fields are kept). */
  const ChatRequestSchema = z.looseObject({
    model: z.string(),
    messages: z.array(z.looseObject({ content: z.string() })),
  });
  const asked: Array<{ authorization: string | undefined; body: z.output<typeof ChatRequestSchema> }> = [];

  beforeAll(async () => {
    // A stub OpenAI-compatible server: picks the candidate named "Add to cart".
    llm = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const parsed = ChatRequestSchema.parse(JSON.parse(body));
        asked.push({ authorization: request.headers.authorization, body: parsed });
        const line = parsed.messages
          .at(-1)
          ?.content.split('\n')
          .find((text) => text.includes('"Add to cart"'));
        const index = line ? Number(line.split('.')[0]) : null;
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ choices: [{ message: { role: 'assistant', content: `{"index": ${index}}` } }] }),
        );
      });
    });
    await new Promise<void>((resolve) => llm.listen(0, '127.0.0.1', resolve));
  });

  afterAll(() => new Promise<void>((resolve) => llm.close(() => resolve())));

  it('lets the model choose among the offline candidates', async () => {
    const { port } = llm.address() as AddressInfo;
    const test = await appWith({
      automationAllowPrivateTargets: true,
      llm: { url: `http://127.0.0.1:${port}/v1`, model: 'stub-model', key: 'sk-test' },
    });
    const submitted = await test.app.inject({
      method: 'POST',
      url: '/api/automation',
      payload: {
        navigation: { websiteUrl: `${shop.origin}/` },
        instructions: [{ action: 'click', prompt: 'Put the blue shirt in my basket' }],
      },
    });
    const { jobId, token } = SubmittedJobSchema.parse(submitted.json());
    const { view } = await pollUntilEnded(test.app, jobId, { token });
    expect(view.status, view.error).toBe('completed');
    const result = view.result as AutomationJobResult;
    expect(result.actions[1]).toMatchObject({ resolvedBy: 'model', elementClickedText: 'Add to cart' });
    expect(result.actions[1]?.events.map((event) => event.eventName)).toContain('add_to_cart');
    expect(asked[0]).toMatchObject({ authorization: 'Bearer sk-test', body: { model: 'stub-model' } });
    expect(asked[0]?.body.messages.at(-1)?.content).toContain('Put the blue shirt in my basket');
  });
});
