import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors } from '../support/page-errors.js';
import {
  capturedSession,
  choosePrivacy,
  GA4,
  GA4_COMMON,
  PAGE_URL,
  results,
  section,
  sendCapture,
  SHOTS,
  T0,
} from '../support/validator-page.js';

/** The page, with what a test samples on every frame (the toasts' highest point, the top bar's edge). */
type ToastWindow = Window & { seen?: { toastTop: number; barBottom: number } };

// The validator page's other ways in (file picker, drop, sample data), its keyboard use, the privacy
// banner and 10,000 requests, against `tagproof serve`. Screenshots go to /tmp/tagproof-shots.

test.beforeEach(choosePrivacy);

/** Imports `har` as the file `name` with the picker, and waits for its results. */
async function importHar(page: Page, name: string, har: unknown): Promise<void> {
  await page.getByLabel('Capture file (HAR or JSON)').setInputFiles({
    name,
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(har)),
  });
  await expect(results(page)).toBeVisible();
}

test.describe('validator: imports, keyboard and scale', () => {
  test('imports a HAR file with the picker', async ({ page }) => {
    const errors = await collectPageErrors(page);
    const entry = (url: string, extra: Record<string, unknown> = {}) => ({
      startedDateTime: new Date(T0).toISOString(),
      time: 10,
      request: {
        method: 'GET',
        url,
        headers: [],
        queryString: [],
        cookies: [],
        headersSize: -1,
        bodySize: 0,
      },
      response: { status: 200, content: { size: 0, mimeType: 'image/gif' } },
      ...extra,
    });
    const har = {
      log: {
        version: '1.2',
        creator: { name: 'Chromium', version: '130' },
        pages: [{ id: 'page_1', title: PAGE_URL, startedDateTime: new Date(T0).toISOString() }],
        entries: [
          entry(PAGE_URL, {
            pageref: 'page_1',
            _resourceType: 'document',
            response: { status: 200, content: { mimeType: 'text/html' } },
          }),
          entry('https://shop.example.com/styles.css', { pageref: 'page_1', _resourceType: 'stylesheet' }),
          entry(`${GA4}?${GA4_COMMON}&en=page_view`, { pageref: 'page_1', _resourceType: 'ping' }),
          entry(`https://www.facebook.com/tr/?id=1234567890123456&ev=PageView`, { pageref: 'page_1' }),
        ],
      },
    };
    await page.goto('/');
    await importHar(page, 'shop.har', har);
    await expect(page.getByText('Imported 3 requests from shop.har (HAR file)')).toBeVisible();
    await expect(section(page, 'summary-report').getByRole('button').first()).toHaveText('3Total Requests');
    await expect(section(page, 'matched-requests').getByText('page_view')).toBeVisible();

    // A file that is not a capture is refused with a reason.
    await page.getByLabel('Capture file (HAR or JSON)').setInputFiles({
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"hello": "world"}'),
    });
    await expect(page.getByText('Could not import notes.json')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('says which hits of a HAR never reached their vendor', async ({ page }) => {
    const errors = await collectPageErrors(page);
    const hit = (url: string, response: Record<string, unknown>) => ({
      startedDateTime: new Date(T0).toISOString(),
      request: { method: 'GET', url, headers: [] },
      response: { ...response, content: { size: 0, mimeType: 'x-unknown' } },
    });
    const har = {
      log: {
        version: '1.2',
        entries: [
          hit(`${GA4}?${GA4_COMMON}&en=page_view`, { status: 204 }),
          hit(`https://www.facebook.com/tr/?id=1234567890123456&ev=PageView`, {
            status: 0,
            _error: 'net::ERR_BLOCKED_BY_CLIENT',
          }),
        ],
      },
    };
    await page.goto('/');
    await importHar(page, 'blocked.har', har);
    await page.getByText('PageView', { exact: true }).first().click();
    await expect(
      page.getByText('This request never reached Meta Pixel, so nothing in it was collected'),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('joins the redirect a hit was answered with to the hit', async ({ page }) => {
    const errors = await collectPageErrors(page);
    // As a huffpost.com HAR holds them: Comscore answers /b with a 302 to /b2, the same beacon.
    const beacon =
      'https://sb.scorecardresearch.com/b?c1=2&c2=6723616&c4=https%3A%2F%2Fwww.huffpost.com%2F&ns__t=1575766518211&cv=3.1';
    const hop = beacon.replace('/b?', '/b2?');
    const hit = (url: string, response: Record<string, unknown>) => ({
      startedDateTime: new Date(T0).toISOString(),
      request: { method: 'GET', url, headers: [] },
      response: { headers: [], content: { size: 0, mimeType: 'image/gif' }, ...response },
    });
    const har = {
      log: {
        version: '1.2',
        entries: [hit(beacon, { status: 302, redirectURL: hop }), hit(hop, { status: 204, redirectURL: '' })],
      },
    };
    await page.goto('/');
    await importHar(page, 'redirect.har', har);
    await expect(page.getByText('Imported 1 request from redirect.har (HAR file)')).toBeVisible();
    await expect(page.getByText('1 redirect hop joined to its hit')).toBeVisible();
    await expect(section(page, 'summary-report').getByRole('button').first()).toHaveText('1Total Requests');
    await page.getByText('page_view', { exact: true }).first().click();
    await page.getByRole('button', { name: 'Request Details' }).click();
    const details = page.getByRole('dialog', { name: 'Request Details' });
    await expect(details.getByText('The vendor answered with a redirect')).toBeVisible();
    await expect(details.getByText(hop.split('?')[1] ?? '', { exact: true })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/validator-redirect-details.png` });
    expect(errors).toEqual([]);
  });

  test('imports a JSON capture dropped on the page', async ({ page }) => {
    const errors = await collectPageErrors(page);
    await page.goto('/');
    const dataTransfer = await page.evaluateHandle((text) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], 'capture.json', { type: 'application/json' }));
      return transfer;
    }, JSON.stringify(capturedSession()));
    const zone = page.locator('section[aria-labelledby="import-title"] > div');
    await zone.dispatchEvent('dragenter', { dataTransfer });
    await expect(page.getByText('Drop the file to validate its requests')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/validator-drop.png` });
    await zone.dispatchEvent('drop', { dataTransfer });
    await expect(results(page)).toBeVisible();
    await expect(page.getByText('Imported 6 requests from capture.json (JSON file)')).toBeVisible();
    await expect(section(page, 'validation-results').getByText('4 Error(s)')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('tries the sample data and exports the session as JSON and HAR', async ({ page }) => {
    const errors = await collectPageErrors(page);
    await page.goto('/');
    await page.screenshot({ path: `${SHOTS}/validator-getting-started.png`, fullPage: true });
    await page.getByRole('button', { name: 'Try sample data' }).click();
    await expect(results(page)).toBeVisible();
    await expect(section(page, 'summary-report').getByRole('button').first()).toHaveText('9Total Requests');

    await page.getByRole('button', { name: 'Export' }).click();
    const [json] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Export as JSON' }).click(),
    ]);
    expect(json.suggestedFilename()).toMatch(/^tagproof-session-.*\.json$/);
    const exported = JSON.parse(await streamText(await json.createReadStream()));
    expect(exported.requests).toHaveLength(9);
    expect(exported.validation.validatedRequests).toHaveLength(9);

    await page.getByRole('button', { name: 'Export' }).click();
    const [har] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Export as HAR' }).click(),
    ]);
    expect(har.suggestedFilename()).toMatch(/\.har$/);
    const log = JSON.parse(await streamText(await har.createReadStream())).log;
    expect(log.version).toBe('1.2');
    expect(log.entries).toHaveLength(9);
    expect(errors).toEqual([]);
  });

  test('panels, menus and focus work from the keyboard', async ({ page }) => {
    const errors = await collectPageErrors(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'How it works' }).focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'How it works' });
    await expect(panel.getByRole('heading', { name: 'Test events in isolation' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'How it works' })).toBeFocused();

    await page.getByRole('button', { name: 'Help' }).click();
    const help = page.getByRole('dialog', { name: 'Validator help' });
    await expect(help.getByText('Google Analytics 4', { exact: true })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/validator-help.png` });
    await help.getByRole('button', { name: 'Close panel' }).click();
    await expect(help).toHaveCount(0);

    await page.getByRole('button', { name: 'Try sample data' }).click();
    await expect(results(page)).toBeVisible();
    await page.getByRole('button', { name: 'Page Links' }).click();
    await page.getByRole('menuitem', { name: /^Duplicated Requests/ }).click();
    await expect(page.getByRole('heading', { name: /Duplicated Requests/ })).toBeFocused();
    await expect(page).toHaveURL(/#duplicated-results$/);
    expect(errors).toEqual([]);
  });

  test('the privacy banner stores the choice in the tracking cookie for 30 days', async ({
    page,
    context,
  }) => {
    await context.clearCookies();
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Privacy choices' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toHaveCount(0);
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'tracking');
    expect(cookie?.value).toBe('1');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test('stays light with 10,000 requests: virtualised lists', async ({ page }) => {
    test.setTimeout(120_000);
    const errors = await collectPageErrors(page);
    await page.goto('/');
    const many = Array.from({ length: 10_000 }, (_, index) => ({
      requestMetadata: {
        requestId: `r${index + 1}`,
        requestUrl: `${GA4}?${GA4_COMMON}&en=${index % 10 === 0 ? 'purchase' : 'page_view'}&_s=${index}&ep.idx=${index}`,
      },
      tabUrl: PAGE_URL,
      timestamp: T0 + index * 100,
    }));
    await sendCapture(page, many);
    await expect(results(page)).toBeVisible({ timeout: 90_000 });
    await expect(section(page, 'summary-report').getByRole('button').first()).toHaveText(
      '10,000Total Requests',
    );
    expect(await page.locator('article[data-request-id]').count()).toBeLessThan(150);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight - window.innerHeight - 400));
    await expect(page.locator('article[data-request-id="r10000"]')).toBeVisible();
    expect(await page.locator('article[data-request-id]').count()).toBeLessThan(150);
    await page.screenshot({ path: `${SHOTS}/validator-10000.png` });
    expect(errors).toEqual([]);
  });
  test('at 1440 px toasts stay below the top bar as they enter, stack and leave', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    // Every frame, the highest point any toast reaches and the top bar's lower edge.
    await page.evaluate(() => {
      const seen = { toastTop: Number.POSITIVE_INFINITY, barBottom: 0 };
      (window as ToastWindow).seen = seen;
      const frame = () => {
        seen.barBottom = Math.max(
          seen.barBottom,
          document.querySelector('header')?.getBoundingClientRect().bottom ?? 0,
        );
        for (const toast of document.querySelectorAll('[data-sonner-toast]'))
          seen.toastTop = Math.min(seen.toastTop, toast.getBoundingClientRect().top);
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    const toasts = page.locator('[data-sonner-toast]');
    for (const [index, name] of ['monday.json', 'tuesday.json'].entries()) {
      await page
        .getByLabel('Capture file (HAR or JSON)')
        .first()
        .setInputFiles({
          name,
          mimeType: 'application/json',
          buffer: Buffer.from(JSON.stringify(capturedSession())),
        });
      await expect(toasts).toHaveCount(index + 1);
    }
    await page.waitForTimeout(500); // the second one's entry and the stacking
    await page.screenshot({ path: `${SHOTS}/toasts-stacked-1440.png` });
    await toasts.first().hover();
    await toasts.first().getByRole('button', { name: /close/i }).click();
    await expect(toasts).toHaveCount(1);
    const seen = await page.evaluate(() => (window as ToastWindow).seen);
    expect(seen?.barBottom).toBeGreaterThan(0);
    expect(seen?.toastTop, 'a toast passed over the top bar').toBeGreaterThanOrEqual(seen?.barBottom ?? 0);
  });
});

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
