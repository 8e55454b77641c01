import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createDocument, signUp } from '../support/accounts.js';
import { collectPageErrors } from '../support/page-errors.js';
import { BASE_URL } from '../support/server.js';
import { GA4, PAGE_URL, SHOTS, results, section, sendCapture } from '../support/validator-page.js';

// Tests and triggers are never stale: one signed-in user, two tabs. A test edited in one tab is what
// the other tab's Revalidate runs; Create Test from Request opens over the results and brings the
// user back to the request, re-validated.

test.describe.configure({ mode: 'serial', timeout: 90_000 });

/** A purchase and a page view, as the extension sends them. */
function capture(): unknown[] {
  const hit = (id: string, query: string, at: number) => ({
    requestMetadata: {
      requestId: id,
      requestUrl: `${GA4}?v=2&tid=G-8HGZ4YQ7ZB&cid=1.2&dl=${encodeURIComponent(PAGE_URL)}&${query}`,
      requestCategory: 'GOOGLEANALYTICS4',
      method: 'POST',
    },
    tabUrl: PAGE_URL,
    timestamp: Date.UTC(2024, 10, 18, 10, 0, at),
  });
  return [hit('ga4-view', 'en=page_view', 0), hit('ga4-purchase', 'en=purchase&cu=EUR&epn.value=59.8', 5)];
}

const card = (page: Page, id: string) => page.locator(`article[data-request-id="${id}"]`).first();

// Each test has its own verified user, so that the others' checks do not run on its requests.
test.beforeEach(async ({ context }) => {
  await signUp(context, 'Fresh', { verify: true });
  await context.addCookies([{ name: 'tracking', value: '0', url: BASE_URL }]);
});

test('a test edited in one tab is the one the other tab revalidates with', async ({ context }) => {
  await createDocument(
    context.request,
    'tests',
    {
      name: 'Purchase currency',
      testType: 'GOOGLEANALYTICS4',
      logicalOperator: 'AND',
      metrics: JSON.stringify([{ metric: 'cu', comparison: 'equals', value: 'EUR', isSelected: true }]),
    },
    'purchase-currency',
  );
  const validator = await context.newPage();
  const editor = await context.newPage();
  const errors = [...(await collectPageErrors(validator)), ...(await collectPageErrors(editor))];
  await validator.setViewportSize({ width: 1440, height: 900 });
  await editor.setViewportSize({ width: 1440, height: 900 });

  await validator.goto('/');
  await sendCapture(validator, capture());
  await expect(results(validator)).toBeVisible();
  await expect(card(validator, 'ga4-purchase').getByText('1/1 Custom Tests')).toBeVisible();

  // The other tab edits the test: EUR becomes USD.
  await editor.goto('/allEntities');
  await editor.getByRole('button', { name: 'Edit Purchase currency' }).click();
  const panel = editor
    .getByRole('dialog')
    .filter({ has: editor.locator('form') })
    .first();
  await panel.getByLabel('Expected value for cu').fill('USD');
  await panel.getByRole('button', { name: 'Update Test', exact: true }).click();
  await editor
    .getByRole('dialog', { name: 'Review Summary' })
    .getByRole('button', { name: 'Continue' })
    .click();
  await editor
    .getByRole('dialog', { name: 'Confirm Test Update' })
    .getByRole('button', { name: 'Update Test', exact: true })
    .click();
  await expect(panel).toHaveCount(0, { timeout: 10_000 });

  // Revalidate in the first tab runs the new definition: the EUR purchase now fails.
  await validator.bringToFront();
  await validator.getByRole('button', { name: 'Revalidate' }).click();
  await expect(card(validator, 'ga4-purchase').getByText('0/1 Custom Tests')).toBeVisible({
    timeout: 10_000,
  });
  await validator.screenshot({ path: `${SHOTS}/fresh-checks-revalidated.png` });
  expect(errors).toEqual([]);
});

