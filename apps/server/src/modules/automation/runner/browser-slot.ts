import type { Browser, CDPSession } from 'puppeteer-core';
import { launchChromium, type LaunchOptions } from './chromium.js';
import type { RequestGuard } from './request-guard.js';

/** What CDP tells of a request paused at the browser level (the fields used here). */
export interface PausedRequest {
  requestId: string;
  /** The page-level network id; absent for requests no page reports (unload beacons, workers). */
  networkId?: string;
  resourceType?: string;
  request: {
    url: string;
    method: string;
    postData?: string;
    hasPostData?: boolean;
    postDataEntries?: Array<{ bytes?: string }>;
  };
}

/** The journey running in a browser: its guard, and who hears of the requests it lets out. */
export interface ActiveJourney {
  guard: RequestGuard;
  onAllowed?: (request: PausedRequest) => void;
}

/**
 * One Chromium running one journey at a time. Every request of the browser (pages, iframes,
 * popups, dedicated, shared and service workers, redirects) is paused at the browser level
 * (CDP `Fetch` on the browser target) and let through only if the running journey's guard allows
 * it; with no journey running, nothing goes out.
 */
export class BrowserSlot {
  readonly browser: Browser;
  readonly #session: CDPSession;
  /** The journey running now. */
  journey: ActiveJourney | null = null;

  private constructor(browser: Browser, session: CDPSession) {
    this.browser = browser;
    this.#session = session;
    session.on('Fetch.requestPaused', (event: PausedRequest) => void this.#decide(event));
  }

  static async launch(options: LaunchOptions): Promise<BrowserSlot> {
    const browser = await launchChromium(options);
    try {
      const session = await browser.target().createCDPSession();
      await session.send('Fetch.enable', { patterns: [{ urlPattern: '*' }] });
      return new BrowserSlot(browser, session);
    } catch (error) {
      await browser.close().catch(() => undefined);
      throw error;
    }
  }

  get usable(): boolean {
    return this.browser.connected;
  }

  async close(): Promise<void> {
    await this.browser.close().catch(() => undefined);
  }

  async #decide(event: PausedRequest): Promise<void> {
    const journey = this.journey;
    let allowed: boolean;
    try {
      allowed = journey !== null && (await journey.guard.allows(event.request.url));
      if (allowed) journey?.onAllowed?.(event);
    } catch {
      allowed = false;
    }
    const command = allowed
      ? this.#session.send('Fetch.continueRequest', { requestId: event.requestId })
      : this.#session.send('Fetch.failRequest', {
          requestId: event.requestId,
          errorReason: 'BlockedByClient',
        });
    // The request may be gone already (its page closed): nothing to do then.
    await command.catch(() => undefined);
  }
}
