import { createRunner, StepType, type Step } from '@puppeteer/replay';
import type { BrowserContext, Page } from 'puppeteer-core';
import type { Vendor } from '@tagproof/engine';
import type { Instruction } from '../automation.schemas.js';
import type { JourneySpec } from '../journey-spec.js';
import { planActions, type ActionRecord, type JourneyOutcome } from './action-plan.js';
import { BrowserSlot } from './browser-slot.js';
import type { LaunchOptions } from './chromium.js';
import { resolveInstruction } from './instruction-resolver.js';
import type { ElementChooser } from './llm-chooser.js';
import { checkNavigationTarget, type NetworkPolicy } from './network-guard.js';
import { pageUrlRefusal, stepRefusal } from '../step-limits.js';
import { DEFAULT_BROWSER_MEMORY_MB, watchMemory, type MemoryWatchdog } from './memory-watchdog.js';
import { NetworkRecorder, type QuietOptions } from './network-recorder.js';
import { RequestGuard } from './request-guard.js';
import { stepElementText } from './step-description.js';
import { TagproofRunnerExtension } from './tagproof-runner-extension.js';

export type { ActionRecord, JourneyOutcome } from './action-plan.js';

export interface RunJourneyOptions {
  spec: JourneySpec;
  /** The whole run's time limit. */
  maxTotalMs: number;
  policy: NetworkPolicy;
  chooser?: ElementChooser | null;
  /** Aborts the run (lease lost, shutdown). */
  signal?: AbortSignal;
  onProgress?: (step: number, total: number, description: string) => Promise<void> | void;
  /** Settling after each action (default: 1 s without tracking traffic, at most 5 s). */
  quiet?: Omit<QuietOptions, 'signal'>;
  /** Take a screenshot per action (default true). */
  screenshots?: boolean;
  /** The owner's custom vendors: their requests are recorded as tracking hits. */
  customVendors?: readonly Vendor[];
}

class RunStopped extends Error {}

/**
 * Runs journeys in headless Chromium, each in a fresh incognito context of a browser that runs
 * nothing else meanwhile (a journey running beside another gets a second browser, kept for the
 * next): recordings are replayed step by step with @puppeteer/replay, written instructions are
 * resolved on the live page into Recorder steps and replayed the same way. The browser lets a
 * request out only if the run's network policy allows it. Requests are attributed to the step
 * running when they were sent; after each step the runner waits until tracking traffic is quiet,
 * and after the last one it navigates to about:blank so that batched hits (sendBeacon on page
 * hide) are sent.
 */
/** What a job needs of a runner: the browser runner, or a test's fake of it. */
export type JourneyRunnerApi = Pick<JourneyRunner, 'run' | 'close'>;

export class JourneyRunner {
  readonly #launch: LaunchOptions;
  readonly #idle: BrowserSlot[] = [];
  readonly #slots = new Set<BrowserSlot>();
  #closed = false;

  constructor(launch: LaunchOptions = {}) {
    this.#launch = launch;
  }

