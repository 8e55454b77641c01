import { desktopConfig, startFlow, type FlowResult } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.js';

export type Category = 'performance' | 'accessibility' | 'best-practices';

/**
 * Lighthouse's two presets: `desktop` (1350×940, no CPU slowdown) and `mobile`, its default
 * (a Moto G Power: 412×823 at 1.75x, 4x CPU slowdown, slow 4G simulated on the load).
 */
export type FormFactor = 'desktop' | 'mobile';
export const FORM_FACTORS: readonly FormFactor[] = ['desktop', 'mobile'];

/** The scores (0–100) of one user flow: the cold load, the sample-data interaction and its results. */
export interface FlowScores {
  /** Navigation to `/`: the validator page as a first visit loads it (performance, a11y, best practices). */
  load: Record<Category, number>;
  /** Timespan of clicking "Try sample data" until the results show (performance: TBT, CLS, INP). */
  sampleData: { performance: number };
  /** Snapshot of the page showing the sample data's results (accessibility, best practices). */
  results: { accessibility: number; 'best-practices': number };
  /** Failing audits per step, for the reader of a low score. */
  failing: string[];
  /** The whole flow result, for `generateReport`. */
  result: FlowResult;
}

const score = (result: FlowResult, step: number, category: Category): number => {
  const value = result.steps[step]?.lhr.categories[category]?.score;
  if (typeof value !== 'number') throw new Error(`step ${step} has no ${category} score`);
  return Math.round(value * 100);
};

/**
 * One Lighthouse user flow on the validator page (`url` = the app's `/`), in a fresh headless
 * Chromium with the `formFactor` preset: navigate, then a timespan around clicking "Try sample data"
 * until the Summary Report shows, then a snapshot of the results.
 */
export async function runValidatorFlow(url: string, formFactor: FormFactor): Promise<FlowScores> {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    const page = await browser.newPage();
    const flow = await startFlow(page, {
      name: `Validator page with sample data (${formFactor})`,
      // Lighthouse's default configuration is the mobile one.
      ...(formFactor === 'desktop' ? { config: desktopConfig } : {}),
    });
    await flow.navigate(url, { name: 'Load the validator page' });
    await flow.startTimespan({ name: 'Try sample data' });
    await showSampleData(page);
    await flow.endTimespan();
    await flow.snapshot({ name: 'Results of the sample data' });
    const result = await flow.createFlowResult();
    const failing = result.steps.flatMap((step) =>
      Object.values(step.lhr.audits)
        .filter(
          (audit) => audit.scoreDisplayMode !== 'informative' && audit.score !== null && audit.score < 0.9,
        )
        .filter((audit) => audit.scoreDisplayMode !== 'notApplicable' && audit.scoreDisplayMode !== 'manual')
        .map((audit) => `${step.name}: ${audit.id} ${audit.displayValue ?? audit.score}`),
    );
    return {
      load: {
        performance: score(result, 0, 'performance'),
        accessibility: score(result, 0, 'accessibility'),
        'best-practices': score(result, 0, 'best-practices'),
      },
      sampleData: { performance: score(result, 1, 'performance') },
      results: {
        accessibility: score(result, 2, 'accessibility'),
        'best-practices': score(result, 2, 'best-practices'),
      },
      failing,
      result,
    };
  } finally {
    await browser.close();
  }
}

async function showSampleData(page: Page): Promise<void> {
  const button = await page.waitForSelector('::-p-text(Try sample data)');
  if (!button) throw new Error('the validator page has no "Try sample data" button');
  await button.click();
  await page.waitForSelector('::-p-text(Summary Report)', { timeout: 30_000 });
}

/** The table's Lighthouse rows: each category on each step of the flow that scores it. */
export const LIGHTHOUSE_FIGURES: ReadonlyArray<{ name: string; pick: (scores: FlowScores) => number }> = [
  { name: 'Lighthouse performance: load /', pick: (scores) => scores.load.performance },
  { name: 'Lighthouse performance: try sample data', pick: (scores) => scores.sampleData.performance },
  { name: 'Lighthouse accessibility: load /', pick: (scores) => scores.load.accessibility },
  { name: 'Lighthouse accessibility: sample results', pick: (scores) => scores.results.accessibility },
  { name: 'Lighthouse best practices: load /', pick: (scores) => scores.load['best-practices'] },
  {
    name: 'Lighthouse best practices: sample results',
    pick: (scores) => scores.results['best-practices'],
  },
];
