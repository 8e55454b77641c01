/**
 * Delivery: a tracking request that never reached its vendor, or that the vendor refused, collected
 * nothing, however right its parameters (capture/delivery.ts says when a capture shows it). A warning:
 * the tag did fire, but this capture's data never arrived.
 */
import { NAVIGATION_CATEGORY } from '../../capture/captured-request.js';
import { deliveryProblem, type DeliveryProblem } from '../../capture/delivery.js';
import { defineRule, NO_HITS, type Rule, type RuleHit } from '../define-rule.js';

/** Chrome's reason when an extension (an ad or tracking blocker) stopped a request. */
const BLOCKED_BY_CLIENT = 'net::ERR_BLOCKED_BY_CLIENT';
/** Chrome's reason when a page's Content-Security-Policy refused the request. */
const BLOCKED_BY_CSP = 'net::ERR_BLOCKED_BY_CSP';

function whyFailed(error: string): string {
  if (error === BLOCKED_BY_CLIENT) {
    return 'an extension in the browser (an ad or tracking blocker) stopped it; capture again without it to test the tag';
  }
  if (error === BLOCKED_BY_CSP) {
    return "the page's Content-Security-Policy does not allow this host: add it to the policy";
  }
  return 'the browser could not send it or got no answer';
}

function hitOf(problem: DeliveryProblem, vendor: string): RuleHit {
  if (problem.kind === 'refused') {
    return {
      fieldPath: 'response.status',
      parameter: 'Response status',
      message:
        `${vendor} answered ${problem.status} to this request: it refused it, so nothing in it was ` +
        'collected. Check the endpoint and the account it is sent to.',
      expected: 'a 2xx or 3xx answer',
      received: `status ${problem.status}`,
    };
  }
  return {
    fieldPath: 'response.status',
    parameter: 'Response status',
    message:
      `This request never reached ${vendor}, so nothing in it was collected (${problem.error}): ` +
      `${whyFailed(problem.error)}.`,
    expected: 'a 2xx or 3xx answer',
    received: `no answer (${problem.error})`,
  };
}

export const requestFailedRule = defineRule({
  id: 'delivery.request-failed',
  code: 'REQUEST_FAILED',
  severity: 'warning',
  description: 'A tracking request the browser never completed, or the vendor refused, collected nothing.',
  source: {
    book: 'HTTP status of the answer',
    url: 'https://developer.mozilla.org/en-US/docs/Web/HTTP/Reference/Status',
    lastVerified: '2026-11-28',
  },
  categories: 'all',
  check: (request) => {
    if (request.category === null || request.category === NAVIGATION_CATEGORY) return NO_HITS;
    const problem = deliveryProblem(request.captured);
    return problem === null ? NO_HITS : [hitOf(problem, request.vendorName ?? request.category)];
  },
});

export const DELIVERY_RULES: readonly Rule[] = [requestFailedRule];
