import type { DiffChange, DiffGroup, DiffSeverity, SessionDiff } from '@tagproof/engine';
import { plural } from '../../../lib/format';

const SEVERITY_LOOK: Record<DiffSeverity, { label: string; badge: string }> = {
  regression: {
    label: 'Regression',
    badge: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  },
  change: {
    label: 'Change',
    badge: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  },
  improvement: {
    label: 'Improvement',
    badge: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  },
};

/** Pages with regressions first, then those with changes, then the rest (stable within each). */
function byConcern(groups: readonly DiffGroup[]): DiffGroup[] {
  const rank = (group: DiffGroup) => (group.counts.regression > 0 ? 0 : group.changes.length > 0 ? 1 : 2);
  return [...groups].sort((a, b) => rank(a) - rank(b));
}

/** The diff of two sessions: totals, then each changed page with its changes, regressions first. */
export function SessionDiffView({ diff }: { diff: SessionDiff }) {
  const changed = byConcern(diff.groups).filter((group) => group.changes.length > 0);
  const unchanged = diff.groups.length - changed.length;
  return (
    <div className="flex flex-col gap-4">
      <p className="flex flex-wrap gap-2 text-sm" aria-label="Totals">
        {(['regression', 'change', 'improvement'] as const).map((severity) => (
          <span
            key={severity}
            className={`rounded-full px-2.5 py-0.5 font-medium ${SEVERITY_LOOK[severity].badge}`}
          >
            {plural(diff.counts[severity], severity)}
          </span>
        ))}
        <span className="px-1 py-0.5 text-slate-700 dark:text-slate-300">
          {diff.events.baseline} → {diff.events.current} events
        </span>
      </p>
      {changed.length === 0 ? (
        <p className="rounded-lg border border-slate-200 p-4 text-sm dark:border-slate-700">
          No difference: the same events and parameters on {plural(diff.groups.length, 'page')}.
        </p>
      ) : (
        changed.map((group) => <DiffGroupSection key={group.key} group={group} />)
      )}
      {changed.length > 0 && unchanged > 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {plural(unchanged, 'other page')} unchanged.
        </p>
      ) : null}
    </div>
  );
}

function DiffGroupSection({ group }: { group: DiffGroup }) {
  const side = !group.inCurrent
    ? 'only in the baseline'
    : !group.inBaseline
      ? 'only in the current session'
      : null;
  return (
    <section className="rounded-xl border border-slate-200 dark:border-slate-700" aria-label={group.label}>
      <h4 className="m-0 flex flex-wrap items-baseline gap-x-2 border-b border-slate-200 px-4 py-2 text-sm font-semibold break-all dark:border-slate-700">
        <span className="font-mono text-xs">{group.label}</span>
        {side ? (
          <span className="text-xs font-normal text-slate-700 dark:text-slate-300">({side})</span>
        ) : null}
      </h4>
      <ul className="m-0 flex list-none flex-col divide-y divide-slate-200 p-0 dark:divide-slate-700">
        {group.changes.map((change, index) => (
          <DiffChangeRow key={index} change={change} />
        ))}
      </ul>
    </section>
  );
}

function DiffChangeRow({ change }: { change: DiffChange }) {
  const look = SEVERITY_LOOK[change.severity];
  return (
    <li
      className="flex items-start gap-3 px-4 py-2 text-sm"
      data-severity={change.severity}
      data-kind={change.kind}
    >
      <span
        className={`mt-0.5 w-24 shrink-0 rounded px-1.5 py-0.5 text-center text-xs font-semibold ${look.badge}`}
      >
        {look.label}
      </span>
      <span className="min-w-0 break-words">{change.message}</span>
    </li>
  );
}