test('Create Test from Request opens over the results and returns to the request, re-validated', async ({
  page,
}) => {
  const errors = await collectPageErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await sendCapture(page, capture());
  await expect(results(page)).toBeVisible();
  const purchase = card(page, 'ga4-purchase');
  await purchase.getByRole('button', { expanded: false }).first().click();
  await purchase.getByRole('link', { name: 'Create Test from Request' }).click();

  const panel = page.getByRole('dialog', { name: 'Create Test from Request' });
  await expect(panel).toBeVisible();
  await expect(page).toHaveURL(/\/\?createTest=ga4-purchase$/);
  // Still the results page under the panel (hidden from the accessibility tree while it is open).
  await expect(page.locator('h1', { hasText: 'Validation results' })).toBeAttached();
  const width = await panel.evaluate((element) => element.getBoundingClientRect().width);
  expect(Math.round(width)).toBe(Math.round(1440 * 0.85));

  // Test only, without a trigger: the form says where it would run, and scopes it to the event.
  await panel.locator('input[value="TEST_ONLY"]').check();
  await expect(panel.getByRole('note', { name: 'Where this test runs' })).toContainText(
    'every Google Analytics 4 request, not only on purchase',
  );
  await page.screenshot({ path: `${SHOTS}/create-test-panel-scope.png` });
  await panel.getByRole('button', { name: /^Scope to purchase/ }).click();
  await panel.getByLabel('Check cu in the test').check();
  await panel.getByRole('button', { name: 'Create Test and Trigger', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Review Summary' })
    .getByRole('button', { name: 'Continue' })
    .click();
  await page
    .getByRole('dialog', { name: 'Confirm Test and Trigger Creation' })
    .getByRole('button', { name: 'Create Test and Trigger', exact: true })
    .click();

  // Back on the results, at the purchase, whose new check ran at once (and not on the page view).
  await expect(panel).toHaveCount(0, { timeout: 10_000 });
  await expect(page).toHaveURL(/\/$/);
  await expect(purchase.getByText('1/1 Custom Tests')).toBeVisible({ timeout: 10_000 });
  const jumped = section(page, 'matched-requests').locator('article[data-request-id="ga4-purchase"]');
  await expect(jumped.getByRole('button', { expanded: true }).first()).toBeFocused();
  await expect(page.getByTestId('focus-dimmer')).toBeVisible();
  await expect(card(page, 'ga4-view').getByText(/Custom Tests/)).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/create-test-panel-back.png` });
  expect(errors).toEqual([]);
});

test('checks go out as a file the CLI reads, and come back in without duplicates', async ({ page }) => {
  const errors = await collectPageErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const checks = {
    tests: [
      {
        $id: 'has-currency',
        name: 'add_to_cart has a currency',
        testType: 'GOOGLEANALYTICS4',
        metrics: [{ metric: 'cu', comparison: 'exists', value: '' }],
      },
    ],
    triggers: [
      {
        $id: 'add-to-cart',
        name: 'GA4 add_to_cart',
        triggerType: 'GOOGLEANALYTICS4',
        metrics: [{ metric: 'en', comparison: 'equals', value: 'add_to_cart' }],
        tests: ['has-currency'],
      },
    ],
  };
  await page.goto('/allEntities');
  // The preview compares with the loaded lists: let them load first.
  await expect(page.getByRole('table', { name: 'Tests', exact: true })).toContainText('No tests found');
  const importFile = async () => {
    await page.getByLabel('Checks file to import').setInputFiles({
      name: 'checks.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(checks)),
    });
    return page.getByRole('dialog', { name: 'Import checks.json' });
  };
  let preview = await importFile();
  await expect(preview).toContainText('1 new test and 1 new trigger will be added.');
  await page.screenshot({ path: `${SHOTS}/checks-import-preview-390.png` });
  await preview.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(preview).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Tests', exact: true })).toContainText(
    'add_to_cart has a currency',
  );

  // The same file again: nothing to add, both ids left unchanged.
  preview = await importFile();
  await expect(preview).toContainText('0 new tests and 0 new triggers will be added.');
  await expect(preview.getByText('Already there: unchanged')).toHaveCount(2);
  await preview.getByRole('button', { name: 'Cancel' }).click();

  // Export: the file holds them with their ids and links, as `tagproof validate --checks` reads it.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export checks' }).click();
  const file = await download;
  const exported = JSON.parse(readFileSync((await file.path()) ?? '', 'utf8')) as unknown;
  expect(exported).toHaveProperty('tests', [
    expect.objectContaining({ ...checks.tests[0], triggers: ['add-to-cart'] }),
  ]);
  expect(exported).toHaveProperty('triggers', [expect.objectContaining({ ...checks.triggers[0] })]);
  await page.screenshot({ path: `${SHOTS}/checks-transfer-390.png` });
  expect(errors).toEqual([]);
});
