/**
 * A session as the diff sees it, whatever it came from (a validation or an automation report): groups
 * (pages or actions) of events with their comparable parameters, findings and test results.
 */
import { CONSENT_TYPES, type ConsentType } from '../consent/consent-value.js';
import type { DiffEventRef } from './types.js';

export interface SideEvent extends DiffEventRef {
  requestId: string;
  /** Parameters by wire name (a repeated name's values joined in order), volatile ones left out. */
  params: ReadonlyMap<string, string>;
  /** Readable labels by wire name, when the input gives them. */
  labels: ReadonlyMap<string, string>;
  findings: ReadonlyArray<{ code: string; severity: string; fieldPath: string; parameter: string | null }>;
  tests: ReadonlyArray<{ testID: string; testName: string; passed: boolean }>;
}

/** The consent values a page or action went through, per type, in order (repeats collapsed). */
export type ConsentSequence = Partial<Record<ConsentType, string[]>>;

export interface SideGroup {
  key: string;
  label: string;
  events: SideEvent[];
  consent: ConsentSequence;
}

/** Identity of an event across sides: vendor, account and event name. */
export function eventKey(event: DiffEventRef): string {
  return `${event.vendor ?? ''}\u0000${event.accountID ?? ''}\u0000${event.eventName ?? ''}`;
}

/** The group of `key`, created (in order) when first met. */
export function groupOf(groups: Map<string, SideGroup>, key: string, label: string): SideGroup {
  let group = groups.get(key);
  if (!group) {
    group = { key, label, events: [], consent: {} };
    groups.set(key, group);
  }
  return group;
}

/** Appends a state's value of each consent type to its sequence, unless it repeats the last one. */
export function pushConsentState(
  sequence: ConsentSequence,
  state: Partial<Record<ConsentType, string>>,
): void {
  for (const type of CONSENT_TYPES) {
    const value = state[type];
    if (value === undefined) continue;
    const values = (sequence[type] ??= []);
    if (values[values.length - 1] !== value) values.push(value);
  }
}
