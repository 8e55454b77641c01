import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { receivedOf, validatedOf, type Received } from '../support/captures.js';

// The browser extension end to end: Chromium with the unpacked build of apps/extension, a local shop
// page that sends GA4 and Meta pixel hits, Start Session in the popup, a service-worker restart in the
// middle of the session, then Send to hub: the Tagproof page served by the e2e server receives the
// captures after its ready handshake (also when it is slow to start) and shows them validated.

const EXTENSION_DIR = join(import.meta.dirname, '../../apps/extension/dist');
const GA4_ID = 'G-TEST123';
const PIXEL_ID = '1234567890';
const HASHED_EMAIL = 'a'.repeat(64);
/** A 1×1 transparent GIF, the answer of the Meta pixel endpoint. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * The shop page: a GA4 page_view to a first-party path (as server-side tagging does), a GA4 batch of
 * two events in one beacon body (one of them leaking an e-mail address) and a Meta pixel PageView with
 * an advanced-matching e-mail hash. Images and scripts of no vendor are sent too and must be ignored.
 */
const SHOP_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Fixture shop</title></head>
<body><h1>Fixture shop</h1><img src="/logo.png" alt="">
<script>
  const dl = encodeURIComponent(location.href);
  const common = 'v=2&tid=${GA4_ID}&cid=123456789.1700000000&sid=1700000000&sct=1&dl=' + dl + '&dt=Fixture%20shop';
  fetch('/hop/g/collect?' + common + '&_s=1&en=page_view', { method: 'POST', keepalive: true });
  navigator.sendBeacon('/g/collect?' + common + '&_s=2', 'en=view_item&ep.contact=jane%40example.com\\nen=scroll&epn.percent_scrolled=90');
  new Image().src = 'https://www.facebook.com/tr/?id=${PIXEL_ID}&ev=PageView&dl=' + dl + '&rl=&if=false&ts=' + Date.now() + '&ud[em]=${HASHED_EMAIL}';
  fetch('/api/cart.json');
</script></body></html>`;

interface FixtureServer {
  origin: string;
  close(): Promise<void>;
}

async function startShop(): Promise<FixtureServer> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    request.resume();
    if (path === '/g/collect') response.writeHead(204).end();
    // The page view is answered with a redirect, as Comscore's `/b` goes on to `/b2`: one hit all the same.
    else if (path === '/hop/g/collect')
      response
        .writeHead(302, { location: `/g/collect?${(request.url ?? '').split('?')[1] ?? ''}&hop=2` })
        .end();
    else if (path === '/shop')
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
        .end(SHOP_HTML);
    else response.writeHead(404).end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A `validatorDataReceived` event seen on the hub: its detail, and whether the app had said it was ready. */
interface Delivery {
  readyWhenDispatched: boolean;
  /** Milliseconds since the hub page started loading. */
  dispatchedAt: number;
  /** The event's `detail` as dispatched (a JSON copy): `{data}`, read with `receivedOf`. */
  detail: unknown;
}

type HubWindow = Window & { __tagproofReady?: boolean; __e2eReceived?: Delivery[] };

/** The few chrome.* calls the test makes inside the extension's service worker. */
type ExtensionGlobal = {
  chrome: { tabs: { query(info: { url: string }): Promise<Array<{ id?: number }>> } };
};

/** The project's Chromium, in a fresh profile, with the unpacked extensions of `dirs` loaded. */
async function launchWithExtensions(
  dirs: readonly string[],
): Promise<{ context: BrowserContext; userDataDir: string }> {
  const launch = test.info().project.use.launchOptions ?? {};
  const userDataDir = mkdtempSync(join(tmpdir(), 'tagproof-extension-e2e-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    headless: true,
    executablePath: launch.executablePath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      ...(launch.args ?? []),
      `--disable-extensions-except=${dirs.join(',')}`,
      `--load-extension=${dirs.join(',')}`,
    ],
  });
  return { context, userDataDir };
}

async function extensionWorker(context: BrowserContext): Promise<Worker> {
  const existing = context.serviceWorkers().find((worker) => worker.url().startsWith('chrome-extension://'));
  return (
    existing ??
    context.waitForEvent('serviceworker', {
      predicate: (worker) => worker.url().startsWith('chrome-extension://'),
    })
  );
}

/** The ids of the extension's running service-worker targets (none while the worker is stopped). */
async function workerTargets(page: Page, extensionId: string): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  const { targetInfos } = await session.send('Target.getTargets');
  await session.detach();
  return targetInfos
    .filter(
      (info) => info.type === 'service_worker' && info.url.startsWith(`chrome-extension://${extensionId}/`),
    )
    .map((info) => info.targetId);
}

