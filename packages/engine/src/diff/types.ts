/** What a comparison of two sessions (two validations or two automation reports) answers. */

/**
 * How much a change matters. `regression`: something tracked before is gone or broken now (an event
 * or parameter vanished, a new error, a newly failing test); `change`: something differs without being
 * worse for sure (a new event or parameter, a changed value, a new warning, a consent change);
 * `improvement`: a finding fixed, a test that passes now.
 */
export type DiffSeverity = 'regression' | 'change' | 'improvement';

/** Every severity, most serious first. */
export const DIFF_SEVERITIES: readonly DiffSeverity[] = ['regression', 'change', 'improvement'];

export type DiffChangeKind =
  | 'event_vanished'
  | 'event_appeared'
  | 'parameter_vanished'
  | 'parameter_appeared'
  | 'parameter_changed'
  | 'finding_new'
  | 'finding_fixed'
  | 'test_failing'
  | 'test_passing'
  | 'consent_changed';

/** An event as the diff names it: vendor, account and event name. */
export interface DiffEventRef {
  /** Vendor code (as `requestCategory` gives it); null for a request no vendor recognised. */
  vendor: string | null;
  vendorName: string | null;
  accountID: string | null;
  eventName: string | null;
}

/** One difference between the baseline and the current session, in one page or action. */
export interface DiffChange {
  kind: DiffChangeKind;
  severity: DiffSeverity;
  /** The event concerned; null for a consent change (it concerns the page). */
  event: DiffEventRef | null;
  /**
   * What changed within the event: the parameter's wire name, the finding's code, the test's id or
   * the consent type; null for an event that vanished or appeared.
   */
  subject: string | null;
  /** Readable name of the subject (parameter label, test name, finding's parameter); null when none. */
  label: string | null;
  /**
   * The baseline's side: a parameter's value, the times an event fired, a consent sequence
   * (`denied → granted`); null when absent there.
   */
  before: string | null;
  /** The current side, like `before`. */
  after: string | null;
  /** How many sends showed this same change (one event fired three times loses a parameter thrice). */
  occurrences: number;
  /** The requests concerned on each side (request ids of the validation or report). */
  requestIds: { baseline: string[]; current: string[] };
  /** One readable sentence saying what changed. */
  message: string;
}

/** Changes of one page (validations) or one action (reports). */
export interface DiffGroup {
  /** The page (origin and path, no query) or the action's key. */
  key: string;
  /** What to show: the page URL, or the action's number and description. */
  label: string;
  inBaseline: boolean;
  inCurrent: boolean;
  /** Most serious first; empty when the page or action is the same on both sides. */
  changes: DiffChange[];
  /** Changes per severity. */
  counts: Record<DiffSeverity, number>;
}

/** The comparison of two sessions. */
export interface SessionDiff {
  groupedBy: 'page' | 'action';
  /** Every page or action of either side, in the order met (baseline first). */
  groups: DiffGroup[];
  /** Changes per severity over all groups. */
  counts: Record<DiffSeverity, number>;
  /** Events compared on each side. */
  events: { baseline: number; current: number };
}

export interface DiffOptions {
  /**
   * Wire names ignored on top of each vendor's volatile parameters (for a site's own cache buster).
   * Compared exactly, and also on the last segment of the name (`ep.cb` is ignored by `cb`).
   */
  ignoreParameters?: readonly string[];
  /** Compare the volatile parameters too (timestamps, cache busters, session ids). Default false. */
  includeVolatile?: boolean;
}

/** What `--fail-on` accepts: the least severity that fails, or never. */
export type DiffFailLevel = 'regression' | 'change' | 'never';
