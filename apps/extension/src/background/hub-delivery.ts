import type { DeliveryOutcome } from '../content/hub-bridge.js';

/** The browser operations a delivery needs (chrome.tabs and chrome.scripting in the extension, fakes in tests). */
export interface HubTabs {
  /** Every open tab with its URL (null when the extension may not see it). */
  list(): Promise<Array<{ id: number; url: string | null }>>;
  open(url: string): Promise<number>;
  /** Makes the tab the active one of a focused window. */
  focus(tabId: number): Promise<void>;
  /** The tab's URL, or null once the tab is closed. */
  urlOf(tabId: number): Promise<string | null | 'closed'>;
  reload(tabId: number): Promise<void>;
  /**
   * Runs `deliverToPage(data, origin, waitMs, deliveryId)` in the tab's main world. Rejects when the
   * script cannot run there (error page, navigation in progress, tab closed…).
   */
  deliver(
    tabId: number,
    data: unknown[],
    origin: string,
    waitMs: number,
    deliveryId: string,
  ): Promise<DeliveryOutcome>;
}

export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

/** How long one injected script waits for the page before the worker looks again. */
export const ATTEMPT_WAIT_MS = 10_000;
/** Pause between attempts that failed at once. */
export const RETRY_PAUSE_MS = 500;
/** How often a hub tab stuck on an error page (app not started yet) is reloaded. */
export const RELOAD_EVERY_MS = 3_000;

export type DeliveryResult = { delivered: true } | { delivered: false; reason: string };

/**
 * The tab to send to: an open tab showing the hub address (its query and fragment ignored), else a
 * new one. The tab is focused either way.
 */
export async function openHubTab(tabs: HubTabs, hubUrl: string): Promise<number> {
  const existing = (await tabs.list()).find((tab) => tab.url !== null && sameAddress(tab.url, hubUrl));
  const tabId = existing?.id ?? (await tabs.open(hubUrl));
  await tabs.focus(tabId);
  return tabId;
}

/**
 * Hands `data` to the hub page in `hubTabId`, trying again until `deadline`: while the app is still
 * loading, while its server is not answering yet (the tab shows an error page, which is reloaded every
 * few seconds) and while the page has not said it is ready. Gives up only at the deadline or when
 * the tab is closed, with a reason the popup can show.
 */
export async function deliverUntilReady(
  tabs: HubTabs,
  clock: Clock,
  job: { hubTabId: number; hubUrl: string; data: unknown[]; deadline: number; deliveryId: string },
): Promise<DeliveryResult> {
  const origin = new URL(job.hubUrl).origin;
  let lastReload = clock.now();
  let lastProblem = 'the page did not say it was ready';
  for (;;) {
    const remaining = job.deadline - clock.now();
    if (remaining <= 0)
      return {
        delivered: false,
        reason: `Tagproof at ${job.hubUrl} was not ready in time (${lastProblem}).`,
      };
    const url = await tabs.urlOf(job.hubTabId);
    if (url === 'closed')
      return { delivered: false, reason: 'The Tagproof tab was closed before the captures were delivered.' };
    if (url !== null && !url.startsWith(`${origin}/`) && url !== origin) {
      lastProblem = `the tab shows ${url}`;
      await clock.sleep(Math.min(RETRY_PAUSE_MS, remaining));
      continue;
    }
    try {
      const outcome = await tabs.deliver(
        job.hubTabId,
        job.data,
        origin,
        Math.min(ATTEMPT_WAIT_MS, remaining),
        job.deliveryId,
      );
      if (outcome === 'delivered' || outcome === 'already-delivered') return { delivered: true };
      lastProblem =
        outcome === 'wrong-page' ? 'the tab left the Tagproof page' : 'the page did not say it was ready';
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (/error page/i.test(message)) {
        lastProblem = 'the server did not answer';
        if (clock.now() - lastReload >= RELOAD_EVERY_MS) {
          lastReload = clock.now();
          await tabs.reload(job.hubTabId).catch(() => undefined);
        }
      } else {
        lastProblem = message;
      }
      await clock.sleep(Math.min(RETRY_PAUSE_MS, Math.max(0, job.deadline - clock.now())));
    }
  }
}

/** True when `url` shows the hub address, ignoring query, fragment and a missing final slash. */
export function sameAddress(url: string, hubUrl: string): boolean {
  const strip = (value: string) => value.split('#', 1)[0]?.split('?', 1)[0]?.replace(/\/$/, '') ?? '';
  return strip(url) === strip(hubUrl);
}
