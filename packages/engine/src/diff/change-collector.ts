import type { DiffChange, DiffChangeKind, DiffEventRef, DiffSeverity } from './types.js';
import { eventKey } from './side.js';

/** A change before it is counted: what identifies it and the requests it was seen on. */
export interface ChangeDraft {
  kind: DiffChangeKind;
  severity: DiffSeverity;
  event: DiffEventRef | null;
  subject: string | null;
  label: string | null;
  before: string | null;
  after: string | null;
  baselineId?: string;
  currentId?: string;
}

const RANK: Record<DiffSeverity, number> = { regression: 0, change: 1, improvement: 2 };
/** Within a severity: events, then parameters, findings, tests and consent. */
const KIND_RANK: Record<DiffChangeKind, number> = {
  event_vanished: 0,
  event_appeared: 0,
  parameter_vanished: 1,
  parameter_appeared: 1,
  parameter_changed: 1,
  finding_new: 2,
  finding_fixed: 2,
  test_failing: 3,
  test_passing: 3,
  consent_changed: 4,
};

/**
 * Collects the changes of one group, merging repeats of one change (the same parameter lost by each
 * of three sends) into one change with its occurrences and requests.
 */
export class ChangeCollector {
  private readonly changes = new Map<string, DiffChange>();

  add(draft: ChangeDraft, occurrences = 1): void {
    const key = [
      draft.kind,
      draft.event ? eventKey(draft.event) : '',
      draft.subject,
      draft.before,
      draft.after,
    ].join('\u0001');
    let change = this.changes.get(key);
    if (!change) {
      change = {
        kind: draft.kind,
        severity: draft.severity,
        event: draft.event,
        subject: draft.subject,
        label: draft.label,
        before: draft.before,
        after: draft.after,
        occurrences: 0,
        requestIds: { baseline: [], current: [] },
        message: '',
      };
      this.changes.set(key, change);
    }
    change.occurrences += occurrences;
    if (draft.baselineId !== undefined) change.requestIds.baseline.push(draft.baselineId);
    if (draft.currentId !== undefined) change.requestIds.current.push(draft.currentId);
  }

  /** The changes with their messages, most serious first (stable within a severity). */
  list(): DiffChange[] {
    const changes = [...this.changes.values()];
    for (const change of changes) change.message = describeChange(change);
    return changes.sort(
      (a, b) => RANK[a.severity] - RANK[b.severity] || KIND_RANK[a.kind] - KIND_RANK[b.kind],
    );
  }
}

/** `Google Analytics 4 G-1 purchase`, or the vendor code, or `Unrecognised request`. */
export function eventTitle(event: DiffEventRef): string {
  const vendor = event.vendorName ?? event.vendor ?? 'Unrecognised request';
  return [vendor, event.accountID, event.eventName].filter((part) => part !== null && part !== '').join(' ');
}

function times(count: string | null): string {
  return count === '1' ? 'once' : `${count ?? 0} times`;
}

function quoted(value: string | null): string {
  if (value === null) return 'absent';
  return value.length > 80 ? `"${value.slice(0, 77)}…"` : `"${value}"`;
}

function describeChange(change: DiffChange): string {
  const event = change.event ? eventTitle(change.event) : '';
  const subject =
    change.label && change.label !== change.subject ? `${change.subject} (${change.label})` : change.subject;
  const repeat = change.occurrences > 1 ? ` (${change.occurrences} sends)` : '';
  switch (change.kind) {
    case 'event_vanished':
      return change.after === '0'
        ? `Event vanished: ${event} (fired ${times(change.before)}, now never)`
        : `Event fired less: ${event} (${times(change.before)}, now ${times(change.after)})`;
    case 'event_appeared':
      return change.before === '0'
        ? `New event: ${event} (fired ${times(change.after)})`
        : `Event fired more: ${event} (${times(change.before)}, now ${times(change.after)})`;
    case 'parameter_vanished':
      return `Parameter vanished: ${subject} of ${event}, was ${quoted(change.before)}${repeat}`;
    case 'parameter_appeared':
      return `New parameter: ${subject} of ${event}, ${quoted(change.after)}${repeat}`;
    case 'parameter_changed':
      return `Parameter changed: ${subject} of ${event}, ${quoted(change.before)} → ${quoted(change.after)}${repeat}`;
    case 'finding_new':
      return `New ${change.after ?? 'finding'}: ${change.subject} on ${event}${change.label ? ` (${change.label})` : ''}`;
    case 'finding_fixed':
      return `Fixed ${change.before ?? 'finding'}: ${change.subject} on ${event}${change.label ? ` (${change.label})` : ''}`;
    case 'test_failing':
      return `Test now fails: ${change.label ?? change.subject}${event ? ` on ${event}` : ''}`;
    case 'test_passing':
      return `Test now passes: ${change.label ?? change.subject}${event ? ` on ${event}` : ''}`;
    case 'consent_changed':
      return `Consent changed: ${change.subject}, ${change.before ?? 'not reported'} → ${change.after ?? 'not reported'}`;
  }
}
