/**
 * Whether a captured request reached its vendor, from what the capture recorded of its answer (a HAR
 * records every one). A request the browser never completed (status 0 with the browser's reason: an ad
 * or tracking blocker, the network, a page that left) or one the vendor refused (4xx, 5xx) collected
 * nothing: the rules say so, and duplicate detection leaves it out (the resend of a failed hit is no
 * duplicate). A status 0 without a reason says nothing: captures write it for answers they did not
 * wait for.
 */
import type { CapturedRequest } from './captured-request.js';

/** How a request failed to deliver: `failed` (no answer, with the browser's reason) or `refused`. */
export type DeliveryProblem = { kind: 'failed'; error: string } | { kind: 'refused'; status: number };

/** The lowest HTTP status that refuses a request. */
const FIRST_REFUSAL = 400;

/** What went wrong with the request's delivery, or null when it went out or the capture cannot say. */
export function deliveryProblem(captured: CapturedRequest): DeliveryProblem | null {
  const delivery = captured.delivery;
  if (delivery === undefined) return null;
  if (delivery.status >= FIRST_REFUSAL) return { kind: 'refused', status: delivery.status };
  if (delivery.status === 0 && delivery.error !== null) return { kind: 'failed', error: delivery.error };
  return null;
}