  async run(options: RunJourneyOptions): Promise<JourneyOutcome> {
    const { spec } = options;
    const startedAt = Date.now();
    const actions = planActions(spec);
    const executed: Step[] = [];
    const controller = new AbortController();
    const stop = (reason: unknown) => {
      if (!controller.signal.aborted) controller.abort(reason);
    };
    const onExternalAbort = () => stop(new RunStopped('The automation was stopped.'));
    options.signal?.addEventListener('abort', onExternalAbort, { once: true });
    if (options.signal?.aborted) onExternalAbort();
    const minutes = Math.round(options.maxTotalMs / 60_000);
    const timer = setTimeout(
      () =>
        stop(
          new RunStopped(
            `The automation took longer than its ${minutes >= 1 ? `${minutes}-minute` : `${options.maxTotalMs} ms`} limit.`,
          ),
        ),
      options.maxTotalMs,
    );
    const guard = new RequestGuard(options.policy, (reason) => stop(new RunStopped(reason)));
    const recorder = new NetworkRecorder(options.customVendors);

    let slot: BrowserSlot | null = null;
    let context: BrowserContext | null = null;
    let page: Page | null = null;
    let error: string | null = null;
    let current = -1;
    let watchdog: MemoryWatchdog | null = null;
    let discardBrowser = false;
    try {
      slot = await abortable(this.#acquire(), controller.signal);
      slot.journey = { guard, onAllowed: (request) => recorder.recordUnreported(request) };
      const limitMb = this.#launch.memoryLimitMb ?? DEFAULT_BROWSER_MEMORY_MB;
      const pid = slot.browser.process()?.pid;
      if (pid !== undefined) {
        watchdog = watchMemory({
          pid,
          limitBytes: limitMb * 1024 * 1024,
          onExceeded: (used) => {
            discardBrowser = true;
            stop(
              new RunStopped(
                `The browser used ${Math.round(used / 1048576)} MB, above the ${limitMb} MB limit of a job (AUTOMATION_BROWSER_MEMORY_MB).`,
              ),
            );
          },
        });
      }
      context = await slot.browser.createBrowserContext();
      context.on('targetcreated', (target) => {
        if (target.type() !== 'page') return;
        void target
          .page()
          .then((popup) => {
            if (!popup || popup === page) return undefined;
            refuseNonWebPages(popup, guard);
            return recorder.attach(popup);
          })
          .catch(() => undefined);
      });
      page = await context.newPage();
      page.setDefaultTimeout(spec.stepTimeoutMs);
      page.setDefaultNavigationTimeout(spec.stepTimeoutMs);
      await recorder.attach(page);
      const activePage = page;
      page.on('error', () => {
        discardBrowser = true;
        stop(new RunStopped('The page crashed (it may have run out of memory).'));
      });
      refuseNonWebPages(page, guard);
      const extension = new TagproofRunnerExtension(context, page, spec.stepTimeoutMs, {
        before: async (step) => {
          const action = actions[current] as ActionRecord;
          recorder.currentAction = current;
          action.startedAt ??= Date.now();
          action.elementClickedText ??= await stepElementText(activePage, step);
        },
        after: async () => {
          const action = actions[current] as ActionRecord;
          await recorder.waitForQuiet({ ...options.quiet, signal: controller.signal });
          action.pageUrl = activePage.url();
          if (options.screenshots !== false) action.screenshot = await screenshot(activePage);
        },
      });
      const runner = await createRunner(extension);

      for (current = 0; current < actions.length; current++) {
        controller.signal.throwIfAborted();
        const action = actions[current] as ActionRecord;
        recorder.currentAction = current;
        action.startedAt = Date.now();
        await options.onProgress?.(current + 1, actions.length, action.description);
        let step: Step;
        if (spec.mode === 'recording') step = spec.steps[current] as Step;
        else if (current === 0) step = { type: StepType.Navigate, url: spec.websiteUrl };
        else {
          const resolved = await abortable(
            resolveInstruction(page, spec.instructions[current - 1] as Instruction, {
              timeoutMs: spec.stepTimeoutMs,
              chooser: options.chooser ?? null,
              signal: controller.signal,
            }),
            controller.signal,
          );
          step = resolved.step;
          action.type = step.type;
          action.elementClickedText = resolved.elementText || null;
          action.resolvedBy = resolved.resolvedBy;
        }
        executed.push(step);
        await checkStep(step, guard);
        controller.signal.throwIfAborted();
        await abortable(runner.runStep(step), controller.signal);
        action.status = 'passed';
        action.durationMs = Date.now() - action.startedAt;
      }
    } catch (caught) {
      const action = actions[current];
      const reason = controller.signal.aborted ? controller.signal.reason : caught;
      const message = reason instanceof Error ? reason.message : String(reason);
      if (guard.refusal !== null) {
        error = action ? `${guard.refusal} (step ${current + 1}: ${action.description})` : guard.refusal;
      } else if (action && !(reason instanceof RunStopped)) {
        error = `Step ${current + 1} of ${actions.length} (${action.description}) failed: ${stepError(message, action.description)}`;
      } else error = message;
      if (action) {
        action.status = 'failed';
        action.error = guard.refusal ?? stepError(message, action.description);
        action.durationMs = action.startedAt === null ? null : Date.now() - action.startedAt;
        if (page && !controller.signal.aborted && options.screenshots !== false) {
          action.screenshot = await screenshot(page);
        }
      }
    } finally {
      clearTimeout(timer);
      watchdog?.stop();
      options.signal?.removeEventListener('abort', onExternalAbort);
    }

    // Leave the page so that hits batched until page hide (GA4, sendBeacon) are sent; they belong
    // to the last action that ran.
    if (page && !controller.signal.aborted) {
      recorder.currentAction = Math.max(0, Math.min(current, actions.length - 1));
      await page.goto('about:blank', { timeout: 5000 }).catch(() => undefined);
      await recorder.waitForQuiet({ ...options.quiet, signal: controller.signal });
    }
    if (discardBrowser && slot) {
      // A browser that ran out of memory is not kept for the next journey.
      this.#slots.delete(slot);
      await slot.close();
    } else {
      await context?.close().catch(() => undefined);
      if (slot) this.#release(slot);
    }
    if (error === null && guard.refusal !== null) error = guard.refusal;

    return {
      status: error === null ? 'completed' : 'failed',
      error,
      mode: spec.mode,
      websiteUrl: spec.websiteUrl,
      actions,
      hits: [...recorder.hits],
      recording: { title: spec.title, steps: executed },
      startedAt,
      finishedAt: Date.now(),
    };
  }

  /** Closes every browser. */
  async close(): Promise<void> {
    this.#closed = true;
    const slots = [...this.#slots];
    this.#slots.clear();
    this.#idle.length = 0;
    await Promise.all(slots.map((slot) => slot.close()));
  }

  /** An idle browser, or a new one. */
  async #acquire(): Promise<BrowserSlot> {
    if (this.#closed) throw new Error('the journey runner is closed');
    for (let slot = this.#idle.pop(); slot; slot = this.#idle.pop()) {
      if (slot.usable) return slot;
      this.#slots.delete(slot);
      await slot.close();
    }
    const slot = await BrowserSlot.launch(this.#launch);
    if (this.#closed) {
      await slot.close();
      throw new Error('the journey runner is closed');
    }
    this.#slots.add(slot);
    return slot;
  }

  #release(slot: BrowserSlot): void {
    slot.journey = null;
    if (this.#closed || !slot.usable) {
      this.#slots.delete(slot);
      void slot.close();
    } else this.#idle.push(slot);
  }
}

/** Stops the run when the top frame of `page` (the journey's, or a popup) leaves http(s) pages. */
function refuseNonWebPages(page: Page, guard: RequestGuard): void {
  const check = (url: string) => {
    const refusal = pageUrlRefusal(url);
    if (refusal) guard.refuse(refusal);
  };
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) check(frame.url());
  });
  // A popup may have loaded before it is watched.
  check(page.url());
}

