import type { DecodedRequest } from '../decode.js';
import type { Finding } from '../findings/finding.js';

/** A rule set: the findings it has about one decoded request. Must never throw. */
export type RuleSet = (request: DecodedRequest) => Finding[];

/**
 * The rule sets run on every decoded request, in order. Rule sets are added here as they are written
 * (GA4, Meta, Navigation, personal data).
 */
export const RULE_SETS: readonly RuleSet[] = [];

/** Runs every rule set on a request; a rule set that throws is skipped rather than failing validation. */
export function runRules(request: DecodedRequest): Finding[] {
  const findings: Finding[] = [];
  for (const ruleSet of RULE_SETS) {
    try {
      findings.push(...ruleSet(request));
    } catch {
      // A rule must not throw; one that does says nothing rather than hiding the other findings.
    }
  }
  return findings;
}
