import { expect, test, type Page, type Route } from '@playwright/test';
import { HEADING, POLL_MS, recordingFile, shopRecording, shot } from '../support/automation.js';
import { collectPageErrors } from '../support/page-errors.js';
import { BASE_URL } from '../support/server.js';

// The automation builder (/automation-builder) and results page (/automation-results/:jobId) against
// `tagproof serve`, with the two automation calls stubbed: the form's checks and messages, the
// submission, refusals, and the results page's polling, progress, results and failures. The real
// runs are in automation-service.spec.ts. Screenshots go to /tmp/tagproof-shots.

/**
 * Fakes the page's clock and stops it: timers fire only when the test moves time on, so "every 30 s"
 * is checked exactly, however slow the machine.
 */
async function freezeClock(page: Page): Promise<void> {
  const start = new Date('2025-01-15T10:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
}

/** Waits until the results page shows the answer of poll `attempt` (it schedules the next one then). */
async function answered(page: Page, attempt: number): Promise<void> {
  await expect(page.locator(`[data-answered-attempt="${attempt}"]`)).toBeAttached();
}

/**
 * An ended job as `GET /api/automation/results/:jobId` answers it (the contract's job view): a page
 * load, then a click on "Add to cart" whose add_to_cart hit has one suggestion; the report is saved.
 */
function completedJob(jobId: string, reportId: string, recording: ReturnType<typeof shopRecording>) {
  const at = {
    startedAt: '2026-01-05T10:00:00.000Z',
    finishedAt: '2026-01-05T10:00:04.000Z',
    durationMs: 4000,
  };
  const websiteUrl = 'https://shop.example.com';
  const action = (index: number, type: string, clicked: string, events: unknown[]) => ({
    index,
    type,
    description: type,
    elementClickedText: clicked,
    instruction: null,
    resolvedBy: null,
    status: 'passed',
    error: null,
    durationMs: 500,
    pageUrl: websiteUrl,
    events,
    screenshotUrl: null,
  });
  const event = (requestId: string, eventName: string, suggestions: number) => ({
    requestId,
    vendor: null,
    category: null,
    eventName,
    accountID: null,
    errors: 0,
    suggestions,
  });
  return {
    jobId,
    status: 'completed',
    progress: { step: 2, totalSteps: 2, description: null },
    queuePosition: null,
    attempts: 1,
    createdAt: at.startedAt,
    startedAt: at.startedAt,
    finishedAt: at.finishedAt,
    result: {
      jobId,
      status: 'completed',
      mode: 'recording',
      websiteUrl,
      reportId,
      reportUrl: `/automatedResults/${reportId}`,
      report: null,
      summary: {
        validationResults: { errors: 0, warnings: 1, info: 0 },
        totalActions: 2,
        totalRequests: 2,
        vendors: { GOOGLEANALYTICS4: { vendorName: 'Google Analytics 4', totalRequests: 2 } },
        customTests: { passed: 0, failed: 0, skipped: 0 },
        duplicateGroups: 0,
        status: 'completed',
        error: null,
        websiteUrl,
        mode: 'recording',
        ...at,
      },
      actions: [
        action(1, 'navigate', 'Page load', [event('r1', 'page_view', 0)]),
        action(2, 'click', 'Add to cart', [event('r2', 'add_to_cart', 1)]),
      ],
      recording,
      ...at,
    },
  };
}

/** Answers the results calls in turn with `bodies` (the last one repeats), counting the calls. */
async function stubResults(page: Page, bodies: unknown[]): Promise<{ calls: () => number; urls: string[] }> {
  const urls: string[] = [];
  await page.route('**/api/automation/results/**', async (route: Route) => {
    urls.push(route.request().url());
    const body = bodies.length > 1 ? bodies.shift() : bodies[0];
    await route.fulfill({ json: body });
  });
  return { calls: () => urls.length, urls };
}

// The privacy banner is answered beforehand so it does not cover the screenshots.
test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: 'tracking', value: '0', url: BASE_URL }]);
});

