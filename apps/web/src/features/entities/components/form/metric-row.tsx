import { focusRing } from '../../../../components/ui/button-styles';
import { metricCategoryLabel } from '../../model/metric-category';
import { COMPARISONS, COMPARISON_LABELS, type Comparison, type MetricRow } from '../../model/metrics';
import { editingSession } from '../../stores/editing-session';
import { SELECT, TEXT_INPUT } from './field-styles';

/** One metric: its test and trigger flags (from a request), name and category, comparison, value. */
export function MetricRowView({
  row,
  showTest,
  showTrigger,
  readOnly,
}: {
  row: MetricRow;
  showTest: boolean;
  showTrigger: boolean;
  readOnly: boolean;
}) {
  const session = editingSession.getState;
  return (
    <tr data-metric={row.name} className="border-t border-slate-100 align-middle dark:border-slate-800">
      {showTest ? (
        <td className="px-2 py-2 text-center">
          <input
            type="checkbox"
            checked={row.isSelected}
            disabled={readOnly}
            aria-label={`Check ${row.name} in the test`}
            onChange={(event) => session().updateMetric(row.id, { isSelected: event.target.checked })}
            className="size-4 accent-indigo-700"
          />
        </td>
      ) : null}
      {showTrigger ? (
        <td className="px-2 py-2 text-center">
          <input
            type="checkbox"
            checked={row.isTrigger}
            disabled={readOnly}
            aria-label={`Use ${row.name} as a trigger`}
            onChange={(event) => session().updateMetric(row.id, { isTrigger: event.target.checked })}
            className="size-4 accent-violet-700"
          />
        </td>
      ) : null}
      <td className="px-3 py-2">
        <div className="flex flex-col gap-0.5">
          <span className="font-mono text-xs font-semibold break-all">{row.name}</span>
          <span className="text-xs text-slate-600 dark:text-slate-400">
            {metricCategoryLabel(row.category)}
          </span>
        </div>
      </td>
      <td className="px-3 py-2">
        <select
          aria-label={`Comparison for ${row.name}`}
          value={row.comparison}
          disabled={readOnly}
          onChange={(event) =>
            session().updateMetric(row.id, { comparison: event.target.value as Comparison })
          }
          className={`${SELECT} h-9`}
        >
          {COMPARISONS.map((option) => (
            <option key={option} value={option}>
              {COMPARISON_LABELS[option]}
            </option>
          ))}
        </select>
      </td>
      <td className="px-3 py-2">
        <input
          aria-label={`Expected value for ${row.name}`}
          value={row.comparison === 'equals' ? row.expectedValue : ''}
          placeholder={row.comparison === 'equals' ? '' : 'Not needed'}
          disabled={readOnly || row.comparison !== 'equals'}
          onChange={(event) => session().editMetricValue(row.id, event.target.value)}
          className={`${TEXT_INPUT} h-9 font-mono text-xs`}
        />
      </td>
      <td className="px-2 py-2 text-center">
        {readOnly ? null : (
          <button
            type="button"
            aria-label={`Remove ${row.name}`}
            onClick={() => session().removeMetric(row.id)}
            className={`inline-flex size-8 items-center justify-center rounded-md text-slate-500 hover:bg-red-50 hover:text-red-700 dark:hover:bg-red-950 dark:hover:text-red-300 ${focusRing}`}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </td>
    </tr>
  );
}
