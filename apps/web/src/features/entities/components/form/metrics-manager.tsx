import { useMemo, useState } from 'react';
import { buttonClass } from '../../../../components/ui/button-styles';
import { createsTest, createsTrigger } from '../../model/creation-mode';
import { metricCategoryLabel } from '../../model/metric-category';
import type { MetricRow } from '../../model/metrics';
import { matchesSearch } from '../../model/table-model';
import { editingSession, useEditingSession } from '../../stores/editing-session';
import { AddMetricForm } from './add-metric-form';
import { SELECT, TEXT_INPUT } from './field-styles';
import { MetricRowView } from './metric-row';

const ALL_CATEGORIES = 'all';

function FlagHeader({
  label,
  rows,
  flag,
  disabled,
}: {
  label: string;
  rows: readonly MetricRow[];
  flag: 'isSelected' | 'isTrigger';
  disabled: boolean;
}) {
  const all = rows.length > 0 && rows.every((row) => row[flag]);
  return (
    <th scope="col" className="w-20 px-2 py-2 text-center">
      <label className="inline-flex flex-col items-center gap-1 text-xs font-semibold uppercase">
        {label}
        <input
          type="checkbox"
          checked={all}
          disabled={disabled || rows.length === 0}
          aria-label={`${all ? 'Clear' : 'Select'} every shown metric for the ${label.toLowerCase()}`}
          onChange={() => {
            const ids = new Set(rows.map((row) => row.id));
            for (const id of ids) editingSession.getState().updateMetric(id, { [flag]: !all });
          }}
          className="size-4 accent-indigo-700"
        />
      </label>
    </th>
  );
}

/**
 * The metrics manager: search, a category filter, custom metrics, and per metric its comparison and
 * expected value. From a request it has a test column (metrics the test checks) and a trigger column
 * (metrics that fire the trigger), as the mode needs them.
 */
export function MetricsManager({ readOnly = false }: { readOnly?: boolean }) {
  const metrics = useEditingSession((state) => state.metrics);
  const search = useEditingSession((state) => state.searchInput);
  const mode = useEditingSession((state) => state.mode);
  const fromRequest = useEditingSession((state) => state.isEntityFromRequest);
  const vendor = useEditingSession((state) => state.selectedCategory);
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [adding, setAdding] = useState(false);
  const showTest = fromRequest && createsTest(mode);
  const showTrigger = fromRequest && createsTrigger(mode);

  const categories = useMemo(() => [...new Set(metrics.map((row) => row.category))].sort(), [metrics]);
  const shown = metrics.filter(
    (row) =>
      (category === ALL_CATEGORIES || row.category === category) &&
      matchesSearch(
        { name: row.name, value: row.expectedValue, category: metricCategoryLabel(row.category) },
        search,
      ),
  );
  const selected = metrics.filter((row) => row.isSelected).length;
  const triggers = metrics.filter((row) => row.isTrigger).length;
  const session = editingSession.getState;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <input
          type="search"
          aria-label="Search metrics"
          placeholder="Search metrics"
          value={search}
          onChange={(event) => session().setSearchInput(event.target.value)}
          className={`${TEXT_INPUT} h-9 max-w-64`}
        />
        <select
          aria-label="Metric category"
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          className={`${SELECT} h-9 max-w-56`}
        >
          <option value={ALL_CATEGORIES}>All categories</option>
          {categories.map((option) => (
            <option key={option} value={option}>
              {metricCategoryLabel(option)}
            </option>
          ))}
        </select>
        <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {metrics.length} metric{metrics.length === 1 ? '' : 's'}
          {showTest ? ` · ${selected} for the test` : ''}
          {showTrigger ? ` · ${triggers} marked as trigger` : ''}
        </p>
        {readOnly ? null : (
          <button
            type="button"
            className={`${buttonClass('secondary', 'sm')} ml-auto`}
            onClick={() => setAdding(true)}
            disabled={adding}
          >
            Add Metric
          </button>
        )}
      </div>
      {adding && !readOnly ? <AddMetricForm vendor={vendor} onDone={() => setAdding(false)} /> : null}
      <div className="relative overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
        <table className="w-full min-w-[40rem] text-sm" aria-label="Metrics">
          <thead className="bg-slate-50 text-left text-xs text-slate-600 uppercase dark:bg-slate-800/60 dark:text-slate-400">
            <tr>
              {showTest ? (
                <FlagHeader label="Test" rows={shown} flag="isSelected" disabled={readOnly} />
              ) : null}
              {showTrigger ? (
                <FlagHeader label="Trigger" rows={shown} flag="isTrigger" disabled={readOnly} />
              ) : null}
              <th scope="col" className="px-3 py-2 font-semibold">
                Parameter
              </th>
              <th scope="col" className="w-40 px-3 py-2 font-semibold">
                Comparison
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Expected value
              </th>
              <th scope="col" className="w-12 px-2 py-2">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.length === 0 ? (
              <tr>
                <td colSpan={6} className="px-3 py-6 text-center text-slate-600 dark:text-slate-400">
                  {metrics.length === 0
                    ? 'No metrics yet. Add the parameters to check with "Add Metric".'
                    : 'No matching metrics'}
                </td>
              </tr>
            ) : (
              shown.map((row) => (
                <MetricRowView
                  key={row.id}
                  row={row}
                  showTest={showTest}
                  showTrigger={showTrigger}
                  readOnly={readOnly}
                />
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
