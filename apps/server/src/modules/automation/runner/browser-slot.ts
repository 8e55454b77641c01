import type { AddressInfo, Server } from 'node:net';
import type { Browser, CDPSession } from 'puppeteer-core';
import { launchChromium, type LaunchOptions } from './chromium.js';
import type { RequestGuard } from './request-guard.js';
import { startSocksGate } from './socks-gate.js';

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
 * it; with no journey running, nothing goes out. Below that, every connection of the browser goes
 * through a SOCKS gate that asks the same guard for its address (what interception does not see:
 * WebSocket handshakes, TURN over TCP, speculative prefetches), and WebRTC sends no UDP.
 */
export class BrowserSlot {
  readonly browser: Browser;
  readonly #session: CDPSession;
  readonly #gate: Server;
  /** The journey running now. */
  journey: ActiveJourney | null = null;

  private constructor(browser: Browser, session: CDPSession, gate: Server) {
    this.browser = browser;
    this.#session = session;
    this.#gate = gate;
    session.on('Fetch.requestPaused', (event: PausedRequest) => void this.#decide(event));
  }

  static async launch(options: LaunchOptions): Promise<BrowserSlot> {
    let slot: BrowserSlot | null = null;
    const gate = await startSocksGate(async (host, port) => {
      const journey = slot?.journey;
      return journey ? journey.guard.connectionAddress(host, port) : null;
    });
    const { port } = gate.address() as AddressInfo;
    let browser: Browser;
    try {
      browser = await launchChromium({ ...options, socksPort: port });
    } catch (error) {
      gate.close();
      throw error;
    }
    try {
      const session = await browser.target().createCDPSession();
      await session.send('Fetch.enable', { patterns: [{ urlPattern: '*' }] });
      slot = new BrowserSlot(browser, session, gate);
      return slot;
    } catch (error) {
      await browser.close().catch(() => undefined);
      gate.close();
      throw error;
    }
  }

  get usable(): boolean {
    return this.browser.connected;
  }

  /** Closes the browser (killed if it has not exited within 5 s) and its gate. */
  async close(): Promise<void> {
    const exited = this.browser.close().catch(() => undefined);
    const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 5000).unref());
    if ((await Promise.race([exited, timeout])) === 'timeout') this.browser.process()?.kill('SIGKILL');
    this.#gate.close();
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
