import { ChangeCollector } from './change-collector.js';
import { diffConsent, diffFindings, diffTests } from './diff-outcomes.js';
import { pairEvents } from './pair-events.js';
import { eventKey, refOf, type SideEvent, type SideGroup } from './side.js';
import type { DiffChange } from './types.js';

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