/**
 * Stops the extension's service worker as Chrome does with an idle one (Target.closeTarget, like
 * Puppeteer's worker.close()), and waits until it is gone.
 */
async function stopExtensionWorker(page: Page, extensionId: string): Promise<void> {
  const [targetId] = await workerTargets(page, extensionId);
  if (targetId === undefined) throw new Error('the extension service worker is not running');
  const session = await page.context().newCDPSession(page);
  await session.send('Target.closeTarget', { targetId });
  await session.detach();
  await expect.poll(() => workerTargets(page, extensionId)).toEqual([]);
}

function vendorRow(popup: Page, vendor: string) {
  return popup.getByRole('row', { name: new RegExp(`^${vendor}\\b`) }).getByRole('cell');
}

test.describe('browser extension', () => {
  test('captures GA4 and Meta hits after Start Session and sends them to the hub', async ({
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    if (!existsSync(join(EXTENSION_DIR, 'manifest.json'))) {
      throw new Error(
        `the extension is not built (${EXTENSION_DIR} is missing): run \`npm run build\` first.`,
      );
    }
    const hubUrl = `${(baseURL ?? 'http://127.0.0.1:8787').replace(/\/$/, '')}/`;
    const hubOrigin = new URL(hubUrl).origin;
    const shop = await startShop();
    const { context, userDataDir } = await launchWithExtensions([EXTENSION_DIR]);
    try {
      // Real Meta hosts are unreachable here: answer the pixel like Meta does. webRequest still sees it.
      // From the page's third load on (after Start Session's reload), the pixel is stopped as an ad
      // blocker stops it.
      let pixelHits = 0;
      await context.route('https://www.facebook.com/tr/**', (route) =>
        ++pixelHits <= 2
          ? route.fulfill({ status: 200, contentType: 'image/gif', body: GIF })
          : route.abort('blockedbyclient'),
      );
      // On the hub: record what the extension dispatches, beside the app's own listener.
      await context.addInitScript((origin) => {
        if (window.location.origin !== origin) return;
        const hub = window as HubWindow;
        hub.__e2eReceived = [];
        window.addEventListener('validatorDataReceived', (event) => {
          hub.__e2eReceived?.push({
            readyWhenDispatched: hub.__tagproofReady === true,
            dispatchedAt: performance.now(),
            detail: JSON.parse(JSON.stringify((event as CustomEvent).detail)) as unknown,
          });
        });
      }, hubOrigin);

      const worker = await extensionWorker(context);
      const extensionId = new URL(worker.url()).host;

      await test.step('options: hub address and redaction', async () => {
        const options = await context.newPage();
        await options.goto(`chrome-extension://${extensionId}/options.html`);
        await expect(options.getByLabel('Hub address')).toHaveValue('http://127.0.0.1:8080/');
        await options.getByLabel('Hub address').fill('not a url at all');
        await options.getByRole('button', { name: 'Save' }).click();
        await expect(options.getByRole('status')).toContainText('Enter an http:// or https:// address');
        await options.getByLabel('Hub address').fill(hubUrl);
        await options.getByLabel('Redact personal data before sending').check();
        await expect(options.getByLabel('Reload the page when a session starts')).toBeChecked();
        await options.getByRole('button', { name: 'Save' }).click();
        await expect(options.getByRole('status')).toHaveText('Saved.');
        await options.close();
      });

      const page = await context.newPage();
      await page.goto(`${shop.origin}/shop?utm_source=e2e`);
      const tabId = await worker.evaluate(async (pattern) => {
        const chrome = Reflect.get(globalThis, 'chrome') as ExtensionGlobal['chrome'];
        const [tab] = await chrome.tabs.query({ url: pattern });
        return tab?.id ?? -1;
      }, `${shop.origin}/*`);
      expect(tabId).toBeGreaterThan(0);

      const popup = await context.newPage();
      await test.step('Start Session captures the page after its reload, per vendor', async () => {
        await popup.goto(`chrome-extension://${extensionId}/popup.html?tabId=${tabId}`);
        await expect(popup.getByRole('status').first()).toContainText('Not recording');
        await expect(popup.getByText(hubUrl)).toBeVisible();
        // Hits sent before the session started are not captured.
        await expect(popup.getByRole('heading', { name: 'Captured on this tab: 0' })).toBeVisible();
        await popup.getByRole('button', { name: 'Start Session' }).click();
        await expect(popup.getByRole('button', { name: 'Stop' })).toBeVisible();
        await expect(popup.getByRole('heading', { name: 'Captured on this tab: 4' })).toBeVisible({
          timeout: 15_000,
        });
        await expect(vendorRow(popup, 'Google Analytics 4')).toHaveText('2');
        await expect(vendorRow(popup, 'Meta Pixel')).toHaveText('1');
        await expect(vendorRow(popup, 'Navigation')).toHaveText('1');
      });

      await test.step('captures survive the service worker being stopped', async () => {
        await stopExtensionWorker(page, extensionId);
        // The next requests wake the worker again; it goes on from what it stored.
        await page.reload();
        await expect.poll(() => workerTargets(page, extensionId)).toHaveLength(1);
        await expect(popup.getByRole('heading', { name: 'Captured on this tab: 8' })).toBeVisible({
          timeout: 15_000,
        });
        await expect(vendorRow(popup, 'Google Analytics 4')).toHaveText('4');
        await expect(vendorRow(popup, 'Meta Pixel')).toHaveText('2');
        await expect(vendorRow(popup, 'Navigation')).toHaveText('2');
      });

      let received: Received[] = [];
      let hubPage: Page | undefined;
      await test.step('Send to hub opens the hub and hands it the captures once it is ready', async () => {
        const hubPagePromise = context.waitForEvent('page', {
          predicate: (opened) => opened.url().startsWith(hubOrigin),
          timeout: 15_000,
        });
        await popup.getByRole('button', { name: 'Send to hub' }).click();
        const hub = await hubPagePromise;
        hubPage = hub;
        await expect
          .poll(() => hub.evaluate(() => (window as HubWindow).__e2eReceived?.length ?? 0), {
            timeout: 30_000,
          })
          .toBe(1);
        const deliveries = await hub.evaluate(() => (window as HubWindow).__e2eReceived ?? []);
        expect(deliveries[0]?.readyWhenDispatched).toBe(true);
        received = deliveries[0] ? receivedOf(deliveries[0].detail) : [];
        await expect(popup.locator('#send-status')).toContainText('Sent 8 requests to Tagproof.', {
          timeout: 10_000,
        });
        // A second delivery never happens for the same send.
        await hub.waitForTimeout(500);
        expect(await hub.evaluate(() => (window as HubWindow).__e2eReceived?.length)).toBe(1);
      });

      await test.step('a hub that is slow to start still gets the captures, once it is ready', async () => {
        if (hubPage === undefined) throw new Error('the hub page was not opened');
        const hub = hubPage;
        // The app's scripts now arrive 4 s late: the extension finds the hub tab still loading and must
        // wait for the ready handshake instead of dispatching into a page that does not listen yet.
        await hub.route('**/assets/**', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 4_000));
          await route.continue();
        });
        await hub.reload({ waitUntil: 'commit' });
        await popup.getByRole('button', { name: 'Send to hub' }).click();
        await expect
          .poll(() => hub.evaluate(() => (window as HubWindow).__e2eReceived?.length ?? 0), {
            timeout: 30_000,
          })
          .toBe(1);
        const [delivery] = await hub.evaluate(() => (window as HubWindow).__e2eReceived ?? []);
        expect(delivery?.readyWhenDispatched).toBe(true);
        expect(delivery?.dispatchedAt).toBeGreaterThan(4_000);
        expect(receivedOf(delivery?.detail)).toHaveLength(8);
        await hub.unroute('**/assets/**');
      });

      await test.step('the captured requests have the specification shape, redacted', () => {
        expect(received).toHaveLength(8);
        const categories = received.map((capture) => capture.requestMetadata.requestCategory);
        expect(categories.filter((category) => category === 'GOOGLEANALYTICS4')).toHaveLength(4);
        expect(categories.filter((category) => category === 'FACEBOOK')).toHaveLength(2);
        const navigations = received.filter(
          (capture) => capture.requestMetadata.requestCategory === 'Navigation',
        );
        expect(navigations).toHaveLength(2);
        for (const navigation of navigations) {
          expect(navigation).toMatchObject({
            type: 'navigation',
            tabUrl: `${shop.origin}/shop?utm_source=e2e`,
          });
        }
        for (const capture of received) {
          expect(capture.tabUrl).toBe(`${shop.origin}/shop?utm_source=e2e`);
          expect(capture.timestamp).toBeGreaterThan(Date.now() - 120_000);
        }
        expect(new Set(received.map((capture) => capture.requestMetadata.requestId)).size).toBe(8);
        const batch = received.find((capture) => capture.requestMetadata.postData?.includes('en=view_item'));
        expect(batch?.requestMetadata).toMatchObject({
          method: 'POST',
          postData: 'en=view_item&ep.contact=[redacted:email]\nen=scroll&epn.percent_scrolled=90',
        });
        const pixel = received.find((capture) => capture.requestMetadata.requestCategory === 'FACEBOOK');
        expect(pixel?.requestMetadata.requestUrl).toContain('ud[em]=[redacted:email]');
        expect(pixel?.requestMetadata.requestUrl).not.toContain(HASHED_EMAIL);
        // The answer each hit got goes with it: the blocked pixel says why it failed.
        expect(
          received
            .filter((capture) => capture.requestMetadata.requestCategory === 'FACEBOOK')
            .map((capture) => capture.delivery),
        ).toEqual([{ status: 200 }, { status: 0, error: 'net::ERR_BLOCKED_BY_CLIENT' }]);
        const ga4Statuses = received
          .filter((capture) => capture.requestMetadata.requestCategory === 'GOOGLEANALYTICS4')
          .map((capture) => capture.delivery?.status);
        // The page view's answer was its redirect; the hop the browser followed is part of it.
        expect(ga4Statuses).toEqual([302, 204, 302, 204]);
        const pageViews = received.filter((capture) =>
          capture.requestMetadata.requestUrl.includes('/hop/g/collect?'),
        );
        expect(pageViews.map((capture) => capture.requestMetadata.redirectQueryParams)).toEqual([
          expect.stringMatching(/&en=page_view&hop=2$/),
          expect.stringMatching(/&en=page_view&hop=2$/),
        ]);
      });

      await test.step('the hub validates what it received', async () => {
        // The hub's validation service, as the page calls it, with the exact captured requests.
        const response = await request.post('/api/validate', { data: { requests: received } });
        expect(response.status()).toBe(200);
        const body: unknown = await response.json();
        expect(body).toMatchObject({ success: true });
        const validatedRequests = validatedOf(body);
        const events = validatedRequests.map((validated) => [
          validated.requestMetadata.requestCategory,
          validated.requestMetadata.eventName,
        ]);
        expect(
          events
            .filter(([category]) => category === 'GOOGLEANALYTICS4')
            .map(([, event]) => event)
            .sort(),
        ).toEqual(['page_view', 'page_view', 'scroll', 'scroll', 'view_item', 'view_item']);
        expect(events.filter(([category]) => category === 'FACEBOOK').map(([, event]) => event)).toEqual([
          'PageView',
          'PageView',
        ]);
        expect(events.filter(([category]) => category === 'Navigation')).toHaveLength(2);
        const viewItem = validatedRequests.find(
          (validated) => validated.requestMetadata.eventName === 'view_item',
        );
        expect(viewItem?.requestMetadata.accountID).toBe(GA4_ID);
        expect(
          viewItem?.validation.autoValidationResults.suggestedParameters.map((finding) => finding.code),
        ).toContain('VALUE_REDACTED');
        const pixelFindings = validatedRequests
          .filter((validated) => validated.requestMetadata.requestCategory === 'FACEBOOK')
          .map((validated) =>
            validated.validation.autoValidationResults.suggestedParameters
              .map((finding) => finding.code)
              .filter((code) => code === 'REQUEST_FAILED'),
          );
        expect(pixelFindings).toEqual([[], ['REQUEST_FAILED']]);
      });

      await test.step('the Tagproof page shows them validated', async () => {
        if (hubPage === undefined) throw new Error('the hub page was not opened');
        // 8 captured requests; each GA4 batch of two events is validated as two requests: 10.
        await expect(hubPage.getByRole('button', { name: '10 Total Requests' })).toBeVisible({
          timeout: 20_000,
        });
        await expect(hubPage.getByRole('button', { name: '10 Supported' })).toBeVisible();
        await expect(hubPage.getByRole('button', { name: '0 Unsupported' })).toBeVisible();
        await expect(hubPage.getByText('Meta Pixel').first()).toBeVisible();
        await expect(hubPage.getByText('Google Analytics 4').first()).toBeVisible();
        await expect(hubPage.getByText(`Account ${GA4_ID}`).first()).toBeVisible();
      });
    } finally {
      await context.close();
      await shop.close();
      rmSync(userDataDir, { recursive: true, force: true });
    }
  });

  test('records why a Manifest V3 blocker (declarativeNetRequest) stopped the pixel', async () => {
    test.setTimeout(90_000);
    // A blocker as uBlock Origin Lite and other Manifest V3 blockers work: a static block rule,
    // applied by Chrome itself before the request leaves, not by the page or a proxy.
    const blockerDir = mkdtempSync(join(tmpdir(), 'tagproof-e2e-blocker-'));
    writeFileSync(
      join(blockerDir, 'manifest.json'),
      JSON.stringify({
        manifest_version: 3,
        name: 'E2E blocker',
        version: '1.0',
        permissions: ['declarativeNetRequest'],
        declarative_net_request: { rule_resources: [{ id: 'meta', enabled: true, path: 'rules.json' }] },
      }),
    );
    writeFileSync(
      join(blockerDir, 'rules.json'),
      JSON.stringify([
        {
          id: 1,
          priority: 1,
          action: { type: 'block' },
          condition: { urlFilter: '||facebook.com/tr', resourceTypes: ['image', 'xmlhttprequest', 'ping'] },
        },
      ]),
    );
    const shop = await startShop();
    const { context, userDataDir } = await launchWithExtensions([EXTENSION_DIR, blockerDir]);
    try {
      const worker = await extensionWorker(context);
      const extensionId = new URL(worker.url()).host;
      const page = await context.newPage();
      await page.goto(`${shop.origin}/shop`);
      const tabId = await worker.evaluate(async (pattern) => {
        const chrome = Reflect.get(globalThis, 'chrome') as ExtensionGlobal['chrome'];
        const [tab] = await chrome.tabs.query({ url: pattern });
        return tab?.id ?? -1;
      }, `${shop.origin}/*`);
      const popup = await context.newPage();
      await popup.goto(`chrome-extension://${extensionId}/popup.html?tabId=${tabId}`);
      await popup.getByRole('button', { name: 'Start Session' }).click();
      await expect(vendorRow(popup, 'Meta Pixel')).toHaveText('1', { timeout: 15_000 });
      const pixelAnswers = () =>
        worker.evaluate(async () => {
          const chrome = Reflect.get(globalThis, 'chrome') as {
            storage: { local: { get(keys: null): Promise<Record<string, unknown>> } };
          };
          const stored = Object.values(await chrome.storage.local.get(null));
          return stored
            .flatMap((value) => (Array.isArray(value) ? (value as Received[]) : []))
            .filter((capture) => capture.requestMetadata.requestCategory === 'FACEBOOK')
            .map((capture) => capture.delivery);
        });
      await expect
        .poll(pixelAnswers, { timeout: 10_000 })
        .toEqual([{ status: 0, error: 'net::ERR_BLOCKED_BY_CLIENT' }]);
    } finally {
      await context.close();
      await shop.close();
      rmSync(userDataDir, { recursive: true, force: true });
      rmSync(blockerDir, { recursive: true, force: true });
    }
  });
});
