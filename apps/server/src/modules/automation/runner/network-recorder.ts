import { decode, isTrackingTraffic, redirectParamsOf, type Delivery, type Vendor } from '@tagproof/engine';
import type { HTTPRequest, Page } from 'puppeteer-core';
import type { PausedRequest } from './browser-slot.js';

/** A request the runner kept: a tracking hit (any vendor the engine knows) or a top-level navigation. */
export interface CapturedHit {
  /** `r1`, `r2`… in the order the browser sent them. */
  requestId: string;
  /** The action (0-based) that was running when the browser sent it. */
  actionIndex: number;
  kind: 'tracking' | 'navigation';
  url: string;
  method: string;
  /** The body, Blob bodies (sendBeacon) included; null when there is none. */
  postData: string | null;
  timestamp: number;
  /** The page (tab) URL when it was sent. */
  tabUrl: string | null;
  /** The URL of the frame that sent it (an iframe's own URL for a hit from an iframe). */
  frameUrl: string | null;
  /**
   * The answer a tracking hit got: its status, or 0 and the browser's reason when it failed (a page's
   * Content-Security-Policy, a cancelled request). Absent while unanswered (a beacon sent as a page is left).
   */
  delivery?: Delivery;
  /**
   * For a tracking hit the vendor answered with a redirect: the query string of the address the
   * browser was sent on to (the last hop's), that hop being part of this hit rather than a hit of its own.
   */
  redirectQueryParams?: string;
}

/**
 * Settling after each action: the page is quiet once no tracking request was sent (or is pending)
 * for 1 s, and the runner waits 5 s at most. GA4 and tag managers send most hits of a click within
 * a few hundred milliseconds; a batch held longer lands in the next step, or in the final flush.
 */
export const DEFAULT_QUIET_MS = 1000;
export const DEFAULT_QUIET_CAP_MS = 5000;

export interface QuietOptions {
  /** How long no tracking request may be sent or pending to call the page quiet (default 1000 ms). */
  quietMs?: number;
  /** The most to wait (default 5 s). */
  capMs?: number;
  signal?: AbortSignal;
}

/**
 * Watches every request of a run's pages (the browser-level guard has let it through) and keeps
 * tracking hits and navigations, each attributed to the action running when it was sent. (The
 * address a response came from needs no check here: the browser's connections go through the SOCKS
 * gate, which connects only to the address the guard checked, so DNS rebinding cannot swap it.)
 */
export class NetworkRecorder {
  /** The action new requests belong to; the runner moves it as each step starts. */
  currentAction = 0;
  readonly hits: CapturedHit[] = [];
  readonly #customVendors: readonly Vendor[];
  readonly #byRequest = new Map<HTTPRequest, CapturedHit>();
  /** Tracking requests sent and not settled yet, with when they were sent. */
  readonly #inFlight = new Map<HTTPRequest, number>();
  readonly #pages = new WeakSet<Page>();
  #pending = 0;
  #lastTrackingAt = 0;
  #sequence = 0;
  /** The last http(s) page URL, for hits sent while leaving it (the page then reads about:blank). */
  #lastTabUrl: string | null = null;

  /** `customVendors`: the owner's custom vendors, whose requests are kept as tracking hits too. */
  constructor(customVendors: readonly Vendor[] = []) {
    this.#customVendors = customVendors;
  }

