import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { confirmEmail, createDocument, signedInContext, signUp, type TestUser } from '../support/accounts.js';
import { addMetric, formPanel, metrics, row, shot, submitForm, toast } from '../support/entities-page.js';
import { collectPageErrors } from '../support/page-errors.js';
import { BASE_URL } from '../support/server.js';
import { GA4, sendCapture } from '../support/validator-page.js';

// Tests and triggers across pages, against `tagproof serve`: made from a request captured on the
// validator (which then runs them), seen by a second page through the realtime websocket, and saved
// once an unverified user verifies the e-mail. One verified user (made through the /v1 API) runs the
// first two in turn: the second page looks for what the first flow made. Screenshots go to
// /tmp/tagproof-shots.

const PAGE_URL = 'https://shop.example.com/checkout/thank-you';

// The machine runs other suites too: give each flow room.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

let verified: TestUser;

/** A captured purchase as the extension sends it: GA4 with currency and value. */
function capturedPurchase(): unknown[] {
  return [
    {
      requestMetadata: {
        requestId: 'ga4-purchase',
        requestUrl: `${GA4}?v=2&tid=G-8HGZ4YQ7ZB&cid=1.2&en=purchase&cu=EUR&epn.value=59.8&ep.transaction_id=T-1&dl=${encodeURIComponent(PAGE_URL)}`,
        requestCategory: 'GOOGLEANALYTICS4',
        method: 'POST',
      },
      tabUrl: PAGE_URL,
      timestamp: Date.UTC(2024, 10, 18, 10, 0, 0),
    },
    {
      requestMetadata: {
        requestId: 'ga4-view',
        requestUrl: `${GA4}?v=2&tid=G-8HGZ4YQ7ZB&cid=1.2&en=page_view&dl=${encodeURIComponent(PAGE_URL)}`,
        requestCategory: 'GOOGLEANALYTICS4',
        method: 'POST',
      },
      tabUrl: PAGE_URL,
      timestamp: Date.UTC(2024, 10, 18, 9, 59, 0),
    },
  ];
}

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  verified = await signUp(context, 'entities-cross-page', { verify: true });
  // An earlier test without a trigger: it runs on every GA4 request (the captured purchase passes it).
  await createDocument(context.request, 'tests', {
    name: 'Purchase sends EUR',
    testType: 'GOOGLEANALYTICS4',
    logicalOperator: 'AND',
    metrics: metrics(['cu', 'equals', 'EUR']),
  });
  await context.close();
});

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'tracking', value: '0', url: BASE_URL }]);
});

