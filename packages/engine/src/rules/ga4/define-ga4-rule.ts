import type { DecodedRequest } from '../../decode.js';
import type { KnownFindingCode } from '../../findings/codes.js';
import type { Severity } from '../../findings/finding.js';
import {
  defineRule,
  NO_HITS,
  type Rule,
  type RuleHit,
  type RuleSource,
  type SessionContext,
} from '../define-rule.js';
import { ga4View } from './params.js';
import type { Ga4Protocol, Ga4View } from './view.js';
import { GA4_CODE } from '../../vendors/ga4/code.js';

/** The vendor code the GA4 rules apply to. */
export const GA4_CATEGORY = GA4_CODE;

export interface Ga4RuleSpec {
  /** The id without its book: `event-name-length` gives `ga4.event-name-length` (and `ga4.mp.…`). */
  id: string;
  code: KnownFindingCode;
  severity: Severity;
  description: string;
  /**
   * One source for every GA4 event, or one per protocol: the rule is then defined once per protocol it
   * has a source for, so that each finding names the rule book it comes from.
   */
  source: RuleSource | Partial<Record<Ga4Protocol, RuleSource>>;
  /** Reads the event through its view; must not throw. */
  check: Ga4ViewCheck;
}

/** A GA4 rule's check, given the event's view. */
export type Ga4ViewCheck = (
  view: Ga4View,
  request: DecodedRequest,
  session: SessionContext,
) => readonly RuleHit[];

/**
 * Declares a GA4 rule as data: one rule, or one per protocol (`ga4.<id>` for gtag.js browser hits,
 * `ga4.mp.<id>` for the Measurement Protocol).
 *
 * @example
 * defineGa4Rules({ id: 'item-count', code: 'EXCEEDED_MAX_ENTITIES', severity: 'error', description: '…',
 *   source: { gtag: GA4_SOURCES.collectionLimits, mp: GA4_SOURCES.mpCollectionLimits }, check: … })
 */
export function defineGa4Rules(spec: Ga4RuleSpec): Rule[] {
  const { source, check, id, ...rest } = spec;
  if ('book' in source) {
    const rule = defineRule({
      ...rest,
      id: `ga4.${id}`,
      source,
      categories: [GA4_CATEGORY],
      check: (request, session) => check(ga4View(request, session), request, session),
    });
    VIEW_CHECK_OF.set(rule, check);
    return [rule];
  }
  const protocols: Ga4Protocol[] = ['gtag', 'mp'];
  return protocols.flatMap((protocol) => {
    const protocolSource = source[protocol];
    if (protocolSource === undefined) return [];
    const viewCheck: Ga4ViewCheck = (view, request, session) =>
      view.protocol === protocol ? check(view, request, session) : NO_HITS;
    const rule = defineRule({
      ...rest,
      id: protocol === 'gtag' ? `ga4.${id}` : `ga4.mp.${id}`,
      source: protocolSource,
      categories: [GA4_CATEGORY],
      check: (request, session) => viewCheck(ga4View(request, session), request, session),
    });
    PROTOCOL_OF.set(rule, protocol);
    VIEW_CHECK_OF.set(rule, viewCheck);
    return [rule];
  });
}

/** The protocol of each rule defined for one protocol only. */
const PROTOCOL_OF = new WeakMap<Rule, Ga4Protocol>();

/** What each GA4 rule's `check` does once it has the event's view. */
const VIEW_CHECK_OF = new WeakMap<Rule, Ga4ViewCheck>();

/**
 * A GA4 rule's check on the event's view: `rule.check(request, session)` is
 * `ga4ViewCheck(rule)(ga4View(request, session), request, session)`, so that runRules can build the view
 * once per request and hand it to every GA4 rule. Undefined for any other rule.
 */
export function ga4ViewCheck(rule: Rule): Ga4ViewCheck | undefined {
  return VIEW_CHECK_OF.get(rule);
}

/**
 * The protocol a GA4 rule is limited to, if any: on an event of the other protocol it finds nothing,
 * so runRules need not call it.
 */
export function ga4RuleProtocol(rule: Rule): Ga4Protocol | undefined {
  return PROTOCOL_OF.get(rule);
}