/** The submission's checks again, as each step runs: its limits, and where it navigates. */
async function checkStep(step: Step, guard: RequestGuard): Promise<void> {
  const refusal = stepRefusal(step);
  if (refusal) throw new Error(`Refused: ${refusal}`);
  if (step.type !== StepType.Navigate) return;
  const verdict = await checkNavigationTarget(step.url, guard.policy);
  if (!verdict.allowed) guard.refuse(`Refused a navigation: ${verdict.reason}`);
}

/** Rejects with the signal's reason as soon as it aborts. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error as Error);
      },
    );
  });
}

async function screenshot(page: Page): Promise<Buffer | null> {
  try {
    const image = await Promise.race([
      page.screenshot({ type: 'jpeg', quality: 60 }),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 5000)),
    ]);
    return image ? Buffer.from(image) : null;
  } catch {
    return null;
  }
}

function firstLine(message: string): string {
  return (message.split('\n')[0] ?? message).slice(0, 500);
}

/**
 * A failed step's reason: the first line of the browser's message, without the ` at <url>` Chromium
 * adds to navigation errors when the step's description already names that URL
 * (`Navigate to https://shop.example/` failed: `net::ERR_EMPTY_RESPONSE`).
 */
export function stepError(message: string, description: string): string {
  const line = firstLine(message);
  const at = / at (\S+)$/.exec(line);
  return at?.[1] !== undefined && description.includes(at[1]) ? line.slice(0, at.index) : line;
}
