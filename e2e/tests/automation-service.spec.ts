import { expect, test, type Page } from '@playwright/test';
import { DOCUMENTS, signUp } from '../support/accounts.js';
import { fieldOf, textFieldOf } from '../support/json-shape.js';
import {
  HEADING,
  POLL_MS,
  recordingFile,
  shopRecording,
  shot,
  startShop,
  stopShop,
  type Shop,
} from '../support/automation.js';
import { row, submitForm, toast } from '../support/entities-page.js';
import { collectPageErrors } from '../support/page-errors.js';
import { BASE_URL } from '../support/server.js';

/** The page, with the progress lines a test has seen on it. */
type ProgressWindow = Window & { progressSeen?: Set<string> };

// Automation against the real service: the builder submits to `tagproof serve`, whose queue and
// Chromium runner replay the journey on a local fixture shop (127.0.0.1, so the server runs with
// AUTOMATION_ALLOW_PRIVATE_TARGETS=1: see playwright.config.ts); then the results page, the saved
// report and the Runs page. Screenshots go to /tmp/tagproof-shots.

// The privacy banner is answered beforehand so it does not cover the screenshots.
test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'tracking', value: '0', url: BASE_URL }]);
});

test.describe('automation against the real service', () => {
  let shop: Shop;
  test.beforeAll(async () => {
    shop = await startShop();
  });
  test.afterAll(async () => {
    await stopShop(shop);
  });

  /** Submits from the builder, waits for the job through the API, then lets the page poll once more. */
  async function runToCompletion(page: Page): Promise<void> {
    await page.clock.install();
    await page.getByRole('button', { name: 'Create Automation' }).click();
    await expect(page).toHaveURL(/\/automation-results\/[^?]+\?token=/, { timeout: 15_000 });
    const url = new URL(page.url());
    const jobId = decodeURIComponent(url.pathname.split('/').pop() ?? '');
    const token = url.searchParams.get('token') ?? '';
    const firstAnswer = page.locator('[data-answered-attempt="1"]');
    await expect(
      firstAnswer.or(page.getByText(/Automation completed successfully!|Automation failed/)),
    ).toBeVisible();
    await expect
      .poll(
        async () => {
          const response = await page.request.get(
            `/api/automation/results/${encodeURIComponent(jobId)}?token=${encodeURIComponent(token)}`,
          );
          return textFieldOf(await response.json(), 'status');
        },
        { timeout: 90_000, intervals: [1_000] },
      )
      .toMatch(/^(completed|failed)$/);
    await page.clock.runFor(POLL_MS);
  }

  /** The click on "Add to cart" is its own action, holding the GA4 add_to_cart hit, with a screenshot. */
  async function expectAddToCartReported(page: Page): Promise<void> {
    await expect(page.getByText('Automation completed successfully!')).toBeVisible();
    const click = page
      .getByTestId('action-result')
      .filter({ hasText: 'Add to cart' })
      .filter({ hasText: 'click' });
    await expect(click).toHaveCount(1);
    await expect(click).toContainText('passed');
    await expect(click.getByRole('listitem').filter({ hasText: 'add_to_cart' })).toHaveCount(1);
    const screenshot = click.getByRole('img');
    await expect(screenshot).toBeVisible();
    // Visible is not loaded: wait for the image to finish decoding (a busy runner takes a moment).
    await expect
      .poll(() => screenshot.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)))
      .toBeGreaterThan(0);
    await expect(page.getByTestId('raw-result')).toContainText('"eventName": "add_to_cart"');
    await expect(page.getByRole('button', { name: /Download recording/ })).toBeVisible();
  }

  test('live progress: each step shows as it runs, and the finished journey within 5 s of its end', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    // What the progress line said, sampled every 50 ms (steps can be short).
    await page.addInitScript(() => {
      const seen = new Set<string>();
      (window as ProgressWindow).progressSeen = seen;
      setInterval(() => {
        for (const line of document.body?.innerText.split('\n') ?? []) {
          if (/^Step \d+ of \d+/.test(line)) seen.add(line);
        }
      }, 50);
    });
    await page.goto('/automation-builder');
    await page
      .getByLabel('Recording file')
      .setInputFiles(recordingFile(shopRecording(shop.url), 'shop.json'));
    await page.getByRole('button', { name: 'Create Automation' }).click();
    await expect(page).toHaveURL(/\/automation-results\/[^?]+\?token=/, { timeout: 15_000 });
    await expect(page.getByText('Automation completed successfully!')).toBeVisible({ timeout: 90_000 });
    const shownAt = Date.now();
    const url = new URL(page.url());
    const answer = await page.request.get(
      `/api/automation/results/${url.pathname.split('/').pop()}${url.search}`,
    );
    const view: unknown = await answer.json();
    const finishedAt = textFieldOf(view, 'finishedAt');
    if (finishedAt === undefined) throw new Error(`the ended job has no finishedAt: ${JSON.stringify(view)}`);
    expect(shownAt - Date.parse(finishedAt)).toBeLessThan(5_000);
    const seen = await page.evaluate(() => [...((window as ProgressWindow).progressSeen ?? [])]);
    expect(seen.length, `progress lines seen: ${seen.join(' | ')}`).toBeGreaterThan(0);
    expect(seen.every((line) => !line.includes('Starting the browser'))).toBe(true);
  });

  test('replays a recording (navigate, click "Add to cart") and reports its add_to_cart hit', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.goto('/automation-builder');
    await page
      .getByLabel('Recording file')
      .setInputFiles(recordingFile(shopRecording(shop.url), 'shop.json'));
    await expect(page.getByLabel('Website URL')).toHaveValue(`${shop.url}/product`);
    await runToCompletion(page);
    await expectAddToCartReported(page);
    expect(shop.hits.some((hit) => hit.includes('en=add_to_cart'))).toBe(true);

    // The job is anonymous: without its token (401) or with another one (403) it is not shown.
    const url = new URL(page.url());
    await page.goto(url.pathname);
    await expect(page.getByRole('alert')).toContainText('You are not authorized to view these results');
    await page.goto(`${url.pathname}?token=not-the-token`);
    await expect(page.getByRole('alert')).toContainText('You are not authorized to view these results');
    await shot(page, 'real-recording');
  });

  test('a signed-in user: bearer identity, and the report saved and linked', async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(150_000);
    // Verified: Create Trigger on the report writes a trigger, which needs a verified e-mail.
    const { id: userId } = await signUp(context, 'Automation Tester', { verify: true });

    await page.goto('/automation-builder');
    await expect(page.getByRole('button', { name: 'Account: Automation Tester' })).toBeVisible();
    await page
      .getByLabel('Recording file')
      .setInputFiles(recordingFile(shopRecording(shop.url), 'shop.json'));
    const submitted = page.waitForRequest((request) => request.url().endsWith('/api/automation'));
    const polled = page.waitForRequest((request) => request.url().includes('/api/automation/results/'));
    await runToCompletion(page);
    const submission = await submitted;
    expect(submission.headers()['authorization']).toBe(`Bearer ${userId}`);
    expect(submission.postDataJSON()).toMatchObject({
      metadata: { isLoggedIn: true, userID: userId, isPremium: false },
    });
    expect((await polled).headers()['authorization']).toBe(`Bearer ${userId}`);

    await expectAddToCartReported(page);
    const report = page.getByRole('link', { name: 'View the validation report' });
    // Viewed with the token, the link carries it: a token holder who is not signed in sees the report.
    await expect(report).toHaveAttribute('href', /^\/automatedResults\/[\w-]+\?job=[^&]+&token=.+$/);
    const shared = await browser.newContext();
    const viewer = await shared.newPage();
    await viewer.goto(`${BASE_URL}${await report.getAttribute('href')}`);
    await expect(viewer.getByRole('heading', { level: 1, name: 'Validation Report' })).toBeVisible();
    await expect(viewer.getByRole('heading', { name: 'Validation Results by Action' })).toBeVisible();
    await expect(viewer.getByText('No validation results found')).toHaveCount(0);
    await shared.close();
    await shot(page, 'real-signed-in');
    // The owner reads the job by session, without the token.
    await page.goto(new URL(page.url()).pathname);
    await expect(page.getByText('Automation completed successfully!')).toBeVisible();
    await page.getByRole('link', { name: 'View the validation report' }).click();
    await expect(page).toHaveURL(/\/automatedResults\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Validation Report' })).toBeVisible();
    // The run's cross-checks under its summary: the product page's navigation followed by GA4's page view.
    const crossChecks = page.getByRole('heading', { name: /^Cross-checks/ });
    await expect(crossChecks).toContainText('(0 failed of 1)');
    await expect(page.getByText('1 of 1 navigations followed by every vendor’s page view.')).toBeVisible();
    await shot(page, 'saved-report');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await shot(page, 'saved-report-390-dark');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.emulateMedia({ colorScheme: 'light' });

    // Create Trigger on the add_to_cart action: the form in its side panel, a Trigger only prefilled
    // from the action's GA4 hit, its event as the condition; saved, the trigger is the user's.
    const errors = await collectPageErrors(page);
    const addToCart = page.getByRole('article', { name: /^Action \d+: Add to cart$/ });
    await addToCart.getByRole('button', { name: /^Action \d+: Add to cart/ }).click();
    await addToCart.getByRole('button', { name: 'Create Trigger', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Create Trigger from Action' });
    await expect(panel).toContainText('Google Analytics 4 · add_to_cart');
    await expect(panel.getByLabel('Select Vendor Category')).toHaveValue('GOOGLEANALYTICS4');
    await expect(panel.getByRole('radio', { name: 'Trigger only' })).toBeChecked();
    await expect(panel.getByRole('radio', { name: 'Test only' })).not.toBeChecked();
    await expect(panel.getByRole('radio', { name: 'Test and Trigger' })).toHaveCount(0);
    await expect(panel.getByLabel('Test Name')).toHaveCount(0);
    await expect(panel.getByLabel('Trigger Name')).toHaveValue('Trigger for add_to_cart');
    await expect(panel.getByLabel('Use en as a trigger')).toBeChecked();
    await expect(panel.getByLabel('Expected value for en')).toHaveValue('add_to_cart');
    const prefilled: Array<[string, string]> = [
      ['cu', 'EUR'],
      ['epn.value', '19.99'],
      ['pr1', 'idSKU-1~nmBlue T-shirt~pr19.99~qt1'],
      ['tid', 'G-E2ESHOP01'],
      ['dl', `${shop.url}/product`],
    ];
    for (const [name, value] of prefilled) {
      await expect(panel.getByLabel(`Expected value for ${name}`)).toHaveValue(value);
      await expect(panel.getByLabel(`Use ${name} as a trigger`)).not.toBeChecked();
    }
    await shot(page, 'report-create-trigger', false);
    await submitForm(page, 'Create Trigger', 'Confirm Trigger Creation');
    await expect(toast(page, 'Trigger "Trigger for add_to_cart" created successfully')).toBeVisible();
    await expect(panel).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Validation Report' })).toBeVisible();
    await page.goto('/allEntities');
    await expect(row(page, 'Triggers', 'Trigger for add_to_cart')).toBeVisible();
    const triggers = await page.request.get(`${DOCUMENTS}/triggers/documents`);
    expect(triggers.ok()).toBe(true);
    expect(fieldOf(await triggers.json(), 'documents')).toEqual([
      expect.objectContaining({
        name: 'Trigger for add_to_cart',
        triggerType: 'GOOGLEANALYTICS4',
        metrics: JSON.stringify([{ metric: 'en', comparison: 'equals', value: 'add_to_cart' }]),
      }),
    ]);
    expect(errors).toEqual([]);

    // The Runs page lists the run; "Open in builder" loads its steps.
    await page.getByRole('banner').getByRole('link', { name: 'Runs' }).click();
    const run = page.getByTestId('run').first();
    await expect(run).toContainText('completed');
    await expect(run).toContainText('3 actions run of 3 · 2 tracking requests');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await shot(page, 'runs-390-dark');
    await page.setViewportSize({ width: 1440, height: 900 });
    await run.getByRole('button', { name: 'Open in builder' }).click();
    await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
    await expect(page.getByLabel('Website URL')).toHaveValue(`${shop.url}/product`);
  });

  test('runs the written instruction "Click the Add to cart button" and reports its add_to_cart hit', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.goto('/automation-builder');
    await page.getByLabel('Website URL').fill(`${shop.url}/product`);
    await page.getByRole('button', { name: 'Add Instruction' }).click();
    await page.getByLabel('Prompt').fill('Click the Add to cart button');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await runToCompletion(page);
    await expectAddToCartReported(page);
    await shot(page, 'real-instruction');
  });
});
