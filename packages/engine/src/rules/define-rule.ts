import type { DecodedRequest } from '../decode.js';
import type { Finding, Severity } from '../findings/finding.js';

/** Where a rule comes from, and when it was last checked against that source. */
export interface RuleSource {
  /** The rule book, shown as the finding's `source` (for example `GA4 limits (gtag.js)`). */
  book: string;
  url: string;
  /** ISO date `YYYY-MM-DD`. */
  lastVerified: string;
}

/** The whole validation run, for rules that compare requests (same transaction id twice, consent). */
export interface SessionContext {
  readonly requests: readonly DecodedRequest[];
  /**
   * Computes a per-session index once and reuses it, so that session rules stay linear. `compute` is
   * given the session, so that it can be a function defined once rather than a closure made per call.
   */
  memo<T>(key: string, compute: (session: SessionContext) => T): T;
}

/** One problem a rule found: the finding minus what the rule itself declares. */
export interface RuleHit {
  fieldPath: string;
  parameter: string;
  message: string;
  expected?: string;
  received?: string;
  /** Overrides the rule's severity for this hit (rarely: RULES.md's severities are the contract). */
  severity?: Severity;
}

/** A rule as data: its code, severity, source and the categories it applies to, plus its check. */
export interface Rule {
  /** Stable id, `<book>.<what>` (for example `ga4.event-name-length`). */
  id: string;
  code: string;
  severity: Severity;
  description: string;
  source: RuleSource;
  /** Vendor codes the rule applies to, or `all`. */
  categories: readonly string[] | 'all';
  /** Must never throw; returns one hit per problem. */
  check: (request: DecodedRequest, session: SessionContext) => readonly RuleHit[];
}

/** What a rule that finds nothing may return, rather than a new empty list each time. */
export const NO_HITS: readonly RuleHit[] = Object.freeze([]);

export function defineRule(rule: Rule): Rule {
  return rule;
}

/** Builds a session context over the decoded requests of one validation run. */
export function createSessionContext(requests: readonly DecodedRequest[]): SessionContext {
  const cache = new Map<string, unknown>();
  const session: SessionContext = {
    requests,
    memo<T>(key: string, compute: (session: SessionContext) => T): T {
      const known = cache.get(key);
      if (known !== undefined || cache.has(key)) return known as T;
      const computed = compute(session);
      cache.set(key, computed);
      return computed;
    },
  };
  return session;
}

/** Turns a rule's hits into findings (`expected` and `received` only when the hit has them). */
export function toFindings(rule: Rule, hits: readonly RuleHit[]): Finding[] {
  return hits.map((hit) => {
    const finding: Finding = {
      code: rule.code,
      severity: hit.severity ?? rule.severity,
      source: rule.source.book,
      fieldPath: hit.fieldPath,
      parameter: hit.parameter,
      message: hit.message,
    };
    if (hit.expected !== undefined) finding.expected = hit.expected;
    if (hit.received !== undefined) finding.received = hit.received;
    return finding;
  });
}
