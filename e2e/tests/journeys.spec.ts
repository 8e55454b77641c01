import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DOCUMENTS, signUp } from '../support/accounts.js';
import { fieldOf, textFieldOf } from '../support/json-shape.js';
import { recordingFile, shopRecording, startShop, stopShop, type Shop } from '../support/automation.js';
import { toast } from '../support/entities-page.js';
import { collectPageErrors } from '../support/page-errors.js';
import { BASE_URL } from '../support/server.js';
import { SHOTS } from '../support/validator-page.js';

// Saved journeys as a user meets them: saved from the builder, run three times on the local fixture
// shop by the real service (a baseline, a run while the shop is down, a run after a release whose
// add_to_cart hit lost its currency), then /journeys and /journeys/:id: the chart and its text
// alternative, the runs table (the failed run with its error, the baseline marked) and the diff.
// Screenshots go to /tmp/tagproof-shots.

const JOURNEY = 'Fixture shop: add to cart';

interface RunEnd {
  jobId: string;
  status: string;
  error: string | null;
  reportId: string | null;
}

/**
 * Clicks Run now (toasts still on screen: they show top right, never over the page's actions) and
 * waits, through the API, until the queued job has ended.
 */
async function runNow(page: Page, journeyId: string, screenshot?: string): Promise<RunEnd> {
  const queued = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/journeys/${journeyId}/run`) && response.request().method() === 'POST',
  );
  // The newest toast: an earlier run's notice may still show.
  const notice = toast(page, 'Run queued: it appears here once it ends').first();
  await page.getByRole('button', { name: 'Run now' }).click();
  const answer = await queued;
  expect(answer.status()).toBe(202);
  const queuedJob: unknown = await answer.json();
  const jobId = textFieldOf(queuedJob, 'jobId');
  const token = textFieldOf(queuedJob, 'token');
  if (jobId === undefined || token === undefined)
    throw new Error(`the queued run has no jobId and token: ${JSON.stringify(queuedJob)}`);
  await expect(notice).toBeVisible();
  if (screenshot) await shot(page, screenshot, false);
  let end: RunEnd = { jobId, status: 'queued', error: null, reportId: null };
  await expect
    .poll(
      async () => {
        const response = await page.request.get(
          `/api/automation/results/${encodeURIComponent(jobId)}?token=${encodeURIComponent(token)}`,
        );
        const job: unknown = await response.json();
        end = {
          jobId,
          status: textFieldOf(job, 'status') ?? 'unknown',
          error: textFieldOf(job, 'error') ?? null,
          reportId: textFieldOf(fieldOf(job, 'result'), 'reportId') ?? null,
        };
        return end.status;
      },
      { timeout: 90_000, intervals: [500] },
    )
    .toMatch(/^(completed|failed)$/);
  return end;
}

/** Saves the fixture shop's journey with the builder's Save as journey; answers its id (its page is open). */
async function saveFromBuilder(page: Page, shop: Shop): Promise<string> {
  await page.goto('/automation-builder');
  await page.getByLabel('Recording file').setInputFiles(recordingFile(shopRecording(shop.url), 'shop.json'));
  await expect(page.getByLabel('Website URL')).toHaveValue(`${shop.url}/product`);
  await page.getByRole('button', { name: 'Save as journey' }).click();
  const save = page.getByRole('dialog', { name: 'Save as journey' });
  await save.getByLabel('Name', { exact: true }).fill(JOURNEY);
  await save.getByRole('button', { name: 'Save journey' }).click();
  await expect(toast(page, `Journey ${JOURNEY} saved`)).toBeVisible();
  await expect(page).toHaveURL(/\/journeys\/[^/?]+$/);
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
}

async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/journeys-${name}.png`, fullPage });
}

