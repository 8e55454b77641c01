import { timelineKey, type TimelineRun } from '../model/run-timeline';

const SERIES = [
  {
    key: 'hits',
    label: 'Hits',
    stroke: 'stroke-indigo-600 dark:stroke-indigo-400',
    fill: 'bg-indigo-600 dark:bg-indigo-400',
  },
  {
    key: 'errors',
    label: 'Errors',
    stroke: 'stroke-red-600 dark:stroke-red-400',
    fill: 'bg-red-600 dark:bg-red-400',
  },
  {
    key: 'failedTests',
    label: 'Failed tests',
    stroke: 'stroke-amber-600 dark:stroke-amber-400',
    fill: 'bg-amber-600 dark:bg-amber-400',
  },
] as const;

const WIDTH = 600;
const HEIGHT = 160;
const PAD = 8;

export interface RunsChartProps {
  /** Runs with a report and failed runs, oldest first. */
  runs: readonly TimelineRun[];
  selected: string | null;
  onSelect(reportId: string): void;
}

const when = (at: string) => new Date(at).toLocaleString();

/**
 * Errors, failed tests and hits per run over time, as an inline SVG (one line per series on a
 * shared scale through the runs with a report, one column per run); a click on a run selects it.
 * A failed run (no report, so no values) is a red mark on the time axis in its column; the text
 * alternative counts them, and the runs table beside the chart lists each with its error.
 */
export function RunsChart({ runs, selected, onSelect }: RunsChartProps) {
  if (runs.length === 0) return null;
  const reports = runs.flatMap((run, index) => (run.kind === 'report' ? [{ run, index }] : []));
  const failed = runs.length - reports.length;
  const max = Math.max(1, ...reports.flatMap(({ run }) => [run.hits, run.errors, run.failedTests]));
  const step = runs.length > 1 ? (WIDTH - 2 * PAD) / (runs.length - 1) : 0;
  const x = (index: number) => (runs.length > 1 ? PAD + index * step : WIDTH / 2);
  const y = (value: number) => HEIGHT - PAD - (value / max) * (HEIGHT - 2 * PAD);
  const band = runs.length > 1 ? step : WIDTH;
  const label =
    `Errors, failed tests and hits of the last ${runs.length} runs (highest ${max})` +
    (failed > 0
      ? `; ${failed} failed run${failed === 1 ? '' : 's'} without a report, marked in red on the time axis`
      : '');
  return (
    <figure className="flex flex-col gap-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-40 w-full rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900"
        role="img"
        aria-label={label}
        preserveAspectRatio="none"
      >
        {runs.map((run, index) =>
          run.kind === 'report' ? (
            <rect
              key={timelineKey(run)}
              x={x(index) - band / 2}
              y={0}
              width={band}
              height={HEIGHT}
              className={
                run.reportId === selected
                  ? 'cursor-pointer fill-indigo-100 dark:fill-slate-700'
                  : 'cursor-pointer fill-transparent hover:fill-slate-100 dark:hover:fill-slate-800'
              }
              onClick={() => onSelect(run.reportId)}
            >
              <title>{`${when(run.at)}: ${run.hits} hits, ${run.errors} errors, ${run.failedTests} failed tests`}</title>
            </rect>
          ) : (
            <g key={timelineKey(run)} data-failed-run={run.jobId}>
              <title>{`${when(run.at)}: the run failed (no report): ${run.error}`}</title>
              <rect
                x={x(index) - band / 2}
                y={0}
                width={band}
                height={HEIGHT}
                className="fill-red-50 dark:fill-red-950/40"
              />
              <line
                x1={x(index)}
                x2={x(index)}
                y1={0}
                y2={HEIGHT}
                strokeWidth={1}
                strokeDasharray="4 4"
                vectorEffect="non-scaling-stroke"
                className="stroke-red-400 dark:stroke-red-500"
              />
              <line
                x1={x(index)}
                x2={x(index)}
                y1={HEIGHT - 3 * PAD}
                y2={HEIGHT}
                strokeWidth={6}
                vectorEffect="non-scaling-stroke"
                className="stroke-red-600 dark:stroke-red-400"
              />
            </g>
          ),
        )}
        {SERIES.map((series) => (
          <polyline
            key={series.key}
            fill="none"
            strokeWidth={2}
            vectorEffect="non-scaling-stroke"
            className={`${series.stroke} pointer-events-none`}
            points={reports.map(({ run, index }) => `${x(index)},${y(run[series.key])}`).join(' ')}
          />
        ))}
      </svg>
      <figcaption className="flex flex-wrap gap-4 text-xs text-slate-700 dark:text-slate-300">
        {SERIES.map((series) => (
          <span key={series.key} className="inline-flex items-center gap-1">
            <span className={`inline-block h-2 w-4 rounded ${series.fill}`} aria-hidden="true" />
            {series.label}
          </span>
        ))}
        {failed > 0 && (
          <span className="inline-flex items-center gap-1">
            <span className="inline-block h-3 w-1 rounded bg-red-600 dark:bg-red-400" aria-hidden="true" />
            Failed run ({failed})
          </span>
        )}
        <span>Highest value: {max}</span>
      </figcaption>
    </figure>
  );
}
