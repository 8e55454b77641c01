import { diffReports, type DiffableReport, type DiffSeverity } from '@tagproof/engine';
import { useMemo } from 'react';

const SEVERITY_STYLE: Record<DiffSeverity, string> = {
  regression: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  change: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  improvement: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
};

function isReport(value: unknown): value is DiffableReport {
  const results = (value as { AllRequestsAllActionsAllTestResults?: { validationResults?: unknown } } | null)
    ?.AllRequestsAllActionsAllTestResults;
  return typeof results?.validationResults === 'object' && results.validationResults !== null;
}

export interface RunDiffProps {
  baseline: unknown;
  current: unknown;
}

/** The engine's diff of a run against the baseline, action by action, regressions first. */
export function RunDiff({ baseline, current }: RunDiffProps) {
  const diff = useMemo(
    () => (isReport(baseline) && isReport(current) ? diffReports(baseline, current) : null),
    [baseline, current],
  );
  if (!diff)
    return <p className="text-sm text-slate-700 dark:text-slate-300">These reports cannot be compared.</p>;
  const changed = diff.groups.filter((group) => group.changes.length > 0);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-800 dark:text-slate-200">
        {diff.counts.regression} regressions, {diff.counts.change} changes, {diff.counts.improvement}{' '}
        improvements ({diff.events.baseline} events in the baseline, {diff.events.current} in this run).
      </p>
      {changed.length === 0 && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Every action sent the same tracking as the baseline.
        </p>
      )}
      {changed.map((group) => (
        <section key={group.key} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
          <h3 className="text-sm font-semibold break-words">
            {group.label}
            {!group.inCurrent && ' (not run this time)'}
            {!group.inBaseline && ' (new action)'}
          </h3>
          <ul className="mt-2 flex flex-col gap-1">
            {group.changes.map((change, index) => (
              <li
                key={`${change.kind}-${change.subject ?? ''}-${index}`}
                className="flex items-start gap-2 text-sm"
              >
                <span
                  className={`shrink-0 rounded px-1.5 py-0.5 text-xs font-medium ${SEVERITY_STYLE[change.severity]}`}
                >
                  {change.severity}
                </span>
                <span className="break-words">{change.message}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
