import type { DecodedRequest } from '../decode.js';
import type { Rule } from './define-rule.js';
import { GA4_CATEGORY, ga4RuleProtocol, ga4ViewCheck, type Ga4ViewCheck } from './ga4/define-ga4-rule.js';
import { protocolOf, type Ga4Protocol } from './ga4/view.js';

/** The event name of a request that carries no event: a vendor's library or pixel script load. */
const LIBRARY_LOAD = 'library_load';

/** A rule as runRules calls it: a GA4 rule through its view check, given the view built once per request. */
export interface RuleStep {
  rule: Rule;
  viewCheck: Ga4ViewCheck | undefined;
}

/**
 * The rules to run on each request, worked out once per category (and, for GA4, per protocol) rather
 * than per request. A GA4 rule defined for one protocol finds nothing on an event of the other, so it
 * is left out of that protocol's list; the order of the rules is kept, and so is that of the findings.
 * A library load (`library_load`: `fbevents.js`, `bat.js`, `gtm.js`…) carries no event, so it gets only
 * the rules of every category (delivery, personal data, consent…), never its vendor's own rules (Meta's
 * would call `fbevents.js` a hit without a pixel id); that list is the same for every category.
 */
export class ApplicableRules {
  private readonly byCategory = new Map<string, readonly RuleStep[]>();
  private readonly ga4ByProtocol = new Map<Ga4Protocol, readonly RuleStep[]>();
  private libraryLoad: readonly RuleStep[] | undefined;

  constructor(private readonly rules: readonly Rule[]) {}

  for(request: DecodedRequest): readonly RuleStep[] {
    if (request.eventName === LIBRARY_LOAD) {
      this.libraryLoad ??= toSteps(this.rules.filter((rule) => rule.categories === 'all'));
      return this.libraryLoad;
    }
    if (request.category === GA4_CATEGORY) {
      const protocol = readProtocol(request);
      if (protocol !== null) return this.forGa4(protocol);
    }
    const key = request.category ?? '';
    let list = this.byCategory.get(key);
    if (list === undefined) {
      list = toSteps(this.rules.filter((rule) => appliesTo(rule, request.category)));
      this.byCategory.set(key, list);
    }
    return list;
  }

  private forGa4(protocol: Ga4Protocol): readonly RuleStep[] {
    let list = this.ga4ByProtocol.get(protocol);
    if (list === undefined) {
      list = toSteps(
        this.rules.filter(
          (rule) => appliesTo(rule, GA4_CATEGORY) && (ga4RuleProtocol(rule) ?? protocol) === protocol,
        ),
      );
      this.ga4ByProtocol.set(protocol, list);
    }
    return list;
  }
}

/** The GA4 protocol of a request; null (every GA4 rule then runs, and checks) if it cannot be read. */
function readProtocol(request: DecodedRequest): Ga4Protocol | null {
  try {
    return protocolOf(request);
  } catch {
    return null;
  }
}

function appliesTo(rule: Rule, category: string | null): boolean {
  return rule.categories === 'all' || (category !== null && rule.categories.includes(category));
}

function toSteps(rules: readonly Rule[]): RuleStep[] {
  return rules.map((rule) => ({ rule, viewCheck: ga4ViewCheck(rule) }));
}
