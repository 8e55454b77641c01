import { NAVIGATION_CATEGORY } from '../capture/captured-request.js';
import { diffGroup } from './diff-group.js';
import { sideOfReport, type DiffableReport } from './from-report.js';
import { sideOfValidation, type DiffableValidation } from './from-validation.js';
import type { SideGroup } from './side.js';
import {
  DIFF_SEVERITIES,
  type DiffFailLevel,
  type DiffGroup,
  type DiffOptions,
  type DiffSeverity,
  type SessionDiff,
} from './types.js';
import { volatileTest } from './volatile-names.js';

/**
 * Compares two validations (`validate()`'s `data`, or a saved `tagproof validate --json` output's),
 * page by page: events that vanished or appeared (by vendor, account and event name, however often
 * and in whatever order they fired), parameters that vanished, appeared or changed (each vendor's
 * volatile ones ignored), findings new or fixed, custom tests newly failing or passing, and consent
 * changes. Pure; never throws on well-typed input.
 *
 * @example
 * const diff = diffValidations(baseline.data, current.data);
 * if (diff.counts.regression > 0) console.log(diff.groups.flatMap((g) => g.changes.map((c) => c.message)));
 */
export function diffValidations(
  baseline: DiffableValidation,
  current: DiffableValidation,
  options: DiffOptions = {},
): SessionDiff {
  const isVolatile = volatileTest(options);
  return diffSides('page', sideOfValidation(baseline, isVolatile), sideOfValidation(current, isVolatile));
}

/**
 * Compares two automation reports (a journey's runs) action by action, actions matched by their key
 * in the report (their position in the journey). Same changes as diffValidations.
 */
export function diffReports(
  baseline: DiffableReport,
  current: DiffableReport,
  options: DiffOptions = {},
): SessionDiff {
  const isVolatile = volatileTest(options);
  return diffSides('action', sideOfReport(baseline, isVolatile), sideOfReport(current, isVolatile));
}

/** True when the diff has a change at or above the level (`never` never fails). */
export function diffFails(diff: SessionDiff, level: DiffFailLevel): boolean {
  if (level === 'never') return false;
  if (level === 'regression') return diff.counts.regression > 0;
  return diff.counts.regression + diff.counts.change + diff.counts.improvement > 0;
}

function diffSides(
  groupedBy: SessionDiff['groupedBy'],
  baseline: SideGroup[],
  current: SideGroup[],
): SessionDiff {
  const old = new Map(baseline.map((group) => [group.key, group]));
  const now = new Map(current.map((group) => [group.key, group]));
  const counts = zeroCounts();
  const groups: DiffGroup[] = [];
  for (const key of new Set([...old.keys(), ...now.keys()])) {
    const before = old.get(key);
    const after = now.get(key);
    const changes = diffGroup(before, after);
    const groupCounts = zeroCounts();
    for (const change of changes) {
      groupCounts[change.severity]++;
      counts[change.severity]++;
    }
    groups.push({
      key,
      label: (after ?? before)?.label ?? key,
      inBaseline: before !== undefined,
      inCurrent: after !== undefined,
      changes,
      counts: groupCounts,
    });
  }
  // Tracking events: page navigations are compared (a vanished page is a change) but not counted.
  const events = (side: SideGroup[]) =>
    side.reduce(
      (sum, group) => sum + group.events.filter((event) => event.vendor !== NAVIGATION_CATEGORY).length,
      0,
    );
  return { groupedBy, groups, counts, events: { baseline: events(baseline), current: events(current) } };
}

function zeroCounts(): Record<DiffSeverity, number> {
  return Object.fromEntries(DIFF_SEVERITIES.map((severity) => [severity, 0])) as Record<DiffSeverity, number>;
}
