import { deliverToPage, type DeliveryOutcome } from '../content/hub-bridge.js';
import type { Clock, HubTabs } from './hub-delivery.js';

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** The URL of a tab, or null when it is closed or the extension may not see it. */
export async function chromeTabUrl(tabId: number): Promise<string | null> {
  try {
    const tab = await chrome.tabs.get(tabId);
    return tab.url ?? tab.pendingUrl ?? null;
  } catch {
    return null;
  }
}

/** chrome.tabs and chrome.scripting as the HubTabs a delivery needs. */
export const chromeHubTabs: HubTabs = {
  async list() {
    const tabs = await chrome.tabs.query({});
    return tabs.flatMap((tab) => (tab.id === undefined ? [] : [{ id: tab.id, url: tab.url ?? null }]));
  },
  async open(url) {
    const tab = await chrome.tabs.create({ url, active: true });
    if (tab.id === undefined) throw new Error('The Tagproof tab could not be opened.');
    return tab.id;
  },
  async focus(tabId) {
    const tab = await chrome.tabs.update(tabId, { active: true });
    if (tab?.windowId !== undefined)
      await chrome.windows.update(tab.windowId, { focused: true }).catch(() => undefined);
  },
  async urlOf(tabId) {
    try {
      const tab = await chrome.tabs.get(tabId);
      return tab.url ?? null;
    } catch {
      return 'closed';
    }
  },
  async reload(tabId) {
    await chrome.tabs.reload(tabId);
  },
  async deliver(tabId, data, origin, waitMs, deliveryId) {
    const [injection] = await chrome.scripting.executeScript({
      target: { tabId },
      world: 'MAIN',
      func: deliverToPage,
      args: [data, origin, waitMs, deliveryId],
    });
    // A page that navigated away while the script waited gives no result: not delivered.
    return (injection?.result as DeliveryOutcome | undefined) ?? 'not-ready';
  },
};

/** The toolbar badge of a tab: its number of captures while it records, nothing otherwise. */
export function showBadge(tabId: number, recording: boolean, count: number): void {
  const text = recording ? (count > 999 ? '999+' : String(count)) : '';
  void chrome.action.setBadgeText({ tabId, text }).catch(() => undefined);
  if (recording)
    void chrome.action.setBadgeBackgroundColor({ tabId, color: '#b42318' }).catch(() => undefined);
}
