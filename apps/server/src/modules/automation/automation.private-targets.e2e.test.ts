import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineTestApp } from '../../testing/engine-app.js';
import { automationApps } from './testing/automation-apps.js';
import { pollUntilEnded, SubmittedJobSchema } from './testing/poll-job.js';
import { startShopSite, type ShopSite } from './testing/shop-site.js';

/**
 * The automation runner never loads a private-network address unless configured: a loopback Website
 * URL is refused at submission, and a redirect or a worker's request to one fails the job, in the real
 * Chromium.
 */
const apps = automationApps();
let shop: ShopSite;

beforeAll(async () => {
  shop = await startShopSite();
});

afterAll(async () => {
  await apps.close();
  await shop.close();
});

describe('automation without AUTOMATION_ALLOW_PRIVATE_TARGETS', { timeout: 90_000 }, () => {
  let privateSite: Server;
  let privateHits = 0;
  let publicShop: ShopSite;
  let test: EngineTestApp;

  beforeAll(async () => {
    privateSite = createServer((_request, response) => {
      privateHits++;
      response.end('internal admin page');
    });
    await new Promise<void>((resolve) => privateSite.listen(0, '127.0.0.1', resolve));
    const { port } = privateSite.address() as AddressInfo;
    // The "public" shop lives on 127.0.0.2, which this app is told to treat as a public address.
    publicShop = await startShopSite({ host: '127.0.0.2', redirectTarget: `http://127.0.0.1:${port}/admin` });
    test = await apps.open(
      { automationAllowPrivateTargets: false },
      { publicAddresses: new Set(['127.0.0.2']) },
    );
  });

  afterAll(async () => {
    await publicShop.close();
    await new Promise<void>((resolve) => privateSite.close(() => resolve()));
  });

  it('refuses a loopback Website URL at submission', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/automation',
      payload: {
        navigation: { websiteUrl: `${shop.origin}/` },
        instructions: [{ action: 'click', prompt: 'Add to cart' }],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ type: 'automation_target_refused' });
    expect(response.json().message).toContain('loopback');
  });

  it('blocks a redirect to a loopback address during the run and fails the job with the reason', async () => {
    const submitted = await test.app.inject({
      method: 'POST',
      url: '/api/automation',
      payload: {
        navigation: { websiteUrl: `${publicShop.origin}/leave` },
        instructions: [{ action: 'click', prompt: 'Click the Add to cart button' }],
      },
    });
    expect(submitted.statusCode).toBe(202);
    const { jobId, token } = SubmittedJobSchema.parse(submitted.json());
    const { view } = await pollUntilEnded(test.app, jobId, { token });
    expect(view.status).toBe('failed');
    expect(view.error).toMatch(
      /Blocked a request: http:\/\/127\.0\.0\.1:\d+\/admin points to 127\.0\.0\.1, a loopback address/,
    );
    expect(view.result?.actions[0]).toMatchObject({ status: 'failed' });
    expect(privateHits).toBe(0);
  });

  it('blocks the requests of shared and service workers too', async () => {
    const submitted = await test.app.inject({
      method: 'POST',
      url: '/api/automation',
      payload: {
        useAI: false,
        navigation: { websiteUrl: `${publicShop.origin}/workers` },
        nonAIInstructions: [
          { type: 'navigate', url: `${publicShop.origin}/workers` },
          {
            type: 'waitForExpression',
            expression: 'new Promise((done) => setTimeout(() => done(true), 1500))',
          },
        ],
      },
    });
    expect(submitted.statusCode).toBe(202);
    const { jobId, token } = SubmittedJobSchema.parse(submitted.json());
    const { view } = await pollUntilEnded(test.app, jobId, { token });
    expect(view.status).toBe('failed');
    expect(view.error).toContain('a loopback address');
    expect(privateHits).toBe(0);
  });
});
