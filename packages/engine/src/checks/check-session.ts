import type { DecodedRequest } from '../decode.js';
import type { CheckDefinitionIssue, CrossValidation, CustomCheckResult } from '../validation/types.js';
import { readCheckSet } from './check-set.js';
import { crossCheckTriggers } from './cross-triggers.js';
import { checkNavigation } from './navigation-check.js';
import { checkPurchaseParity } from './purchase-parity.js';
import { runCustomChecks } from './run-checks.js';

/** Everything the checks say about a session. */
export interface SessionChecks {
  /** Custom check results per request, in request order. */
  results: CustomCheckResult[][];
  crossValidation: CrossValidation;
  issues: CheckDefinitionIssue[];
}

/**
 * Runs the payload's tests and triggers on the decoded requests (arrays or JSON text, as the web app
 * sends them) and the session-wide cross-validations: triggers' expected tests, page views after
 * navigations, and purchase parity between vendors. The last two need no test or trigger.
 */
export function checkSession(
  requests: readonly DecodedRequest[],
  tests: unknown,
  triggers: unknown,
): SessionChecks {
  const checks = readCheckSet(tests, triggers);
  const run = runCustomChecks(requests, checks);
  return {
    results: run.results,
    crossValidation: {
      triggers: crossCheckTriggers(requests, checks, run),
      navigation: checkNavigation(requests),
      purchaseParity: checkPurchaseParity(requests),
    },
    issues: checks.issues,
  };
}
