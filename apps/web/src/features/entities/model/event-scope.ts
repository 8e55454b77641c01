import { createsTest, createsTrigger } from './creation-mode';
import type { MetricRow } from './metrics';

/** Parameters that name the event, by vendor convention (GA4 `en`, Meta `ev`, …), most likely first. */
const EVENT_PARAMETERS = ['en', 'ev', 'event', 'event_name', 'eventName', 'e', 'ea', 'event_type', 'type'];

/**
 * The request's metric row that carries its event name (a known event parameter whose value is the
 * event name, else any row with that value); null when the request names no event.
 */
export function eventNameMetric(rows: readonly MetricRow[], eventName: string): MetricRow | null {
  const named = rows.filter((row) => typeof row.value === 'string' && row.value === eventName);
  if (named.length === 0) return null;
  const rank = (row: MetricRow) => {
    const index = EVENT_PARAMETERS.indexOf(row.name);
    return index < 0 ? EVENT_PARAMETERS.length : index;
  };
  return [...named].sort((a, b) => rank(a) - rank(b))[0] ?? null;
}

/** What decides where a test runs, from the form's draft. */
export interface ScopeDraft {
  mode: Parameters<typeof createsTest>[0];
  /** The chosen counterparts (a test's triggers when only a test is saved). */
  associations: readonly string[];
}

/**
 * A test saved without any trigger (none created with it, none chosen) runs on every request of its
 * vendor (DESIGN.md, custom checks), and fails wherever that request differs.
 */
export function runsOnEveryRequest(draft: ScopeDraft): boolean {
  return createsTest(draft.mode) && !createsTrigger(draft.mode) && draft.associations.length === 0;
}

/**
 * Scopes a request's new test to the request's event: a trigger is created with it (Test and
 * Trigger) whose condition is the event name, besides any trigger condition already chosen.
 */
export function scopeToEvent(rows: readonly MetricRow[], event: MetricRow): MetricRow[] {
  return rows.map((row) => (row.id === event.id ? { ...row, isTrigger: true, comparison: 'equals' } : row));
}
