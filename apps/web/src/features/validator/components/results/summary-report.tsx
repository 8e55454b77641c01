import { focusRing } from '../../../../components/ui/button-styles';
import { useResultRows } from '../../hooks/use-result-rows';
import { isOnlyFilter, activeFilterCount } from '../../stores/filters';
import { summaryTiles, type SummaryTile } from '../../stores/summary';
import { capturedPhrase, eventCounts, splitPhrase } from '../../stores/event-counts';
import { useValidator, validatorActions } from '../../stores/validator-instance';
import { SectionHeading } from './section-heading';

const TONE: Record<SummaryTile['tone'], string> = {
  neutral: 'text-slate-900 dark:text-white',
  bad: 'text-red-700 dark:text-red-400',
  warn: 'text-amber-700 dark:text-amber-400',
  good: 'text-green-700 dark:text-green-400',
};

/** Section 1: the 9 stat tiles; each filters the page (Total Requests clears the filters). */
export function SummaryReport() {
  const { rows } = useResultRows();
  const filters = useValidator((state) => state.filters);
  const tiles = summaryTiles(rows);
  const counts = eventCounts(useValidator((state) => state.validatedData));
  return (
    <section id="summary-report" data-anchor aria-labelledby="summary-report-title">
      <SectionHeading
        id="summary-report-title"
        title="Summary Report"
        hint="Click a tile to show only those requests; click it again to show all."
      />
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5 xl:grid-cols-9">
        {tiles.map((tile) => {
          const pressed = tile.filter
            ? isOnlyFilter(filters, tile.filter.group, tile.filter.value)
            : activeFilterCount(filters) === 0;
          return (
            <li key={tile.id}>
              <button
                type="button"
                aria-pressed={pressed}
                onClick={() => validatorActions().applyTileFilter(tile.filter)}
                className={`flex h-full w-full flex-col items-start gap-1 rounded-xl border p-3 text-left shadow-sm transition-colors ${focusRing} ${
                  pressed
                    ? 'border-indigo-600 bg-indigo-50 ring-1 ring-indigo-600 dark:border-indigo-400 dark:bg-indigo-950 dark:ring-indigo-400'
                    : 'border-slate-200 bg-white hover:border-indigo-300 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-indigo-500'
                }`}
              >
                <span className={`text-2xl font-bold tabular-nums ${TONE[tile.tone]}`}>
                  {tile.count.toLocaleString()}
                </span>
                <span className="text-xs leading-tight font-medium text-slate-700 dark:text-slate-300">
                  {tile.label}
                </span>
                {tile.id === 'total' && counts.split > 0 ? (
                  <span className="text-xs leading-tight text-slate-600 dark:text-slate-400">
                    {`events from ${capturedPhrase(counts)} (${splitPhrase(counts)})`}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
