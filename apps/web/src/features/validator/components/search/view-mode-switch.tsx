import { focusRing } from '../../../../components/ui/button-styles';
import { setResultsViewMode, useResultsViewMode, type ResultsViewMode } from '../../stores/results-view-mode';

const MODES: ReadonlyArray<{ mode: ResultsViewMode; label: string; title: string }> = [
  { mode: 'grouped', label: 'Grouped', title: 'Requests by section: errors, duplicates, consent, all' },
  { mode: 'timeline', label: 'Timeline', title: 'Requests per page, in the order they fired' },
];

/** The grouped / timeline switch; the choice is remembered. */
export function ViewModeSwitch() {
  const current = useResultsViewMode();
  return (
    <div
      role="radiogroup"
      aria-label="Results view"
      className="inline-flex h-8 rounded-lg border border-slate-300 bg-white p-0.5 dark:border-slate-600 dark:bg-slate-900"
    >
      {MODES.map(({ mode, label, title }) => (
        <button
          key={mode}
          type="button"
          role="radio"
          aria-checked={current === mode}
          title={title}
          onClick={() => setResultsViewMode(mode)}
          className={`rounded-md px-3 text-sm font-medium ${focusRing} ${current === mode ? 'bg-indigo-700 text-white dark:bg-indigo-600' : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'}`}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
