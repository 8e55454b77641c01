import { redirectParamsOf } from '@tagproof/engine';
import type { CaptureStore } from './capture-store.js';
import type { SerialQueue } from './serial-queue.js';
import {
  captureFromNavigation,
  captureFromWebRequest,
  type CommittedNavigation,
  type WebRequestEvent,
} from './to-captured-request.js';

/** The fields of `chrome.webRequest.onCompleted` / `onErrorOccurred` details that a capture needs. */
export interface AnswerEvent {
  requestId: string;
  tabId: number;
  /** onCompleted: the HTTP status. */
  statusCode?: number;
  /** onErrorOccurred: why the request failed (`net::ERR_BLOCKED_BY_CLIENT`). */
  error?: string;
}

/** `chrome.webRequest.onBeforeRedirect` details: the browser follows a redirect under the same request id. */
export interface RedirectEvent {
  requestId: string;
  tabId: number;
  statusCode: number;
  redirectUrl: string;
}

/** The most recorded hits awaiting their answer; beyond, the oldest is given up. */
const MAX_AWAITED = 1000;

/** Called after a recording tab's captures changed, with its new count (the toolbar badge). */
export type CountListener = (tabId: number, count: number) => void;

/**
 * Turns browser events into stored captures for the tabs being recorded. Every event goes through
 * the one SerialQueue in arrival order, so a navigation is stored before the hits of the page it
 * opened, and the recording state is read from storage (through the store's cache), never assumed.
 */
export class Recorder {
  /**
   * Browser ids of the recorded hits whose answer has not come yet, with each hit's vendor code ('' for
   * none) (at most MAX_AWAITED, oldest dropped).
   */
  private readonly awaitingAnswer = new Map<string, string>();
  /** Browser ids of recorded hits the vendor answered with a redirect, whose hops may follow, with their vendor code. */
  private readonly redirected = new Map<string, string>();

  constructor(
    private readonly store: CaptureStore,
    private readonly queue: SerialQueue,
    private readonly onCount: CountListener = () => undefined,
  ) {}

  /** chrome.webRequest.onBeforeRequest: keeps what the engine recognises, for recording tabs only. */
  onRequest(details: WebRequestEvent): Promise<void> {
    if (details.tabId < 0) return Promise.resolve();
    return this.queue.run(async () => {
      const redirectedFrom = this.redirected.get(details.requestId);
      const recording = await this.store.recordingOf(details.tabId);
      const capture = recording === null ? null : captureFromWebRequest(details, recording.tabUrl);
      const vendor = capture?.requestMetadata.requestCategory ?? '';
      if (redirectedFrom !== undefined && (vendor === '' || vendor === redirectedFrom)) {
        // A hop of a recorded hit's redirect (webRequest keeps the id): part of that hit, not another.
        await this.store.setRedirectQueryParams(
          details.tabId,
          details.requestId,
          redirectParamsOf(details.url),
        );
        return;
      }
      // A hop another vendor recognises (a cookie sync handing over to a partner) is a hit of its own.
      this.redirected.delete(details.requestId);
      if (capture === null) return;
      remember(this.awaitingAnswer, details.requestId, vendor);
      this.onCount(details.tabId, await this.store.append(details.tabId, [capture]));
    });
  }

  /**
   * chrome.webRequest.onCompleted and onErrorOccurred: the answer a recorded hit got (its status; 0
   * and the browser's reason when it failed, `net::ERR_BLOCKED_BY_CLIENT` for a blocker), which the
   * engine reports (REQUEST_FAILED). Only requests this worker recorded are looked up, so the other
   * requests of a page cost nothing; a hit recorded before the worker was restarted keeps no answer.
   */
  onAnswer(details: AnswerEvent): Promise<void> {
    if (details.tabId < 0) return Promise.resolve();
    const delivery =
      details.error === undefined
        ? { status: details.statusCode ?? 0, error: null }
        : { status: 0, error: details.error.slice(0, 200) };
    // In the queue, after the request's own event: an answer may come before its hit was stored.
    return this.queue.run(async () => {
      // A redirected hit's answer was its redirect (the vendor got it): the last hop's says nothing more.
      if (this.redirected.delete(details.requestId)) return;
      if (!this.awaitingAnswer.delete(details.requestId)) return;
      await this.store.setDelivery(details.tabId, details.requestId, delivery);
    });
  }

  /**
   * chrome.webRequest.onBeforeRedirect: the vendor answered a recorded hit with a redirect (Floodlight's
   * `dc_pre` follow-up, Comscore's `/b2`, a cookie sync). The hit was delivered, with that status; the
   * hops the browser requests next under the same id are joined to it rather than recorded as hits,
   * unless another vendor recognises one.
   */
  onRedirect(details: RedirectEvent): Promise<void> {
    if (details.tabId < 0) return Promise.resolve();
    return this.queue.run(async () => {
      const vendor = this.awaitingAnswer.get(details.requestId);
      if (vendor === undefined) return;
      this.awaitingAnswer.delete(details.requestId);
      remember(this.redirected, details.requestId, vendor);
      await this.store.setDelivery(details.tabId, details.requestId, {
        status: details.statusCode,
        error: null,
      });
    });
  }

  /** chrome.webNavigation.onCommitted: a top-level navigation becomes a Navigation request and the tab's new URL. */
  onCommitted(details: CommittedNavigation): Promise<void> {
    if (details.tabId < 0 || details.frameId !== 0) return Promise.resolve();
    return this.queue.run(async () => {
      if ((await this.store.recordingOf(details.tabId)) === null) return;
      await this.store.setTabUrl(details.tabId, details.url);
      const navigation = captureFromNavigation(details);
      if (navigation === null) return;
      this.onCount(details.tabId, await this.store.append(details.tabId, [navigation]));
    });
  }

  /** chrome.webNavigation.onHistoryStateUpdated / onReferenceFragmentUpdated: the page URL changed in place. */
  onPageUrlChanged(details: { tabId: number; frameId: number; url: string }): Promise<void> {
    if (details.tabId < 0 || details.frameId !== 0) return Promise.resolve();
    return this.queue.run(() => this.store.setTabUrl(details.tabId, details.url));
  }
}

/** Adds a browser request id to `ids`, giving up the oldest beyond MAX_AWAITED. */
function remember(ids: Map<string, string>, webRequestId: string, vendor: string): void {
  ids.set(webRequestId, vendor);
  if (ids.size > MAX_AWAITED) {
    const oldest = ids.keys().next().value;
    if (oldest !== undefined) ids.delete(oldest);
  }
}
