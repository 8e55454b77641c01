import { CONSENT_TYPES } from '../consent/consent-value.js';
import { ChangeCollector } from './change-collector.js';
import { pairEvents } from './pair-events.js';
import { eventKey, type ConsentSequence, type SideEvent, type SideGroup } from './side.js';
import type { DiffChange, DiffEventRef } from './types.js';

/** The changes from one page or action of the baseline to the same of the current session. */
export function diffGroup(baseline: SideGroup | undefined, current: SideGroup | undefined): DiffChange[] {
  const collector = new ChangeCollector();
  const before = byEvent(baseline?.events ?? []);
  const after = byEvent(current?.events ?? []);
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    const sendsBefore = before.get(key) ?? [];
    const sendsAfter = after.get(key) ?? [];
    diffSends(collector, sendsBefore, sendsAfter);
    diffFindings(collector, sendsBefore, sendsAfter);
  }
  diffTests(collector, baseline?.events ?? [], current?.events ?? []);
  diffConsent(collector, baseline?.consent ?? {}, current?.consent ?? {});
  return collector.list();
}

function byEvent(events: readonly SideEvent[]): Map<string, SideEvent[]> {
  const map = new Map<string, SideEvent[]>();
  for (const event of events) {
    const key = eventKey(event);
    const list = map.get(key);
    if (list) list.push(event);
    else map.set(key, [event]);
  }
  return map;
}

function refOf(event: SideEvent): DiffEventRef {
  return {
    vendor: event.vendor,
    vendorName: event.vendorName,
    accountID: event.accountID,
    eventName: event.eventName,
  };
}

/** Sends that vanished or appeared, and the parameters of the paired ones. */
function diffSends(collector: ChangeCollector, before: SideEvent[], after: SideEvent[]): void {
  const { pairs, vanished, appeared } = pairEvents(before, after);
  const counts = { before: String(before.length), after: String(after.length) };
  const first = before[0] ?? after[0];
  if (first === undefined) return;
  for (const send of vanished)
    collector.add({
      kind: 'event_vanished',
      severity: 'regression',
      event: refOf(first),
      subject: null,
      label: null,
      ...counts,
      baselineId: send.requestId,
    });
  for (const send of appeared)
    collector.add({
      kind: 'event_appeared',
      severity: 'change',
      event: refOf(first),
      subject: null,
      label: null,
      ...counts,
      currentId: send.requestId,
    });
  for (const [old, now] of pairs) diffParams(collector, old, now);
}

function diffParams(collector: ChangeCollector, old: SideEvent, now: SideEvent): void {
  const ids = { baselineId: old.requestId, currentId: now.requestId };
  const event = refOf(now);
  for (const [name, value] of old.params) {
    const label = old.labels.get(name) ?? now.labels.get(name) ?? null;
    const next = now.params.get(name);
    if (next === undefined)
      collector.add({
        kind: 'parameter_vanished',
        severity: 'regression',
        event,
        subject: name,
        label,
        before: value,
        after: null,
        ...ids,
      });
    else if (next !== value)
      collector.add({
        kind: 'parameter_changed',
        severity: 'change',
        event,
        subject: name,
        label,
        before: value,
        after: next,
        ...ids,
      });
  }
  for (const [name, value] of now.params)
    if (!old.params.has(name))
      collector.add({
        kind: 'parameter_appeared',
        severity: 'change',
        event,
        subject: name,
        label: now.labels.get(name) ?? null,
        before: null,
        after: value,
        ...ids,
      });
}

/**
 * Findings of one event counted by code and parameter on each side: one that no baseline send had is
 * new (a regression when an error), one that no current send has is fixed. Findings of an event that
 * vanished are not called fixed: the event's loss says it.
 */
function diffFindings(collector: ChangeCollector, before: SideEvent[], after: SideEvent[]): void {
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
function diffTests(
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
function diffConsent(collector: ChangeCollector, before: ConsentSequence, after: ConsentSequence): void {
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
