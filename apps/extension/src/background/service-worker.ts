/**
 * The extension's service worker: wires browser events to the Recorder, popup messages to the popup
 * handler, and Send to hub to the HubSender. Listeners are registered synchronously at the top level,
 * as MV3 requires for events to wake a stopped worker. Everything the worker knows lives in
 * chrome.storage.local, so it can be stopped and started again at any time.
 */
import { parsePopupRequest } from '../shared/messages.js';
import { readSettings } from '../shared/settings.js';
import { CaptureStore } from './capture-store.js';
import { chromeArea } from '../shared/chrome-area.js';
import { chromeHubTabs, chromeTabUrl, showBadge, systemClock } from './chrome-adapters.js';
import { HubSender } from './hub-sender.js';
import { createPopupHandler } from './popup-handler.js';
import { Recorder } from './recorder.js';
import { SerialQueue } from './serial-queue.js';

const area = chromeArea(chrome.storage.local);
const store = new CaptureStore(area);
const queue = new SerialQueue();
const settings = () => readSettings(area);
const recorder = new Recorder(store, queue, (tabId, count) => showBadge(tabId, true, count));
const sender = new HubSender({
  area,
  store,
  queue,
  tabs: chromeHubTabs,
  clock: systemClock,
  settings,
  newId: () => crypto.randomUUID(),
});
const handlePopup = createPopupHandler({
  area,
  store,
  queue,
  sender,
  settings,
  tabUrl: chromeTabUrl,
  reloadTab: (tabId) => chrome.tabs.reload(tabId),
  showState: showBadge,
  now: () => Date.now(),
});

const logFailure = (what: string) => (error: unknown) => console.error(`Tagproof: ${what} failed`, error);

chrome.webRequest.onBeforeRequest.addListener(
  (details) => {
    recorder.onRequest(details).catch(logFailure('capturing a request'));
    return undefined;
  },
  { urls: ['<all_urls>'] },
  ['requestBody'],
);
chrome.webRequest.onBeforeRedirect.addListener(
  (details) => {
    recorder.onRedirect(details).catch(logFailure('following a redirect'));
  },
  { urls: ['<all_urls>'] },
);
chrome.webRequest.onCompleted.addListener(
  (details) => {
    recorder.onAnswer(details).catch(logFailure('recording an answer'));
  },
  { urls: ['<all_urls>'] },
);
chrome.webRequest.onErrorOccurred.addListener(
  (details) => {
    recorder.onAnswer(details).catch(logFailure('recording a failed request'));
  },
  { urls: ['<all_urls>'] },
);
chrome.webNavigation.onCommitted.addListener((details) => {
  recorder.onCommitted(details).catch(logFailure('capturing a navigation'));
});
chrome.webNavigation.onHistoryStateUpdated.addListener((details) => {
  recorder.onPageUrlChanged(details).catch(logFailure('following the page URL'));
});
chrome.webNavigation.onReferenceFragmentUpdated.addListener((details) => {
  recorder.onPageUrlChanged(details).catch(logFailure('following the page URL'));
});
chrome.tabs.onRemoved.addListener((tabId) => {
  queue.run(() => store.forgetTab(tabId)).catch(logFailure('forgetting a closed tab'));
});
chrome.runtime.onStartup.addListener(() => {
  queue.run(() => store.forgetAllTabs()).catch(logFailure('clearing the previous browser session'));
});
chrome.runtime.onMessage.addListener((message, messageSender, sendResponse) => {
  const request = parsePopupRequest(message);
  if (request === null || messageSender.id !== chrome.runtime.id) return false;
  handlePopup(request).then(sendResponse, (error: unknown) => {
    sendResponse({ ok: false, error: error instanceof Error ? error.message : String(error) });
  });
  return true;
});

sender.resumePending().catch(logFailure('resuming a Send to hub'));