test.describe('automation builder', () => {
  test('shows the page and the submit validation messages in order', async ({ page }) => {
    const errors = await collectPageErrors(page);
    await page.goto('/automation-builder');
    await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Automation Builder' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const url = page.getByLabel('Website URL');
    await expect(url).toHaveAttribute('type', 'url');
    await expect(url).toHaveAttribute('required', '');
    await expect(page.getByText('Enter the starting URL for the automation.')).toBeVisible();
    await expect(
      page.getByText('Upload a recording JSON from Chrome DevTools to use as automation steps.'),
    ).toBeVisible();
    await expect(
      page.getByText('No instructions added yet. Click "Add Instruction" to begin.'),
    ).toBeVisible();

    const create = page.getByRole('button', { name: 'Create Automation' });
    await create.click();
    await expect(page.getByRole('alert')).toHaveText('Website URL is required');
    await shot(page, 'builder-validation');

    await url.fill('https://shop.example.com/');
    await create.click();
    await expect(page.getByRole('alert')).toHaveText('AI instructions are required when using AI mode');

    await page.getByLabel('Recording file').setInputFiles(recordingFile({ steps: [] }));
    await expect(page.getByText('0 automation steps will be used')).toBeVisible();
    await create.click();
    await expect(page.getByRole('alert')).toHaveText(
      'Recording steps are required when using Recording mode',
    );
    expect(errors).toEqual([]);
  });

  test('writes, edits and removes instructions', async ({ page }) => {
    await page.goto('/automation-builder');
    await page.getByRole('button', { name: 'Add Instruction' }).click();
    await expect(page.getByLabel('Prompt')).toHaveAttribute('placeholder', 'e.g., Click the login button');
    await page.getByLabel('Prompt').fill('Click the Add to cart button');
    await page.getByLabel('Element Text').fill('Add to cart');
    await page.getByLabel('Case Sensitive').check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await page.getByRole('button', { name: 'Add Instruction' }).click();
    await page.getByLabel('Action').selectOption('type');
    await page.getByLabel('Prompt').fill('Type the e-mail');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Enter the text to type in Value, or put it in quotes in the prompt',
    );
    await page.getByLabel('Value', { exact: true }).fill('jane@example.com');
    await page.getByLabel('CSS Selector').fill('#email');
    await page.getByLabel('Data Attribute Name').fill('data-testid');
    await page.getByLabel('Data Attribute Value').fill('email');
    await shot(page, 'builder-instruction-form');
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    const items = page.getByTestId('instruction-item');
    await expect(items).toHaveCount(2);
    await expect(items.nth(1)).toContainText('Types “jane@example.com”');
    await expect(items.nth(1)).toContainText('[data-testid="email"]');
    await shot(page, 'builder-instructions');

    await page.getByRole('button', { name: 'Edit step 1' }).click();
    await expect(page.getByLabel('Element Text')).toHaveValue('Add to cart');
    await page.getByLabel('Prompt').fill('Click Add to cart');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(items.first()).toContainText('Click Add to cart');

    await page.getByRole('button', { name: 'Remove step 1' }).click();
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('Step 1: type');
  });

  test('uploads a recording: refusals, Recording Loaded, the URL filled in, Reset', async ({ page }) => {
    await page.goto('/automation-builder');
    const file = page.getByLabel('Recording file');
    await file.setInputFiles(recordingFile('{"steps": [', 'broken.json'));
    await expect(page.getByRole('alert')).toHaveText('Failed to parse JSON file');
    await file.setInputFiles(recordingFile({ title: 'no steps' }));
    await expect(page.getByRole('alert')).toHaveText('Invalid recording file: missing steps array');
    await file.setInputFiles(
      recordingFile({ steps: [{ type: 'navigate', url: 'https://a.example' }, { type: 'teleport' }] }),
    );
    await expect(page.getByRole('alert')).toContainText(
      'Invalid recording file: step 2 has an unknown type "teleport"',
    );

    await file.setInputFiles(recordingFile(shopRecording('https://shop.example.com'), 'journey.json'));
    await expect(page.getByText('Recording Loaded')).toBeVisible();
    await expect(page.getByText('3 automation steps will be used')).toBeVisible();
    await expect(page.getByLabel('Website URL')).toHaveValue('https://shop.example.com/product');
    await expect(page.getByRole('button', { name: 'Add Instruction' })).toHaveCount(0);
    await shot(page, 'builder-recording');

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByText('Recording Loaded')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add Instruction' })).toBeVisible();
  });

  test('submits: "Submitting..." while sending, then the results page with the token', async ({ page }) => {
    const errors = await collectPageErrors(page);
    let body: unknown = null;
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/automation', async (route) => {
      body = route.request().postDataJSON();
      await released;
      await route.fulfill({
        status: 202,
        json: { jobId: 'stub-job', token: 'stub-token', status: 'queued' },
      });
    });
    await stubResults(page, [{ status: 'queued' }]);
    await page.goto('/automation-builder');
    await page
      .getByLabel('Recording file')
      .setInputFiles(recordingFile(shopRecording('https://shop.example.com')));
    await page.getByRole('button', { name: 'Create Automation' }).click();

    const submitting = page.getByRole('button', { name: 'Submitting...' });
    await expect(submitting).toBeDisabled();
    await shot(page, 'builder-submitting');
    expect(body).toMatchObject({
      metadata: { isPremium: false, isLoggedIn: false, userID: null },
      navigation: { websiteUrl: 'https://shop.example.com/product', timeoutPerStep: 30000 },
      instructions: [],
      useAI: false,
      nonAIInstructions: shopRecording('https://shop.example.com').steps,
    });
    release();
    await expect(page).toHaveURL(/\/automation-results\/stub-job\?token=stub-token$/);
    await expect(page.getByText('Automation request submitted')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Automation Results' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('shows a refused submission and enables the button again', async ({ page }) => {
    await page.route('**/api/automation', (route) =>
      route.fulfill({
        status: 400,
        json: {
          message: 'Automation target refused: 127.0.0.1 is a loopback address',
          code: 400,
          type: 'automation_target_refused',
        },
      }),
    );
    await page.goto('/automation-builder');
    await page.getByLabel('Website URL').fill('http://127.0.0.1:9/');
    await page.getByRole('button', { name: 'Add Instruction' }).click();
    await page.getByLabel('Prompt').fill('Click the login button');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('button', { name: 'Create Automation' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Failed to submit automation request');
    await expect(alert).toContainText('Automation target refused: 127.0.0.1 is a loopback address');
    await expect(page.getByRole('button', { name: 'Create Automation' })).toBeEnabled();
    await expect(page).toHaveURL(/\/automation-builder$/);
    await shot(page, 'builder-refused');
  });
});

