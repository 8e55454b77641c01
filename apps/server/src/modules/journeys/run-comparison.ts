import { diffReports, type DiffableReport, type SessionDiff } from '@tagproof/engine';
import type { RunComparison } from './journey-alerts.js';

/** Whether a stored report has the shape the engine's diff reads (an object of actions). */
function isDiffable(report: unknown): report is DiffableReport {
  if (typeof report !== 'object' || report === null) return false;
  const results = (report as { AllRequestsAllActionsAllTestResults?: unknown })
    .AllRequestsAllActionsAllTestResults;
  if (typeof results !== 'object' || results === null) return false;
  const actions = (results as { validationResults?: unknown }).validationResults;
  return typeof actions === 'object' && actions !== null;
}

/** The engine's diff of two runs' reports, action by action; null when either is not a report. */
export function diffRuns(baseline: unknown, current: unknown): SessionDiff | null {
  return isDiffable(baseline) && isDiffable(current) ? diffReports(baseline, current) : null;
}

/**
 * Compares a run with the baseline through the engine's diff: each regression as
 * `<action>: <what changed>`, and the count of every change.
 */
export function compareRuns(baseline: unknown, current: unknown): RunComparison {
  const diff = diffRuns(baseline, current);
  if (!diff) return { regressions: [], changes: 0 };
  const regressions = diff.groups.flatMap((group) =>
    group.changes
      .filter((change) => change.severity === 'regression')
      .map((change) => `${group.label}: ${change.message}`),
  );
  return { regressions, changes: diff.counts.regression + diff.counts.change + diff.counts.improvement };
}
