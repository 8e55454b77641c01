import { timelineKey, type TimelineRun } from '../model/run-timeline';
import { runTime } from './runs-list';

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

type SeriesKey = (typeof SERIES)[number]['key'];

/**
 * How each series is drawn, so that two on the same values stay apart: failed tests dashed with
 * small round points, drawn over errors' solid line and square points.
 */
const LOOK: Record<SeriesKey, { dash?: string; cap: 'round' | 'square'; point: number }> = {
  hits: { cap: 'round', point: 7 },
  errors: { cap: 'square', point: 8 },
  failedTests: { dash: '6 4', cap: 'round', point: 5 },
};

const WIDTH = 600;
const HEIGHT = 160;
const PAD = 8;
/** Room above the plot for the baseline's tab. */
const TOP = 20;

export interface RunsChartProps {
  /** Runs with a report and failed runs, oldest first. */
  runs: readonly TimelineRun[];
  selected: string | null;
  /** The baseline run's report id, marked at the top of its column. */
  baselineId?: string | null;
  onSelect(reportId: string): void;
}

type ReportPoint = { run: Extract<TimelineRun, { kind: 'report' }>; index: number };

/** The runs with a report in stretches broken by failed runs: a line never crosses a failed run. */
function stretches(runs: readonly TimelineRun[]): ReportPoint[][] {
  const found: ReportPoint[][] = [[]];
  runs.forEach((run, index) => {
    if (run.kind === 'report') found[found.length - 1]?.push({ run, index });
    else found.push([]);
  });
  return found.filter((stretch) => stretch.length > 0);
}

/**
 * Errors, failed tests and hits per run over time, as an inline SVG (one line per series on a
 * shared scale, one full-width column per run, a point per run with a report); a click on a run
 * selects it. A failed run (no report, so no values) breaks the lines and is a red mark on the time
 * axis in its column; the baseline run has an indigo tab at the top of its column. The text
 * alternative says both, and the runs list beside the chart gives each failed run's error.
 */
export function RunsChart({ runs, selected, baselineId = null, onSelect }: RunsChartProps) {
  if (runs.length === 0) return null;
  const reports = runs.flatMap((run, index) => (run.kind === 'report' ? [{ run, index }] : []));
  const failed = runs.length - reports.length;
  const baseline = reports.find(({ run }) => run.reportId === baselineId);
  const max = Math.max(1, ...reports.flatMap(({ run }) => [run.hits, run.errors, run.failedTests]));
  const band = WIDTH / runs.length;
  const x = (index: number) => band * (index + 0.5);
  const y = (value: number) => HEIGHT - PAD - (value / max) * (HEIGHT - PAD - TOP);
  const lines = stretches(runs);
  const label =
    `Errors, failed tests and hits of the last ${runs.length} runs (highest ${max})` +
    (failed > 0
      ? `; ${failed} failed run${failed === 1 ? '' : 's'} without a report, marked in red on the time axis`
      : '') +
    (baseline
      ? `; the baseline run (${runTime(baseline.run.at)}, run ${baseline.index + 1}) marked at the top`
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
              <title>{`${runTime(run.at)}: ${run.hits} hits, ${run.errors} errors, ${run.failedTests} failed tests`}</title>
            </rect>
          ) : (
            <g key={timelineKey(run)} data-failed-run={run.jobId}>
              <title>{`${runTime(run.at)}: the run failed (no report): ${run.error}`}</title>
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
        {baseline && (
          <g data-baseline-run={baseline.run.reportId} className="pointer-events-none">
            <title>{`Baseline run: ${runTime(baseline.run.at)}`}</title>
            <line
              x1={x(baseline.index)}
              x2={x(baseline.index)}
              y1={0}
              y2={HEIGHT}
              strokeWidth={1}
              vectorEffect="non-scaling-stroke"
              className="stroke-indigo-300 dark:stroke-indigo-700"
            />
            <line
              x1={x(baseline.index)}
              x2={x(baseline.index)}
              y1={0}
              y2={TOP - 6}
              strokeWidth={6}
              vectorEffect="non-scaling-stroke"
              className="stroke-indigo-600 dark:stroke-indigo-400"
            />
          </g>
        )}
        {SERIES.map((series) => (
          <g key={series.key} data-series={series.key} className={`${series.stroke} pointer-events-none`}>
            <path
              fill="none"
              strokeWidth={2}
              strokeDasharray={LOOK[series.key].dash}
              vectorEffect="non-scaling-stroke"
              d={lines
                .map((stretch) =>
                  stretch
                    .map(({ run, index }, at) => `${at === 0 ? 'M' : 'L'}${x(index)},${y(run[series.key])}`)
                    .join(' '),
                )
                .join(' ')}
            />
            {reports.map(({ run, index }) => (
              // A zero-length line with a cap: a point that keeps its shape in the stretched SVG.
              <line
                key={run.reportId}
                data-point={run.reportId}
                x1={x(index)}
                x2={x(index)}
                y1={y(run[series.key])}
                y2={y(run[series.key])}
                strokeWidth={LOOK[series.key].point}
                strokeLinecap={LOOK[series.key].cap}
                vectorEffect="non-scaling-stroke"
              />
            ))}
          </g>
        ))}
      </svg>
      <figcaption className="flex flex-wrap gap-4 text-xs text-slate-700 dark:text-slate-300">
        {SERIES.map((series) => (
          <span key={series.key} className="inline-flex items-center gap-1">
            {LOOK[series.key].dash ? (
              <span className="inline-flex w-4 justify-between" aria-hidden="true">
                <span className={`inline-block h-1 w-1.5 ${series.fill}`} />
                <span className={`inline-block h-1 w-1.5 ${series.fill}`} />
              </span>
            ) : (
              <span className={`inline-block h-2 w-4 rounded ${series.fill}`} aria-hidden="true" />
            )}
            {series.label}
          </span>
        ))}
        {failed > 0 && (
          <span className="inline-flex items-center gap-1">
            <span className="inline-block h-3 w-1 rounded bg-red-600 dark:bg-red-400" aria-hidden="true" />
            Failed run ({failed})
          </span>
        )}
        {baseline && (
          <span className="inline-flex items-center gap-1">
            <span
              className="inline-block h-3 w-1 rounded bg-indigo-600 dark:bg-indigo-400"
              aria-hidden="true"
            />
            Baseline run
          </span>
        )}
        <span>Highest value: {max}</span>
      </figcaption>
    </figure>
  );
}
