/**
 * Delivery: a tracking request that never reached its vendor, or that the vendor refused, collected
 * nothing, however right its parameters (capture/delivery.ts says when a capture shows it). Refused by
 * the vendor or blocked by the page's own Content-Security-Policy, it is lost for every visitor: an
 * error (REQUEST_REFUSED). Not sent by this browser (a blocker, the network), it is lost for this
 * capture, and for visitors in the same case, but the tag did its part: a warning (REQUEST_FAILED).
 */
import { NAVIGATION_CATEGORY } from '../../capture/captured-request.js';
import { deliveryProblem, type DeliveryProblem } from '../../capture/delivery.js';
import type { DecodedRequest } from '../../decode.js';
import { defineRule, NO_HITS, type Rule, type RuleHit, type RuleSource } from '../define-rule.js';

/** Chrome's reason when an extension (an ad or tracking blocker) stopped a request. */
const BLOCKED_BY_CLIENT = 'net::ERR_BLOCKED_BY_CLIENT';
/** The same, when DevTools' own request blocking (Network request blocking) stopped it. */
const BLOCKED_BY_DEVTOOLS = 'net::ERR_BLOCKED_BY_CLIENT.Inspector';

/** What a failed request's browser error says about who stopped it. */
function reasonOf(error: string | null): string {
  if (error === BLOCKED_BY_DEVTOOLS)
    return "DevTools' request blocking stopped it (a pattern under Network request blocking); capture again without it to test the tag.";
  if (error === BLOCKED_BY_CLIENT)
    return 'an extension in the browser (an ad or tracking blocker) stopped it; capture again without it to test the tag.';
  return 'the browser could not send it or got no answer.';
}

const SOURCE: RuleSource = {
  book: 'HTTP status of the answer',
  url: 'https://developer.mozilla.org/en-US/docs/Web/HTTP/Reference/Status',
  lastVerified: '2026-11-28',
};

const FIELD = { fieldPath: 'response.status', parameter: 'Response status', expected: 'a 2xx or 3xx answer' };

/** The event name of a vendor's script load: no hit, the tag itself (`library_load`). */
const LIBRARY_LOAD = 'library_load';

/** What a script that never ran lost: the tag sent nothing from the page. */
const SCRIPT_LOST = "the tag's script did not run, so the tag sent nothing from this page";

/** A delivery problem said of a hit (its data lost) or of a script load (the tag itself lost). */
function hitOf(problem: DeliveryProblem, vendor: string, script: boolean): RuleHit {
  switch (problem.kind) {
    case 'refused':
      return {
        ...FIELD,
        message: script
          ? `${vendor} answered ${problem.status} to its script: ${SCRIPT_LOST}. Check the script URL ` +
            'and the account ID in it against the tag the vendor gives.'
          : `${vendor} answered ${problem.status} to this request: it refused it, so nothing in it was ` +
            'collected. Check the endpoint and the account it is sent to.',
        received: `status ${problem.status}`,
      };
    case 'blocked':
      return {
        ...FIELD,
        message:
          `The page's Content-Security-Policy stopped this ${script ? 'script of' : 'request to'} ` +
          `${vendor} (${problem.error}), for every visitor: ` +
          (script
            ? `${SCRIPT_LOST}. Add the vendor's host to the policy (script-src).`
            : "nothing in it was collected. Add the vendor's host to the policy (connect-src and img-src)."),
        received: `no answer (${problem.error})`,
      };
    case 'failed':
      return {
        ...FIELD,
        message:
          (script
            ? `The ${vendor} script never loaded, so the tag sent nothing from this page`
            : `This request never reached ${vendor}, so nothing in it was collected`) +
          ` (${problem.error}): ${reasonOf(problem.error)}`,
        received: `no answer (${problem.error})`,
      };
  }
}

/** The hit of a recognised request (not a navigation) whose delivery problem is one of `kinds`. */
function deliveryHits(
  request: DecodedRequest,
  kinds: ReadonlyArray<DeliveryProblem['kind']>,
): readonly RuleHit[] {
  if (request.category === null || request.category === NAVIGATION_CATEGORY) return NO_HITS;
  const problem = deliveryProblem(request.captured);
  if (problem === null || !kinds.includes(problem.kind)) return NO_HITS;
  return [hitOf(problem, request.vendorName ?? request.category, request.eventName === LIBRARY_LOAD)];
}

export const requestRefusedRule = defineRule({
  id: 'delivery.request-refused',
  code: 'REQUEST_REFUSED',
  severity: 'error',
  description:
    "A tracking request the vendor refused (4xx, 5xx) or the page's own policy blocked collected nothing.",
  source: SOURCE,
  categories: 'all',
  check: (request) => deliveryHits(request, ['refused', 'blocked']),
});

export const requestFailedRule = defineRule({
  id: 'delivery.request-failed',
  code: 'REQUEST_FAILED',
  severity: 'warning',
  description: 'A tracking request the browser could not send (a blocker, the network) collected nothing.',
  source: SOURCE,
  categories: 'all',
  check: (request) => deliveryHits(request, ['failed']),
});

export const DELIVERY_RULES: readonly Rule[] = [requestRefusedRule, requestFailedRule];