test.describe('signed in and verified', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  test.beforeEach(async ({ browser }) => {
    context = await signedInContext(browser, verified);
    page = await context.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    errors = await collectPageErrors(page);
  });
  test.afterEach(async () => {
    await context.close();
  });

  test('creates a test and a trigger together from a captured request; the validator then runs them', async () => {
    await page.goto('/');
    await sendCapture(page, capturedPurchase());
    const card = page.locator('section#matched-requests article[data-request-id="ga4-purchase"]');
    await card.scrollIntoViewIfNeeded();
    // The user's earlier tests without triggers already run on every GA4 request.
    const before = Number(/(\d+)\/\d+ Custom Tests/.exec((await card.textContent()) ?? '')?.[1] ?? 0);
    expect(before).toBe(1);
    await card.getByRole('button', { expanded: false }).click();
    await card.getByRole('link', { name: 'Create Test from Request' }).click();

    // The form opens in the side panel over the results page (specification: its side panels).
    await expect(page).toHaveURL(/\/\?createTest=ga4-purchase$/);
    const panel = formPanel(page);
    await expect(panel.getByRole('heading', { name: 'Create Test from Request' })).toBeVisible();
    await expect(panel.getByRole('radio', { name: 'Test and Trigger' })).toBeChecked();
    await expect(panel.getByLabel('Test Name')).toHaveValue('Test for purchase');
    await expect(panel.getByLabel('Trigger Name')).toHaveValue('Trigger for purchase');
    await expect(panel.getByRole('columnheader', { name: /Test/ }).first()).toBeVisible();
    await expect(panel.locator('tr[data-metric="en"]')).toBeVisible();
    await expect(panel.locator('tr[data-metric="ep.transaction_id"]')).toBeVisible();

    await panel.getByRole('button', { name: 'Create Test and Trigger', exact: true }).click();
    await expect(panel.getByRole('alert')).toHaveText('Please select at least one metric for the test');
    await panel.getByRole('checkbox', { name: 'Check cu in the test' }).check();
    await panel.getByRole('checkbox', { name: 'Check epn.value in the test' }).check();
    await panel.getByRole('button', { name: 'Create Test and Trigger', exact: true }).click();
    await expect(panel.getByRole('alert')).toHaveText('Please mark at least one metric as a trigger');
    await panel.getByRole('checkbox', { name: 'Use en as a trigger' }).check();
    await shot(page, 'form-from-request');
    await submitForm(page, 'Create Test and Trigger', 'Confirm Test and Trigger Creation');

    const created = toast(page, 'Entities Created');
    await expect(created).toContainText(
      'Created test "Test for purchase" and trigger "Trigger for purchase" successfully',
    );
    await shot(page, 'entities-created');

    // Back at the same request, validated again with the new checks.
    const again = page.locator('section#matched-requests article[data-request-id="ga4-purchase"]');
    await again.scrollIntoViewIfNeeded();
    await expect(again).toContainText(`${before + 1}/${before + 1} Custom Tests`, { timeout: 10_000 });
    // It opened expanded, with the focus on it.
    await expect(again.getByRole('button', { expanded: true }).first()).toBeFocused();
    await again.getByRole('button', { name: /View Custom Checks/ }).click();
    const checks = page.getByRole('dialog', { name: 'Custom Checks for purchase' });
    await expect(checks.getByRole('heading', { name: 'Test for purchase' })).toBeVisible();
    await expect(checks).toContainText('Passed');
    await shot(page, 'validator-custom-checks');

    // The pair is linked both ways on the Tests and Triggers page.
    await page.goto('/allEntities');
    await page.getByRole('searchbox', { name: 'Search tests' }).fill('for purchase');
    await expect(
      row(page, 'Tests', 'Test for purchase').getByRole('button', { name: 'Trigger for purchase' }),
    ).toBeVisible();
    await expect(
      row(page, 'Triggers', 'Trigger for purchase').getByRole('button', { name: 'Test for purchase' }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a second page sees changes through the realtime websocket', async () => {
    await page.goto('/allEntities');
    await expect(page.getByRole('heading', { level: 1, name: 'Tests and Triggers' })).toBeVisible();
    await expect(row(page, 'Triggers', 'Trigger for purchase')).toBeVisible();
    const other = await context.newPage();
    await other.goto('/allEntities');
    await expect(row(other, 'Triggers', 'Trigger for purchase')).toBeVisible();

    const created = await createDocument(other.request, 'triggers', {
      name: 'Made elsewhere',
      triggerType: 'GOOGLEANALYTICS4',
      metrics: metrics(['en', 'equals', 'page_view']),
    });
    await expect(row(page, 'Triggers', 'Made elsewhere')).toBeVisible({ timeout: 10_000 });

    await other.getByRole('button', { name: 'Delete Made elsewhere' }).click();
    await other
      .getByRole('alertdialog', { name: 'Delete Trigger' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(row(page, 'Triggers', 'Made elsewhere')).toHaveCount(0, { timeout: 10_000 });
    expect(created.$id).toBeTruthy();
    expect(errors).toEqual([]);
  });
});

test('an unverified user is asked to verify; the save resumes once the e-mail is verified', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'tracking', value: '0', url: BASE_URL }]);
  const user = await signUp(context, 'unverified', { verify: false });
  const page = await context.newPage();
  const errors = await collectPageErrors(page);
  await page.goto('/allEntities');
  await expect(
    page.getByText('Verify your email address to create and change tests and triggers.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Create Trigger', exact: true }).click();
  const panel = formPanel(page);
  await panel.getByLabel('Trigger Name').fill('Waiting for verification');
  await addMetric(panel, 'en', 'sign_up');
  await submitForm(page, 'Create Trigger', 'Confirm Trigger Creation');

  const modal = page.getByRole('dialog', { name: 'Email Verification Required' });
  await expect(modal).toContainText(
    'Your email address needs to be verified before you can create tests and triggers.',
  );
  await modal.getByRole('button', { name: 'Resend Verification Email' }).click();
  await expect(modal.getByRole('button', { name: /^Resend Verification Email \(\d+s\)$/ })).toBeDisabled();
  await expect(modal).toContainText('Verification email sent! Please check your inbox.');
  await shot(page, 'verification-required');

  await confirmEmail(context.request, user.email);
  await expect(modal.getByText('Email verified! You can continue.')).toBeVisible({ timeout: 10_000 });
  await expect(toast(page, 'Trigger "Waiting for verification" created successfully')).toBeVisible({
    timeout: 10_000,
  });
  await expect(row(page, 'Triggers', 'Waiting for verification')).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});
