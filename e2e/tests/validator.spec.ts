import { expect, test, type Page } from '@playwright/test';

// The validator page against `tagproof serve`: captures arrive through the `validatorDataReceived`
// window event (as the extension sends them), are validated by POST /api/validate, stored as
// sessions (localStorage + IndexedDB) and shown. Screenshots go to /tmp/tagproof-shots.

const SHOTS = '/tmp/tagproof-shots';
const PAGE_URL = 'https://shop.example.com/products/blue-shirt';
const GA4 = 'https://region1.google-analytics.com/g/collect';
const GA4_COMMON = `v=2&tid=G-8HGZ4YQ7ZB&cid=1698765432.1731923912&sid=1731923912&dl=${encodeURIComponent(PAGE_URL)}`;
const T0 = Date.UTC(2024, 10, 18, 9, 58, 0);

/** A session as the extension captures it: a navigation, GA4 (one purchase with errors, a duplicate), Meta. */
function capturedSession(): unknown[] {
  const ga4 = (id: string, query: string, at: number) => ({
    requestMetadata: {
      requestId: id,
      requestUrl: `${GA4}?${GA4_COMMON}&${query}`,
      requestCategory: 'GOOGLEANALYTICS4',
      method: 'POST',
    },
    tabUrl: PAGE_URL,
    timestamp: T0 + at,
  });
  return [
    {
      requestMetadata: { requestId: 'nav-1', requestUrl: PAGE_URL, requestCategory: 'Navigation' },
      tabUrl: PAGE_URL,
      timestamp: T0,
    },
    ga4('ga4-1', 'en=page_view', 500),
    {
      requestMetadata: {
        requestId: 'fb-1',
        requestUrl: `https://www.facebook.com/tr/?id=1234567890123456&ev=PageView&dl=${encodeURIComponent(PAGE_URL)}`,
        requestCategory: 'FACEBOOK',
      },
      tabUrl: PAGE_URL,
      timestamp: T0 + 600,
    },
    ga4('ga4-2', 'en=add_to_cart&cu=EUR&epn.value=29.9&pr1=idSKU_1~nmShirt~pr29.9~qt1', 5_000),
    ga4('ga4-3', 'en=add_to_cart&cu=EUR&epn.value=29.9&pr1=idSKU_1~nmShirt~pr29.9~qt1', 5_200),
    ga4('ga4-4', 'en=purchase&epn.value=abc', 20_000),
  ];
}

/** Console errors, uncaught errors and Content-Security-Policy violations of the page, as they happen. */
async function collectPageErrors(page: Page, allowed: RegExp[] = []): Promise<string[]> {
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} in ${event.sourceFile}`),
    ),
  );
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !allowed.some((pattern) => pattern.test(message.text())))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Dispatches captured requests the way the extension does: after the page says it is ready. */
async function sendCapture(page: Page, data: unknown[]): Promise<void> {
  await page.waitForFunction(() => (window as { __tagproofReady?: boolean }).__tagproofReady === true);
  await page.evaluate((requests) => {
    window.dispatchEvent(new CustomEvent('validatorDataReceived', { detail: { data: requests } }));
  }, data);
}

async function storedSessions(page: Page): Promise<Array<Record<string, unknown>>> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('validatorSessions') ?? '[]'));
}

const results = (page: Page) => page.getByRole('heading', { level: 1, name: 'Validation results' });
const section = (page: Page, id: string) => page.locator(`section#${id}`);

test.beforeEach(async ({ context, baseURL }) => {
  // The privacy choice is made: the banner stays out of the screenshots (it has its own test).
  await context.addCookies([{ name: 'tracking', value: '0', url: baseURL ?? 'http://127.0.0.1:8787' }]);
});