test.describe('automation results', () => {
  test('polls at once, then follows each step live, then shows the completed result', async ({ page }) => {
    const errors = await collectPageErrors(page);
    await freezeClock(page);
    const results = await stubResults(page, [
      {
        status: 'queued',
        progress: { step: 0, totalSteps: 2, description: 'Waiting for a browser' },
        queuePosition: 1,
      },
      { status: 'processing', progress: { step: 1, totalSteps: 2, description: 'Open the product page' } },
      completedJob('job-7', 'report-1', shopRecording('https://shop.example.com')),
    ]);
    await page.goto('/automation-results/job-7?token=tok-7');
    await expect(page.getByRole('heading', { level: 1, name: 'Automation Results' })).toBeVisible();
    await expect(page.getByText('Processing your automation...')).toBeVisible();
    await expect(page.getByText('Polling attempt 1/60')).toBeVisible();
    expect(results.calls()).toBe(1);
    expect(results.urls[0]).toMatch(/\/api\/automation\/results\/job-7\?token=tok-7$/);
    await answered(page, 1);
    await expect(page.getByText('1 job is ahead of this one.')).toBeVisible();
    await shot(page, 'results-queued');

    // A quick check 1 s later shows the running step (it is not one of the 60 attempts).
    await page.clock.runFor(999);
    expect(results.calls()).toBe(1);
    await page.clock.runFor(1);
    await expect(page.getByText('Step 1 of 2: Open the product page')).toBeVisible();
    await expect(page.getByText('Polling attempt 1/60')).toBeVisible();
    await shot(page, 'results-processing');
    expect(results.calls()).toBe(2);

    await page.clock.runFor(1_000);
    await expect(page.getByText('Automation completed successfully!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View the validation report' })).toHaveAttribute(
      'href',
      '/automatedResults/report-1?job=job-7&token=tok-7',
    );
    const cards = page.getByTestId('action-result');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(1)).toContainText('Add to cart');
    await expect(cards.nth(1)).toContainText('1 tracking request · 1 suggestion');
    await expect(cards.nth(1).getByRole('listitem')).toHaveText(['add_to_cart']);
    await expect(page.getByTestId('raw-result')).toContainText('"reportId": "report-1"');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Download recording/ }).click();
    expect((await download).suggestedFilename()).toBe('tagproof-recording-job-7.json');
    await shot(page, 'results-completed');

    await page.clock.runFor(POLL_MS * 3);
    expect(results.calls()).toBe(3);
    await page.getByRole('link', { name: 'Back to Builder' }).click();
    await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('while nothing moves: a check at most every 3 s, an attempt counted every 30 s', async ({ page }) => {
    // The 60-attempt timeout itself is checked in automation-results-page.test.tsx (about 650 checks
    // in 30 minutes are too slow to step through here).
    await freezeClock(page);
    const results = await stubResults(page, [{ status: 'processing' }]);
    await page.goto('/automation-results/job-8?token=t');
    await expect(page.getByText('Polling attempt 1/60')).toBeVisible();
    const checks = () =>
      page.evaluate(() => Number(document.querySelector('[data-checks]')?.getAttribute('data-checks') ?? -1));
    const second = page.getByText('Polling attempt 2/60');
    let last = 0;
    for (let hop = 0; hop < 20 && !(await second.isVisible()); hop += 1) {
      await expect.poll(checks).not.toBe(last);
      last = await checks();
      await page.clock.runFor(3_000);
    }
    await expect(second).toBeVisible();
    // 1 + 1.5 + 2.25 + 3 × 8 s before the attempt at 30 s: at least 10 checks, never more than 3 s apart.
    expect(results.calls()).toBeGreaterThanOrEqual(10);
    await shot(page, 'results-processing-live');
  });

  test('shows a failed job, an unauthorised viewer and a missing job id', async ({ page }) => {
    await stubResults(page, [{ status: 'failed', error: 'Step 3: no element matches "Add to cart"' }]);
    await page.goto('/automation-results/job-9?token=t');
    await expect(page.getByRole('alert')).toHaveText('Step 3: no element matches "Add to cart"');
    await shot(page, 'results-failed');
    await page.unroute('**/api/automation/results/**');

    await page.route('**/api/automation/results/**', (route) =>
      route.fulfill({ status: 403, json: { message: 'Forbidden', code: 403, type: 'user_unauthorized' } }),
    );
    await page.goto('/automation-results/job-9?token=wrong');
    await expect(page.getByRole('alert')).toContainText('You are not authorized to view these results');

    await page.goto('/automation-results');
    await expect(page.getByRole('alert')).toHaveText('No job ID provided');
  });

  test('a job the server does not know: "Failed to fetch results" with its reason', async ({ page }) => {
    await page.goto('/automation-results/no-such-job?token=t');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Failed to fetch results');
    await expect(alert).toContainText('Automation job not found.');
    await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
