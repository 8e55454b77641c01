import { PuppeteerRunnerExtension, type Step } from '@puppeteer/replay';
import type { BrowserContext, Page } from 'puppeteer-core';

/** What the runner does around each step: attribution, progress, settling and the screenshot. */
export interface StepHooks {
  before(step: Step): Promise<void>;
  after(step: Step): Promise<void>;
}

/**
 * @puppeteer/replay's puppeteer extension (every alternative selector raced, frames, popups,
 * asserted navigations) with Tagproof's hooks around each step. It is given the job's incognito
 * context as its "browser", so that popups are looked for in that context only.
 */
export class TagproofRunnerExtension extends PuppeteerRunnerExtension {
  readonly #hooks: StepHooks;

  constructor(context: BrowserContext, page: Page, stepTimeoutMs: number, hooks: StepHooks) {
    // replay types its parameters with the `puppeteer` package; puppeteer-core's objects are the same.
    super(context as never, page as never, { timeout: stepTimeoutMs });
    this.#hooks = hooks;
  }

  override async beforeEachStep(step: Step): Promise<void> {
    await this.#hooks.before(step);
  }

  override async afterEachStep(step: Step): Promise<void> {
    await this.#hooks.after(step);
  }
}
