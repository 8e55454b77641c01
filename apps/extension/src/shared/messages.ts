/**
 * The messages the popup sends to the service worker (chrome.runtime.sendMessage) and the answers it
 * gets. The service worker owns every write to storage; the popup only asks.
 */

export type PopupRequestType = 'status' | 'start' | 'stop' | 'clear' | 'send';

export interface PopupRequest {
  type: PopupRequestType;
  /** The tab the popup acts on. */
  tabId: number;
}

export interface VendorCount {
  /** The engine's vendor code (a `code` of its vendor registry). */
  category: string;
  /** Its display name. */
  name: string;
  count: number;
}

/** The outcome of the latest Send to hub of a tab, shown in the popup. */
export interface SendStatus {
  state: 'sending' | 'delivered' | 'failed';
  message: string;
  /** When the state was reached (epoch ms). */
  at: number;
  /** Number of requests being or having been sent. */
  count: number;
  hubUrl: string;
}

export interface TabStatus {
  tabId: number;
  /** False for pages the extension cannot record (chrome://, the Web Store, file URLs…). */
  canRecord: boolean;
  recording: boolean;
  total: number;
  vendors: VendorCount[];
  send: SendStatus | null;
  hubUrl: string;
}

export type PopupResponse = { ok: true; status: TabStatus } | { ok: false; error: string };

const TYPES: readonly PopupRequestType[] = ['status', 'start', 'stop', 'clear', 'send'];

/** The request in a runtime message, or null when the message is not one of ours. */
export function parsePopupRequest(message: unknown): PopupRequest | null {
  if (message === null || typeof message !== 'object') return null;
  const { type, tabId } = message as Record<string, unknown>;
  if (typeof type !== 'string' || !(TYPES as readonly string[]).includes(type)) return null;
  if (typeof tabId !== 'number' || !Number.isInteger(tabId) || tabId < 0) return null;
  return { type: type as PopupRequestType, tabId };
}

/** The answer in a runtime response, or null when it is malformed (e.g. the worker was replaced). */
export function parsePopupResponse(response: unknown): PopupResponse | null {
  if (response === null || typeof response !== 'object') return null;
  const record = response as Record<string, unknown>;
  if (record.ok === false && typeof record.error === 'string') return { ok: false, error: record.error };
  if (record.ok === true && record.status !== null && typeof record.status === 'object') {
    return { ok: true, status: record.status as TabStatus };
  }
  return null;
}