  /** Records the requests of `page` (service workers bypassed, so page requests reach the network). */
  async attach(page: Page): Promise<void> {
    if (this.#pages.has(page)) return;
    this.#pages.add(page);
    page.on('request', (request) => void this.#onRequest(page, request));
    page.on('requestfinished', (request) => {
      this.#inFlight.delete(request);
      this.#answered(request, { status: request.response()?.status() ?? 0, error: null });
    });
    page.on('requestfailed', (request) => {
      this.#inFlight.delete(request);
      this.#dropFailedNavigation(request);
      this.#answered(request, { status: 0, error: request.failure()?.errorText || 'failed' });
    });
    await page.setBypassServiceWorker(true);
  }

  /** Resolves once no tracking request has been sent or left pending for `quietMs` (at most `capMs`). */
  async waitForQuiet(options: QuietOptions = {}): Promise<void> {
    const quietMs = options.quietMs ?? DEFAULT_QUIET_MS;
    const capMs = options.capMs ?? DEFAULT_QUIET_CAP_MS;
    const start = Date.now();
    for (;;) {
      if (options.signal?.aborted) return;
      const now = Date.now();
      // A request of a page that is gone may never report its end: it counts for 1 s at most.
      const busy = this.#pending > 0 || [...this.#inFlight.values()].some((sentAt) => now - sentAt < 1000);
      if (!busy && now - Math.max(start, this.#lastTrackingAt) >= quietMs) return;
      if (now - start >= capMs) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /**
   * A request the browser let out that no page reports (a beacon sent while the page is left, a
   * shared or service worker's request): kept when it is a tracking hit.
   */
  recordUnreported(paused: PausedRequest): void {
    if (paused.networkId !== undefined) return;
    const { url, method } = paused.request;
    if (!url.startsWith('http://') && !url.startsWith('https://')) return;
    let postData = paused.request.postData ?? null;
    if (postData === null && paused.request.postDataEntries?.length) {
      postData = paused.request.postDataEntries
        .map((entry) => Buffer.from(entry.bytes ?? '', 'base64').toString('utf8'))
        .join('');
    }
    if (!isTrackingRequest(url, method, postData, this.#customVendors)) return;
    this.hits.push({
      requestId: `r${++this.#sequence}`,
      actionIndex: this.currentAction,
      kind: 'tracking',
      url,
      method,
      postData,
      timestamp: Date.now(),
      tabUrl: this.#lastTabUrl,
      frameUrl: null,
    });
    this.#lastTrackingAt = Date.now();
  }

  async #onRequest(page: Page, request: HTTPRequest): Promise<void> {
    const actionIndex = this.currentAction;
    const timestamp = Date.now();
    const current = page.url();
    if (current.startsWith('http')) this.#lastTabUrl = current;
    const tabUrl = current.startsWith('http') ? current : this.#lastTabUrl;
    const url = request.url();
    if (!url.startsWith('http://') && !url.startsWith('https://')) return;
    if (this.#joinRedirectHop(request, url)) return;
    this.#pending++;
    try {
      const method = request.method();
      let postData: string | null = null;
      if (request.hasPostData()) {
        postData = request.postData() ?? (await request.fetchPostData().catch(() => undefined)) ?? null;
      }
      const frame = request.frame();
      const navigation = request.isNavigationRequest() && frame !== null && frame === page.mainFrame();
      const tracking = !navigation && isTrackingRequest(url, method, postData, this.#customVendors);
      if (!navigation && !tracking) return;
      if (navigation) this.#dropRedirectedNavigation(request);
      const hit: CapturedHit = {
        requestId: `r${++this.#sequence}`,
        actionIndex,
        kind: navigation ? 'navigation' : 'tracking',
        url,
        method,
        postData,
        timestamp,
        tabUrl: navigation ? url : tabUrl,
        frameUrl: navigation ? null : frame?.url() || null,
      };
      this.hits.push(hit);
      this.#byRequest.set(request, hit);
      if (tracking) {
        this.#inFlight.set(request, Date.now());
        this.#lastTrackingAt = Date.now();
      }
    } catch {
      // A request whose page went away while it was read: nothing to keep.
    } finally {
      this.#pending--;
    }
  }

  /** Keeps the answer a tracking hit got, which the engine reports when it failed (REQUEST_FAILED). */
  #answered(request: HTTPRequest, delivery: Delivery): void {
    const hit = this.#byRequest.get(request);
    if (hit?.kind === 'tracking') hit.delivery = delivery;
  }

  /** A page load that was refused or failed loaded nothing: it is not kept. */
  #dropFailedNavigation(request: HTTPRequest): void {
    const hit = this.#byRequest.get(request);
    if (hit?.kind !== 'navigation') return;
    const index = this.hits.indexOf(hit);
    if (index >= 0) this.hits.splice(index, 1);
  }

  /**
   * A request the browser makes because a tracking hit was answered with a redirect (Floodlight's
   * `dc_pre` follow-up, Comscore's `/b2`, a cookie sync) is part of that hit, not another: its query
   * string (or Floodlight's `;` parameters) is kept on the hit. Not when another vendor recognises it (a cookie sync handing over to a
   * partner's pixel): that is a hit of its own. True when `request` was joined to a hit.
   */
  #joinRedirectHop(request: HTTPRequest, url: string): boolean {
    const first = request.redirectChain()[0];
    const hit = first ? this.#byRequest.get(first) : undefined;
    if (hit?.kind !== 'tracking') return false;
    const vendor = this.#vendorOf(url, request.method(), request.postData() ?? null);
    if (vendor !== '' && vendor !== this.#vendorOf(hit.url, hit.method, hit.postData)) return false;
    hit.redirectQueryParams = redirectParamsOf(url);
    return true;
  }

  /** The vendor code the engine gives a request ('' for none). */
  #vendorOf(url: string, method: string, postData: string | null): string {
    return decode({ url, method, postData }, this.#customVendors)[0]?.category ?? '';
  }

  /** A navigation that was redirected counts once: the hop that loaded the page. */
  #dropRedirectedNavigation(request: HTTPRequest): void {
    const previous = request.redirectChain().at(-1);
    const hit = previous ? this.#byRequest.get(previous) : undefined;
    if (hit?.kind !== 'navigation') return;
    const index = this.hits.indexOf(hit);
    if (index >= 0) this.hits.splice(index, 1);
  }
}

/**
 * Whether the engine takes a request for tracking traffic: some vendor's hit (custom vendors
 * included), or a request to a known vendor's tracking host that no endpoint matches (drift alarm).
 */
export function isTrackingRequest(
  url: string,
  method: string,
  postData: string | null,
  customVendors: readonly Vendor[] = [],
): boolean {
  return isTrackingTraffic(decode({ url, method, postData }, customVendors));
}
