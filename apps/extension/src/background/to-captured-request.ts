import { decode, isTrackingTraffic, NAVIGATION_CATEGORY } from '@tagproof/engine';
import type { ExtensionCapture } from '../shared/captured.js';
import { decodeRequestBody, type WebRequestBody } from './request-body.js';

/** The fields of `chrome.webRequest.onBeforeRequest` details that a capture needs. */
export interface WebRequestEvent {
  requestId: string;
  url: string;
  method: string;
  tabId: number;
  type: string;
  /** Milliseconds since the epoch (fractional). */
  timeStamp: number;
  requestBody?: WebRequestBody | null;
  /** 0 for the tab's page; another number for a frame in it. */
  frameId?: number;
  /** The origin of the document that sent the request (Chrome). */
  initiator?: string;
  /** The address of the document that sent the request (Firefox). */
  documentUrl?: string;
}

/** The fields of `chrome.webNavigation.onCommitted` details that a capture needs. */
export interface CommittedNavigation {
  tabId: number;
  frameId: number;
  url: string;
  timeStamp: number;
}

const HTTP_URL = /^https?:\/\//i;

/**
 * Turns a webRequest event of a recorded tab into a captured request, or null when the engine does
 * not take it for tracking traffic (`isTrackingTraffic`: no vendor recognises it, and it did not go
 * to a known vendor's tracking host). Top-level documents are left to
 * `captureFromNavigation`. The engine's category, event and account are kept as hints for the popup;
 * the hub decodes the request again.
 */
export function captureFromWebRequest(
  details: WebRequestEvent,
  tabUrl: string | null,
): ExtensionCapture | null {
  if (details.tabId < 0 || details.type === 'main_frame' || !HTTP_URL.test(details.url)) return null;
  const method = details.method.toUpperCase();
  const postData = decodeRequestBody(details.requestBody ?? undefined);
  const events = decode({ url: details.url, method, postData });
  const first = events[0];
  if (first === undefined || !isTrackingTraffic(events)) return null;
  const batched = events.length > 1;
  return {
    requestMetadata: {
      requestId: details.requestId,
      requestCategory: first.category,
      eventName: batched ? null : first.eventName,
      accountID: first.accountID,
      requestUrl: details.url,
      queryString: queryStringOf(details.url),
      batched,
      postData,
      redirectQueryParams: null,
      method,
    },
    tabUrl,
    ...frameOf(details),
    timestamp: Math.round(details.timeStamp),
    webRequestId: details.requestId,
  };
}

/**
 * `frameUrl` for a request sent by a frame in the page (an ad slot, a video player): the address of
 * its document, else the origin Chrome gives; nothing for the page's own requests. The engine lists
 * the hits of another site's frame apart (capture/frame.ts).
 */
function frameOf(details: WebRequestEvent): { frameUrl?: string } {
  if (details.frameId === undefined || details.frameId === 0) return {};
  const frameUrl = details.documentUrl ?? details.initiator;
  return frameUrl !== undefined && HTTP_URL.test(frameUrl) ? { frameUrl } : {};
}

/**
 * Turns a committed top-level navigation into a Navigation request (`requestCategory` the engine's
 * NAVIGATION_CATEGORY, `type: 'navigation'`), or null for sub-frames and non-http(s) pages (new tab page, about:blank…).
 */
export function captureFromNavigation(details: CommittedNavigation): ExtensionCapture | null {
  if (details.tabId < 0 || details.frameId !== 0 || !HTTP_URL.test(details.url)) return null;
  return {
    type: 'navigation',
    requestMetadata: {
      requestId: `nav-${details.tabId}-${Math.round(details.timeStamp)}`,
      requestCategory: NAVIGATION_CATEGORY,
      eventName: 'page_navigation',
      accountID: hostOf(details.url),
      requestUrl: details.url,
      queryString: queryStringOf(details.url),
      batched: false,
      postData: null,
      redirectQueryParams: null,
      method: 'GET',
    },
    tabUrl: details.url,
    timestamp: Math.round(details.timeStamp),
  };
}

/** The query string of a URL, without `?` and without the fragment. */
export function queryStringOf(url: string): string {
  const withoutFragment = url.split('#', 1)[0] ?? '';
  const mark = withoutFragment.indexOf('?');
  return mark === -1 ? '' : withoutFragment.slice(mark + 1);
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}
