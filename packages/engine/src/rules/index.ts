import type { DecodedRequest } from '../decode.js';
import type { Finding } from '../findings/finding.js';
import { ApplicableRules } from './applicable-rules.js';
import { toFindings, type Rule, type SessionContext } from './define-rule.js';
import { COMMERCE_RULES } from './commerce/index.js';
import { CONSENT_RULES } from './consent/index.js';
import { DELIVERY_RULES } from './delivery/index.js';
import { GA4_RULES } from './ga4/index.js';
import { ga4View } from './ga4/params.js';
import type { Ga4View } from './ga4/view.js';
import { META_RULES } from './meta/index.js';
import { NAVIGATION_RULES } from './navigation/index.js';
import { PERSONAL_DATA_RULES } from './personal-data/index.js';
import { UNFILLED_RULES } from './unfilled/index.js';

export {
  defineRule,
  createSessionContext,
  type Rule,
  type RuleHit,
  type RuleSource,
  type SessionContext,
} from './define-rule.js';

/**
 * Every rule, by rule set (GA4, consent, Meta, Navigation, personal data, commerce, unfilled identity,
 * delivery). Each rule set lives in its own folder
 * and adds one line here.
 */
export const RULES: readonly Rule[] = [
  ...GA4_RULES,
  ...CONSENT_RULES,
  ...META_RULES,
  ...NAVIGATION_RULES,
  ...PERSONAL_DATA_RULES,
  ...COMMERCE_RULES,
  ...UNFILLED_RULES,
  ...DELIVERY_RULES,
];

const applicable = new ApplicableRules(RULES);

/** Runs every applicable rule on a request; a rule that throws is skipped rather than failing validation. */
export function runRules(request: DecodedRequest, session: SessionContext): Finding[] {
  const findings: Finding[] = [];
  // A GA4 event's view, built by the first GA4 rule and read by the others.
  let view: Ga4View | undefined;
  for (const { rule, viewCheck } of applicable.for(request)) {
    try {
      const hits =
        viewCheck === undefined
          ? rule.check(request, session)
          : viewCheck((view ??= ga4View(request, session)), request, session);
      // Most rules find nothing: no findings to build.
      if (hits.length > 0) for (const finding of toFindings(rule, hits)) findings.push(finding);
    } catch {
      // A rule must not throw; one that does says nothing rather than hiding the other findings.
    }
  }
  return findings;
}
