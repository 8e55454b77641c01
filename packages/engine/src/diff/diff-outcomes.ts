/** Changes in what the checks said: findings new or fixed, custom tests newly failing or passing, consent. */
import { CONSENT_TYPES } from '../consent/consent-value.js';
import type { ChangeCollector } from './change-collector.js';
import { refOf, type ConsentSequence, type SideEvent } from './side.js';

/**
 * Findings of one event counted by code and parameter on each side: one that no baseline send had is
 * new (a regression when an error), one that no current send has is fixed. Findings of an event that
 * vanished are not called fixed: the event's loss says it.
 */
export function diffFindings(collector: ChangeCollector, before: SideEvent[], after: SideEvent[]): void {
  const old = findingsOf(before);
  const now = findingsOf(after);
  for (const [key, found] of now) {
    if (old.has(key)) continue;
    collector.add(
      {
        kind: 'finding_new',
        severity: found.severity === 'error' ? 'regression' : 'change',
        event: refOf(found.event),
        subject: found.code,
        label: found.parameter,
        before: null,
        after: found.severity,
        currentId: found.event.requestId,
      },
      found.count,
    );
  }
  if (after.length === 0) return;
  for (const [key, found] of old) {
    if (now.has(key)) continue;
    collector.add(
      {
        kind: 'finding_fixed',
        severity: 'improvement',
        event: refOf(found.event),
        subject: found.code,
        label: found.parameter,
        before: found.severity,
        after: null,
        baselineId: found.event.requestId,
      },
      found.count,
    );
  }
}

interface FindingSeen {
  code: string;
  severity: string;
  parameter: string | null;
  event: SideEvent;
  count: number;
}

function findingsOf(events: readonly SideEvent[]): Map<string, FindingSeen> {
  const map = new Map<string, FindingSeen>();
  for (const event of events)
    for (const finding of event.findings) {
      const key = `${finding.code}\u0000${finding.fieldPath}`;
      const seen = map.get(key);
      if (seen) seen.count++;
      else
        map.set(key, {
          code: finding.code,
          severity: finding.severity,
          parameter: finding.parameter,
          event,
          count: 1,
        });
    }
  return map;
}

/**
 * Custom tests counted per test over the group: failing now and never before is a regression, passing
 * everywhere now after failing before an improvement. Robust to sends reordered or repeated.
 */
export function diffTests(
  collector: ChangeCollector,
  before: readonly SideEvent[],
  after: readonly SideEvent[],
): void {
  const old = testsOf(before);
  const now = testsOf(after);
  for (const [id, result] of now) {
    const was = old.get(id);
    if (result.failed.length > 0 && (was === undefined || was.failed.length === 0)) {
      const event = result.failed[0] as SideEvent;
      collector.add(
        {
          kind: 'test_failing',
          severity: 'regression',
          event: refOf(event),
          subject: id,
          label: result.name,
          before: was ? 'passed' : null,
          after: 'failed',
          currentId: event.requestId,
        },
        result.failed.length,
      );
    }
  }
  for (const [id, result] of old) {
    const is = now.get(id);
    if (result.failed.length > 0 && is !== undefined && is.failed.length === 0 && is.passed > 0) {
      const event = result.failed[0] as SideEvent;
      collector.add({
        kind: 'test_passing',
        severity: 'improvement',
        event: refOf(event),
        subject: id,
        label: result.name,
        before: 'failed',
        after: 'passed',
        baselineId: event.requestId,
      });
    }
  }
}

function testsOf(
  events: readonly SideEvent[],
): Map<string, { name: string; passed: number; failed: SideEvent[] }> {
  const map = new Map<string, { name: string; passed: number; failed: SideEvent[] }>();
  for (const event of events)
    for (const test of event.tests) {
      let entry = map.get(test.testID);
      if (!entry) {
        entry = { name: test.testName, passed: 0, failed: [] };
        map.set(test.testID, entry);
      }
      if (test.passed) entry.passed++;
      else entry.failed.push(event);
    }
  return map;
}

/** A type's sequence as text; only `not set` says no more than no report, so both are null. */
function consentText(values: readonly string[] | undefined): string | null {
  if (values === undefined || (values.length === 1 && values[0] === 'not set')) return null;
  return values.join(' → ');
}

/** Per consent type, the sequence of values the page went through (`denied → granted`). */
export function diffConsent(
  collector: ChangeCollector,
  before: ConsentSequence,
  after: ConsentSequence,
): void {
  for (const type of CONSENT_TYPES) {
    const old = consentText(before[type]);
    const now = consentText(after[type]);
    if (old !== now)
      collector.add({
        kind: 'consent_changed',
        severity: 'change',
        event: null,
        subject: type,
        label: null,
        before: old,
        after: now,
      });
  }
}