test.describe('validator', () => {
  test('validates captured requests: summary, errors, duplicates, matched requests, stored session', async ({
    page,
  }) => {
    const errors = await collectPageErrors(page);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    expect(await page.evaluate(() => (window as { __tagproofReady?: boolean }).__tagproofReady)).toBe(true);
    await sendCapture(page, capturedSession());

    await expect(results(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Summary Report' })).toBeVisible();
    const tiles = section(page, 'summary-report').getByRole('button');
    await expect(tiles).toHaveCount(9);
    await expect(tiles.filter({ hasText: 'Total Requests' })).toHaveText('6Total Requests');
    await expect(tiles.filter({ hasText: 'Requests with Errors' })).toHaveText('1Requests with Errors');
    await expect(tiles.filter({ hasText: /^2Duplicates$/ })).toBeVisible();

    const errorList = section(page, 'validation-results');
    await expect(errorList.getByRole('heading', { level: 2, name: /^Requests with errors/ })).toBeVisible();
    await expect(errorList.getByText(/^\d+ Error\(s\)$/)).toHaveText('4 Error(s)');
    await expect(errorList.getByRole('article')).toHaveCount(1);

    const duplicates = section(page, 'duplicated-results');
    await expect(duplicates.getByText('Duplicated Requests: 2')).toBeVisible();
    await expect(duplicates.getByText(PAGE_URL)).toBeVisible();

    const matched = section(page, 'matched-requests');
    await expect(matched.getByRole('heading', { level: 2 })).toContainText('6/6');
    await matched.scrollIntoViewIfNeeded(); // the list is virtualised: its cards render near the viewport
    await expect(matched.getByRole('article')).toHaveCount(6);
    await expect(matched.getByText('Duplicate', { exact: true })).toHaveCount(2);
    await expect(matched.getByText('Auto Validations Passed')).toHaveCount(5);
    await expect(matched.getByText(PAGE_URL, { exact: true })).toBeVisible(); // the navigation's tab URL
    await page.screenshot({ path: `${SHOTS}/validator-results.png`, fullPage: true });

    // Jump to a duplicate: the page scrolls it to 200 px from the top, opens it and dims the rest.
    await duplicates.getByRole('button', { name: 'add_to_cart 2' }).click();
    const target = matched.locator('article[data-request-id="ga4-3"]');
    await expect(target.getByRole('button', { expanded: true })).toBeFocused();
    await expect(page.getByTestId('focus-dimmer')).toBeVisible();
    await expect.poll(async () => Math.round((await target.boundingBox())?.y ?? 0)).toBe(200);
    await page.screenshot({ path: `${SHOTS}/validator-jump.png` });
    await page.getByTestId('focus-dimmer').click({ position: { x: 5, y: 5 } });
    await expect(page.getByTestId('focus-dimmer')).toHaveCount(0);

    // Expanded card: grouped parameters with the error markers, and the card actions.
    const purchase = errorList.getByRole('article');
    await purchase.getByRole('button', { expanded: false }).click();
    await expect(purchase.getByRole('table').first()).toBeVisible();
    await expect(purchase.getByText('Errors (4)')).toBeVisible();
    await expect(purchase.getByRole('link', { name: 'Create Test from Request' })).toHaveAttribute(
      'href',
      '/allEntities?fromRequest=ga4-4',
    );
    await purchase.getByRole('button', { name: /View Custom Checks/ }).click();
    const checks = page.getByRole('dialog', { name: 'Custom Checks for purchase' });
    await expect(checks.getByText('No custom checks ran on this request.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(checks).toHaveCount(0);

    const sessions = await storedSessions(page);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({
      status: 'validated',
      requestCount: 6,
      pageUrl: PAGE_URL,
      pageTitle: 'shop.example.com',
      errorMessage: null,
    });
    expect(sessions[0]?.categories).toEqual(
      expect.arrayContaining(['Navigation', 'GOOGLEANALYTICS4', 'FACEBOOK']),
    );
    expect(errors).toEqual([]);
  });

  test('Cached Results loads a stored session again after a reload', async ({ page }) => {
    const errors = await collectPageErrors(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await sendCapture(page, capturedSession());
    await expect(results(page)).toBeVisible();
    // The results show first; the session is stored right after they are painted.
    await expect.poll(async () => (await storedSessions(page)).length).toBe(1);

    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Validate your tracking in three steps' }),
    ).toBeVisible();
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/validate')) calls.push(request.url());
    });
    await page.getByRole('button', { name: 'Cached Results' }).click();
    const panel = page.getByRole('dialog', { name: 'Cached Results' });
    await expect(panel).toBeVisible();
    await expect.poll(async () => Math.round((await panel.boundingBox())?.width ?? 0)).toBe(576); // 40% of 1440
    const card = panel.getByRole('article');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('shop.example.com');
    await expect(card).toContainText('6 requests · Validated');
    await card.getByRole('button', { expanded: false }).click();
    await expect(card).toContainText('Google Analytics 4');
    await expect(card).toContainText('0/0 failed · 0 passed');
    await page.screenshot({ path: `${SHOTS}/validator-cached-results.png` });
    await card.getByRole('button', { name: 'Load Results' }).click();

    await expect(panel).toHaveCount(0);
    await expect(results(page)).toBeVisible();
    await expect(page.getByText('loaded from the 24-hour cache')).toBeVisible();
    await expect(section(page, 'validation-results').getByText('4 Error(s)')).toBeVisible();
    expect(calls).toEqual([]); // answered from IndexedDB
    expect(await storedSessions(page)).toHaveLength(1);

    // Revalidate skips the cache and calls the service again, keeping the requests.
    await page.getByRole('button', { name: 'Revalidate' }).click();
    await expect.poll(() => calls.length).toBe(1);
    await expect(page.getByText('loaded from the 24-hour cache')).toHaveCount(0);
    await expect(section(page, 'summary-report').getByRole('button').first()).toHaveText('6Total Requests');
    expect(errors).toEqual([]);
  });

  test('filters the page (dropdown and tiles) and resets', async ({ page }) => {
    const errors = await collectPageErrors(page);
    await page.goto('/');
    await sendCapture(page, capturedSession());
    await expect(results(page)).toBeVisible();

    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Meta Pixel' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Google Analytics 4' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'With errors' }).click();
    await page.screenshot({ path: `${SHOTS}/validator-filters-menu.png` });
    await page.keyboard.press('Escape');
    const matched = section(page, 'matched-requests');
    await expect(matched.getByRole('heading', { level: 2 })).toContainText('1/6'); // (Meta OR GA4) AND errors
    await expect(section(page, 'other-requests').getByRole('heading', { level: 2 })).toContainText('(5)');

    await page.getByRole('button', { name: 'Filters, 3 active' }).click();
    await page.getByRole('menuitem', { name: 'Reset filters' }).click();
    await expect(matched.getByRole('heading', { level: 2 })).toContainText('6/6');
    await expect(section(page, 'other-requests')).toHaveCount(0);

    await section(page, 'summary-report')
      .getByRole('button', { name: /Unsupported/ })
      .click();
    await expect(matched.getByRole('heading', { level: 2 })).toContainText('0/6');
    await expect(
      matched.getByText('No matching requests found. Try adjusting your filters to see more requests'),
    ).toBeVisible();
    await section(page, 'summary-report')
      .getByRole('button', { name: /Supported/ })
      .first()
      .click();
    await expect(matched.getByRole('heading', { level: 2 })).toContainText('6/6');
    expect(errors).toEqual([]);
  });

  test('shows the error page when the validation service is down, and stores an error session', async ({
    page,
  }) => {
    const errors = await collectPageErrors(page, [/status of 503/]);
    await page.route('**/api/validate', (route) =>
      route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }),
    );
    await page.goto('/');
    await sendCapture(page, capturedSession());

    const alert = page.getByRole('alert').filter({ hasText: 'Validation failed' });
    await expect(alert.getByRole('heading', { level: 1, name: 'Validation failed' })).toBeVisible();
    await expect(alert).toContainText('HTTP 503');
    await expect(alert).toContainText('Error: 503 · 6 requests');
    await page.screenshot({ path: `${SHOTS}/validator-service-down.png` });

    const [session] = await storedSessions(page);
    expect(session).toMatchObject({ status: 'error', requestCount: 6 });
    expect(String(session?.errorMessage)).toContain('HTTP 503');

    await page.getByRole('button', { name: 'Cached Results' }).click();
    const card = page.getByRole('dialog', { name: 'Cached Results' }).getByRole('article');
    await card.getByRole('button', { expanded: false }).click();
    await expect(card.getByText(/HTTP 503/)).toHaveClass(/text-red-700/);
    await page.keyboard.press('Escape');

    // The service is back: Try again validates the kept requests.
    await page.unroute('**/api/validate');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(results(page)).toBeVisible();
    expect(await storedSessions(page)).toEqual([expect.objectContaining({ status: 'validated' })]);
    expect(errors).toEqual([]);
  });

  test('keeps working when browser storage is full', async ({ page }) => {
    const errors = await collectPageErrors(page);
    await page.addInitScript(() => {
      const full = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
        if (key === 'validatorSessions') full();
        setItem.call(this, key, value);
      };
      IDBObjectStore.prototype.put = full;
    });
    await page.goto('/');
    await sendCapture(page, capturedSession());
    await expect(results(page)).toBeVisible();
    await expect(page.getByText('Results not saved')).toBeVisible();
    await expect(section(page, 'validation-results').getByText('4 Error(s)')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/validator-storage-full.png` });
    expect(await storedSessions(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

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
    await page.getByLabel('Capture file (HAR or JSON)').setInputFiles({
      name: 'shop.har',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(har)),
    });
    await expect(results(page)).toBeVisible();
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
});

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
