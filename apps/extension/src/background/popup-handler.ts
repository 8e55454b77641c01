import type { KeyValueArea } from '../shared/key-value-area.js';
import type { PopupRequest, PopupResponse, TabStatus } from '../shared/messages.js';
import type { Settings } from '../shared/settings.js';
import type { CaptureStore } from './capture-store.js';
import type { HubSender } from './hub-sender.js';
import { readSendStatus, writeSendStatus } from './send-state.js';
import type { SerialQueue } from './serial-queue.js';
import { countByVendor } from './vendor-counts.js';

export interface PopupHandlerDeps {
  area: KeyValueArea;
  store: CaptureStore;
  queue: SerialQueue;
  sender: HubSender;
  settings: () => Promise<Settings>;
  /** The URL of a tab, or null when it is unknown or the extension may not see it. */
  tabUrl: (tabId: number) => Promise<string | null>;
  reloadTab: (tabId: number) => Promise<void>;
  /** Shows whether a tab records and how much (the toolbar badge). */
  showState: (tabId: number, recording: boolean, count: number) => void;
  now: () => number;
}

const RECORDABLE = /^https?:\/\//i;

/**
 * Answers the popup: the tab's status, and Start Session, Stop, Clear and Send to hub. Every answer
 * carries the tab's status after the action, so the popup renders from one source.
 */
export function createPopupHandler(
  deps: PopupHandlerDeps,
): (request: PopupRequest) => Promise<PopupResponse> {
  const { area, store, queue } = deps;

  async function status(tabId: number): Promise<TabStatus> {
    const [captures, recording, send, settings, url] = await Promise.all([
      queue.run(() => store.list(tabId)),
      queue.run(() => store.recordingOf(tabId)),
      readSendStatus(area, tabId),
      deps.settings(),
      deps.tabUrl(tabId),
    ]);
    return {
      tabId,
      canRecord: url !== null && RECORDABLE.test(url),
      recording: recording !== null,
      total: captures.length,
      vendors: countByVendor(captures),
      send,
      hubUrl: settings.hubUrl,
    };
  }

  return async (request) => {
    const { tabId } = request;
    switch (request.type) {
      case 'status':
        break;
      case 'start': {
        const url = await deps.tabUrl(tabId);
        if (url === null || !RECORDABLE.test(url)) {
          return {
            ok: false,
            error: 'This page cannot be recorded: open a web page (http or https) and try again.',
          };
        }
        await queue.run(() => store.startRecording(tabId, url, deps.now()));
        deps.showState(tabId, true, await queue.run(() => store.count(tabId)));
        if ((await deps.settings()).reloadOnStart) await deps.reloadTab(tabId);
        break;
      }
      case 'stop':
        await queue.run(() => store.stopRecording(tabId));
        deps.showState(tabId, false, 0);
        break;
      case 'clear': {
        await queue.run(() => store.clear(tabId));
        await writeSendStatus(area, tabId, null);
        deps.showState(tabId, (await queue.run(() => store.recordingOf(tabId))) !== null, 0);
        break;
      }
      case 'send':
        await deps.sender.start(tabId);
        break;
    }
    return { ok: true, status: await status(tabId) };
  };
}