test.describe('saved journeys', () => {
  let shop: Shop;
  test.beforeAll(async () => {
    shop = await startShop();
  });
  test.beforeEach(() => {
    shop.release = 'live';
  });
  test.afterAll(async () => {
    await stopShop(shop);
  });

  test('saved from the builder, run, failed, regressed: the list, the chart, the runs and the diff', async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);
    await context.addCookies([{ name: 'tracking', value: '0', url: BASE_URL }]);
    await signUp(context, 'Journey Keeper', { verify: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    const errors = await collectPageErrors(page);

    // Saved from the builder: the page of the new journey, no run yet.
    const journeyId = await saveFromBuilder(page, shop);
    await expect(page.getByRole('heading', { level: 1, name: JOURNEY })).toBeVisible();
    await expect(page.getByText('Runs on demand · alerts: e-mail')).toBeVisible();
    await expect(page.getByText(/^No run yet: run it now or wait for its schedule\./)).toBeVisible();

    // The first completed run becomes the baseline; the page lists it once it ends, without a reload.
    const rows = page.getByRole('table').locator('tbody tr');
    const baseline = await runNow(page, journeyId, 'run-queued-1440');
    expect(baseline).toMatchObject({ status: 'completed', error: null });
    await expect(rows).toHaveCount(1, { timeout: 15_000 });
    expect(baseline.reportId).toEqual(expect.any(String));
    const stored = await page.request.get(`${DOCUMENTS}/journeys/documents/${encodeURIComponent(journeyId)}`);
    expect(fieldOf(await stored.json(), 'baselineReportId')).toBe(baseline.reportId);

    // The shop is down: the job fails and saves no report.
    shop.release = 'down';
    const failed = await runNow(page, journeyId);
    expect(failed).toMatchObject({ status: 'failed', reportId: null });
    expect(failed.error).toMatch(/^Step 2 of 3 \(.*\) failed: net::ERR_/);
    await expect(rows).toHaveCount(2, { timeout: 15_000 });

    // A release whose add_to_cart hit lost its currency: a completed run that regressed.
    shop.release = 'no-currency';
    const regressed = await runNow(page, journeyId);
    expect(regressed).toMatchObject({ status: 'completed', error: null });
    await expect(rows).toHaveCount(3, { timeout: 15_000 });
    await expect(page.getByRole('status').filter({ hasText: /under way/ })).toHaveCount(0);

    // The chart: three runs, one failed (a red mark in its column, breaking the lines), the baseline
    // marked, all said in its text alternative.
    const chart = page.getByRole('img', { name: /^Errors, failed tests and hits of the last 3 runs/ });
    await expect(chart).toHaveAccessibleName(
      /^Errors, failed tests and hits of the last 3 runs \(highest \d+\); 1 failed run without a report, marked in red on the time axis; the baseline run \(.+, run 1\) marked at the top$/,
    );
    await expect(chart.locator(`[data-baseline-run="${baseline.reportId}"]`)).toHaveCount(1);
    await expect(chart.locator(`[data-failed-run="${failed.jobId}"]`)).toHaveCount(1);
    await expect(chart.locator('[data-failed-run]')).toHaveCount(1);
    await expect(page.getByText('Failed run (1)')).toBeVisible();

    // The runs, newest first: the regressed run (selected), the failed one with its error, the baseline.
    const [latest, down, first] = [rows.nth(0), rows.nth(1), rows.nth(2)];
    await expect(down.getByText('failed', { exact: true })).toBeVisible();
    await expect(down.getByRole('cell').nth(1)).toHaveText(failed.error ?? '');
    await expect(down.getByRole('link', { name: 'Report' })).toHaveCount(0);
    await expect(first.getByText('baseline', { exact: true })).toBeVisible();
    await expect(first.getByRole('button', { name: 'Mark as baseline' })).toHaveCount(0);
    await expect(first.getByRole('link', { name: 'Report' })).toHaveAttribute(
      'href',
      `/automatedResults/${baseline.reportId}`,
    );
    await expect(latest.getByText('baseline', { exact: true })).toHaveCount(0);
    await expect(latest.getByRole('button', { name: 'Mark as baseline' })).toBeVisible();
    // Both report runs recorded the same 2 tracking requests (page_view and add_to_cart, with or
    // without cu), counted as the Runs page counts them: the page loads are not hits.
    await expect(first.getByRole('cell').nth(1)).toHaveText('2');
    await expect(latest.getByRole('cell').nth(1)).toHaveText('2');

    // The diff of the latest run against the baseline names the lost parameter, as a regression.
    const diff = page.getByRole('region', { name: 'This run against the baseline' });
    await expect(
      diff.getByText(/^2 regressions, 0 changes, 0 improvements \(2 events in the baseline, 2 in this run\)/),
    ).toBeVisible();
    const action = diff.getByRole('heading', { level: 3 });
    await expect(action).toHaveCount(1);
    await expect(action).toHaveText('3. Click "Add to cart"');
    const changes = diff.getByRole('listitem');
    await expect(changes).toHaveText([
      /^regressionParameter vanished: cu \(Currency\) of Google Analytics 4 G-E2ESHOP01 add_to_cart, was "EUR"$/,
      /^regressionNew error: CURRENCY_MISSING_WITH_VALUE on Google Analytics 4 G-E2ESHOP01 add_to_cart/,
    ]);
    // The new error is counted in the runs table too.
    const baselineErrors = Number(await first.getByRole('cell').nth(2).textContent());
    await expect(latest.getByRole('cell').nth(2)).toHaveText(String(baselineErrors + 1));

    // The page itself, once the last toast has gone.
    await expect(toast(page, /./)).toHaveCount(0, { timeout: 15_000 });
    await shot(page, 'journey-1440-light');
    // On a phone, in the dark theme: the page does not scroll sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    const darkTheme = page.getByRole('button', { name: 'Dark theme' });
    await darkTheme.click();
    await expect(darkTheme).toHaveAttribute('aria-pressed', 'true');
    await page.mouse.move(0, 0);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
    // The runs are stacked cards there, every action within the screen.
    const cards = page.getByRole('list', { name: 'Runs' }).getByRole('listitem');
    await expect(cards).toHaveCount(3);
    await expect(page.getByRole('table')).toBeHidden();
    for (const action of [
      ...(await cards.getByRole('link', { name: 'Report' }).all()),
      cards.first().getByRole('button', { name: 'Mark as baseline' }),
    ]) {
      await action.scrollIntoViewIfNeeded();
      await expect(action).toBeInViewport({ ratio: 1 });
    }
    await expect(cards.getByRole('link', { name: 'Report' })).toHaveCount(2);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'journey-390-dark');
    await page.setViewportSize({ width: 1440, height: 900 });

    // Mark as baseline: the latest run is the baseline now, so there is no diff to show.
    await latest.getByRole('button', { name: 'Mark as baseline' }).click();
    await expect(toast(page, 'Baseline changed')).toBeVisible();
    await expect(latest.getByText('baseline', { exact: true })).toBeVisible();
    await expect(first.getByText('baseline', { exact: true })).toHaveCount(0);
    await expect(first.getByRole('button', { name: 'Mark as baseline' })).toBeVisible();
    await expect(diff).toHaveCount(0);

    // The list: the journey, run on demand, opens its page.
    await page.getByRole('banner').getByRole('link', { name: 'Journeys' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your journeys' })).toBeVisible();
    const entry = page.getByRole('listitem').filter({ hasText: JOURNEY });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('on demand');
    await entry.getByRole('link', { name: JOURNEY }).click();
    await expect(page).toHaveURL(`/journeys/${encodeURIComponent(journeyId)}`);

    // A run's Report opens its validation report.
    await latest.getByRole('link', { name: 'Report' }).click();
    await expect(page).toHaveURL(`/automatedResults/${regressed.reportId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Validation Report' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('opened directly, as from an alert e-mail, the journey pages break no Content-Security-Policy rule', async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'tracking', value: '0', url: BASE_URL }]);
    await signUp(context, 'Journey Reader', { verify: true });
    const journeyId = await saveFromBuilder(page, shop);
    const errors = await collectPageErrors(page);
    await page.goto(`/journeys/${encodeURIComponent(journeyId)}`);
    await expect(page.getByRole('heading', { level: 1, name: JOURNEY })).toBeVisible();
    await page.goto('/journeys');
    await expect(page.getByRole('link', { name: JOURNEY })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
