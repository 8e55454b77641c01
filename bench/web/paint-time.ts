import { chromium, type Browser } from 'playwright-core';
import { median } from '../lib/measure.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.js';

/** What one run sends: the captured requests, and the Total Requests the results must show. */
export interface PaintInput {
  requests: unknown[];
  /** The engine's count of validated requests (a batched GA4 hit counts once per event). */
  total: number;
}

/** What the page answers for one measured run. */
interface PaintRun {
  /** From dispatching `validatorDataReceived` to the frame after the results were painted. */
  ms: number;
  /** The Total Requests tile's count, checked against what was sent. */
  total: number;
}

/**
 * Runs in the page: dispatches `validatorDataReceived` with the requests stored in
 * `window.__benchRun` and resolves once the Summary Report's Total Requests tile shows the expected
 * count (batched GA4 hits count once per event), the validating overlay is gone, and two animation
 * frames have passed (the frame holding it was painted). A string, because
 * tsx would wrap a function's inner functions in a helper the page does not have.
 */
const DISPATCH_AND_WAIT_FOR_PAINT = `new Promise((resolve, reject) => {
  const { requests, total } = window.__benchRun;
  const expected = total.toLocaleString() + 'Total Requests';
  const totalTile = () =>
    [...document.querySelectorAll('section#summary-report button')].find((button) =>
      (button.textContent ?? '').endsWith('Total Requests'),
    );
  const timeout = setTimeout(() => reject(new Error('the results did not show within 120 s')), 120000);
  let started = 0;
  const observer = new MutationObserver(() => {
    const text = totalTile()?.textContent ?? '';
    if (text !== expected || document.querySelector('[data-testid="validating-overlay"]')) return;
    observer.disconnect();
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        clearTimeout(timeout);
        resolve({ ms: performance.now() - started, total: Number(text.replace(/\\D/g, '')) });
      }),
    );
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  started = performance.now();
  window.dispatchEvent(new CustomEvent('validatorDataReceived', { detail: { data: requests } }));
})`;

/**
 * The time from `validatorDataReceived` to the painted results of `input.requests` on the validator page
 * (`url`), in milliseconds: one warm-up, then the median of `runs`. Each run gets a fresh browser
 * context, so nothing comes from the 24-hour validation cache and every run posts to the service.
 */
export async function medianPaintMs(url: string, input: PaintInput, runs: number): Promise<number> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    await paintOnce(browser, url, input); // warm-up: server JIT, browser caches of the app's files
    const times: number[] = [];
    for (let run = 0; run < runs; run++) times.push(await paintOnce(browser, url, input));
    return median(times);
  } finally {
    await browser.close();
  }
}

async function paintOnce(browser: Browser, url: string, input: PaintInput): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction('window.__tagproofReady === true');
    await page.evaluate((data) => ((globalThis as { __benchRun?: unknown }).__benchRun = data), input);
    const result = (await page.evaluate(DISPATCH_AND_WAIT_FOR_PAINT)) as PaintRun;
    if (result.total !== input.total)
      throw new Error(`the page showed ${result.total} requests, expected ${input.total}`);
    return result.ms;
  } finally {
    await context.close();
  }
}
