import type { CaptureStore } from './capture-store.js';
import type { SerialQueue } from './serial-queue.js';
import {
  captureFromNavigation,
  captureFromWebRequest,
  type CommittedNavigation,
  type WebRequestEvent,
} from './to-captured-request.js';

/** Called after a recording tab's captures changed, with its new count (the toolbar badge). */
export type CountListener = (tabId: number, count: number) => void;

/**
 * Turns browser events into stored captures for the tabs being recorded. Every event goes through
 * the one SerialQueue in arrival order, so a navigation is stored before the hits of the page it
 * opened, and the recording state is read from storage (through the store's cache), never assumed.
 */
export class Recorder {
  constructor(
    private readonly store: CaptureStore,
    private readonly queue: SerialQueue,
    private readonly onCount: CountListener = () => undefined,
  ) {}

  /** chrome.webRequest.onBeforeRequest: keeps what the engine recognises, for recording tabs only. */
  onRequest(details: WebRequestEvent): Promise<void> {
    if (details.tabId < 0) return Promise.resolve();
    return this.queue.run(async () => {
      const recording = await this.store.recordingOf(details.tabId);
      if (recording === null) return;
      const capture = captureFromWebRequest(details, recording.tabUrl);
      if (capture === null) return;
      this.onCount(details.tabId, await this.store.append(details.tabId, [capture]));
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
