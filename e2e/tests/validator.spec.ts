import { expect, test } from '@playwright/test';
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
  storedSessions,
  T0,
} from '../support/validator-page.js';

// The validator page against `tagproof serve`: captures arrive through the `validatorDataReceived`
// window event (as the extension sends them), are validated by POST /api/validate, stored as
// sessions (localStorage + IndexedDB) and shown. Screenshots go to /tmp/tagproof-shots.

test.beforeEach(choosePrivacy);

test.describe('validator: results', () => {
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
      '/?createTest=ga4-4',
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

  test('shows the consent timeline: an ad pixel under gcd denied is marked, not after the granting update', async ({
    page,
  }) => {
    const errors = await collectPageErrors(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const dl = encodeURIComponent(PAGE_URL);
    const at = (requestId: string, requestUrl: string, offset: number) => ({
      requestMetadata: { requestId, requestUrl },
      tabUrl: PAGE_URL,
      timestamp: T0 + offset,
    });
    await sendCapture(page, [
      at('c-ga-1', `${GA4}?${GA4_COMMON}&gcs=G100&gcd=13p3p3p2p5&en=page_view`, 0),
      at('c-meta-1', `https://www.facebook.com/tr/?id=1234567890123456&ev=PageView&dl=${dl}`, 100),
      at('c-ga-2', `${GA4}?${GA4_COMMON}&gcs=G111&gcd=13r3r3r2r5&en=add_to_cart`, 3000),
      at('c-meta-2', `https://www.facebook.com/tr/?id=1234567890123456&ev=AddToCart&dl=${dl}`, 3100),
    ]);
    const consent = section(page, 'consent-timeline');
    await expect(consent.getByRole('heading', { level: 2 })).toContainText('(1 against consent)');
    const states = consent.getByRole('list', { name: /^Consent states on/ }).locator(':scope > li');
    await expect(states).toHaveCount(2);
    await expect(states.nth(0).locator('[data-consent="ad_storage"]')).toHaveText('✕ denied');
    await expect(states.nth(1).locator('[data-consent="ad_storage"]')).toHaveText('✓ granted');
    const offending = consent.locator('li[data-offending]');
    await expect(offending).toHaveCount(1);
    await expect(offending).toContainText('AD_STORAGE_DENIED');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/validator-consent-390.png`, fullPage: true });

    await offending.getByRole('button').click();
    const card = section(page, 'matched-requests').locator('article[data-request-id="c-meta-1"]');
    await expect(card.getByRole('button', { expanded: true })).toBeFocused();
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
    // The session is stored just after the results render: wait for it rather than race it.
    await expect.poll(() => storedSessions(page)).toEqual([expect.objectContaining({ status: 'validated' })]);
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
});
