/**
 * A tracking request as captured by the extension, a HAR file or an automation run: the shape of the
 * specification. `requestCategory`, `eventName` and `accountID` are filled by the engine when it decodes
 * the request; whatever the capture put there is only a hint (except NAVIGATION_CATEGORY, which marks a
 * top-level page navigation).
 */
import { NAVIGATION_CODE } from '../vendors/navigation/code.js';

export interface CapturedRequest {
  requestMetadata: RequestMetadata;
  /** URL of the page (tab) that sent the request. */
  tabUrl: string | null;
  /** When the request was sent, in milliseconds since the epoch. */
  timestamp: number;
  /**
   * How the request went, when the capture says (a HAR does): the HTTP status of the answer, 0 when
   * none came, and the browser's reason when it failed (`net::ERR_BLOCKED_BY_CLIENT`). See delivery.ts.
   */
  delivery?: Delivery;
  /**
   * The address of the frame (document) that sent the request, when the capture says: the page's own,
   * or an iframe's. Often its origin alone (a HAR's `Referer`, cut to the origin for another site).
   * See frame.ts.
   */
  frameUrl?: string;
}

/** The answer a captured request got: its status (0: none) and the browser's error, if any. */
export interface Delivery {
  status: number;
  error: string | null;
}

export interface RequestMetadata {
  requestId: string;
  requestCategory: string | null;
  eventName: string | null;
  accountID: string | null;
  /** The request URL as captured. */
  requestUrl: string;
  /** The query string of the request URL, without `?`. */
  queryString: string;
  batched: boolean;
  postData: string | null;
  redirectQueryParams: string | null;
  /** HTTP method; GET when unknown. */
  method: string;
}

/** The flat input the service and the importers also accept. */
export interface FlatRequestInput {
  url: string;
  method?: string;
  postData?: string | null;
  body?: string | null;
  requestId?: string;
  timestamp?: number | string;
  tabUrl?: string | null;
  /** `navigation` (or `document` / `main_frame`) marks a top-level page navigation. */
  type?: string;
  /** The HTTP status of the answer, 0 when none came (a HAR's `response.status`). */
  responseStatus?: number;
  /** Why the browser says the request failed (a HAR's `response._error`, `net::ERR_…`). */
  responseError?: string;
  /** The address (or origin) of the frame that sent the request: a HAR's `Referer`, the extension's initiator. */
  frameUrl?: string | null;
}

/** The category a capture gives a top-level page navigation. */
export const NAVIGATION_CATEGORY = NAVIGATION_CODE;
