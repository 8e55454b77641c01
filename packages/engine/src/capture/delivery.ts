/**
 * Whether a captured request reached its vendor, from what the capture recorded of its answer (a HAR
 * records every one). A request the browser could not send (status 0 with the browser's reason: an ad
 * or tracking blocker, a Content-Security-Policy, a name or connection that failed) or one the vendor
 * refused (4xx, 5xx) collected nothing: the rules say so, and duplicate detection leaves it out (the
 * resend of a failed hit is no duplicate). Two answers say nothing: a status 0 without a reason
 * (captures write it for answers they did not wait for), `net::ERR_ABORTED`, a request cancelled
 * once sent (the page was left), which a beacon or a keepalive fetch may well have delivered, and
 * Firefox's `No response received`, either of those.
 */
import type { CapturedRequest } from './captured-request.js';

/**
 * How a request failed to deliver: `refused` by the vendor (4xx, 5xx) or `blocked` by the page's own
 * Content-Security-Policy, both the site's doing, for every visitor; `failed` when the browser could not
 * send it (a blocker, the network), this capture's doing.
 */
export type DeliveryProblem =
  | { kind: 'failed'; error: string }
  | { kind: 'blocked'; error: string }
  | { kind: 'refused'; status: number };

/** The lowest HTTP status that refuses a request. */
const FIRST_REFUSAL = 400;
/**
 * Reasons that leave the delivery unknown: Chrome's for a request cancelled after it went out, and
 * Firefox's for any request it saw no answer to (still pending when the HAR was saved, or left with
 * the page: a real nike.com HAR of 2020 wrote it on its last hits, Bing's and gtag.js's among them).
 */
const UNKNOWN_DELIVERY: ReadonlySet<string> = new Set(['net::ERR_ABORTED', 'No response received']);
/** Chrome's reason when the page's Content-Security-Policy refused the request. */
const BLOCKED_BY_CSP = 'net::ERR_BLOCKED_BY_CSP';

/** What went wrong with the request's delivery, or null when it went out or the capture cannot say. */
export function deliveryProblem(captured: CapturedRequest): DeliveryProblem | null {
  const delivery = captured.delivery;
  if (delivery === undefined) return null;
  if (delivery.status >= FIRST_REFUSAL) return { kind: 'refused', status: delivery.status };
  if (delivery.status === 0 && delivery.error !== null && !UNKNOWN_DELIVERY.has(delivery.error)) {
    return { kind: delivery.error === BLOCKED_BY_CSP ? 'blocked' : 'failed', error: delivery.error };
  }
  return null;
}
