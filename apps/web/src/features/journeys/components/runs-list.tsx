import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { timelineKey, type TimelineRun } from '../model/run-timeline';
import { plural } from '../../../lib/format';

export interface RunsListProps {
  /** Runs with a report and failed runs, oldest first (listed newest first). */
  runs: readonly TimelineRun[];
  selected: string | null;
  baselineId: string | null;
  onSelect(reportId: string): void;
  onMarkBaseline(reportId: string): void;
}

type ReportRun = Extract<TimelineRun, { kind: 'report' }>;

/** A run's time to the second (runs of one minute differ); shown nowrap, never split mid-value. */
export const runTime = (at: string) =>
  new Date(at).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'medium' });

const CELL = 'px-1 py-2 sm:p-2';
const BASELINE_BADGE =
  'rounded bg-indigo-100 px-1.5 text-xs whitespace-nowrap text-indigo-900 dark:bg-indigo-950 dark:text-indigo-200';
const FAILED_BADGE =
  'rounded bg-red-100 px-1.5 text-xs whitespace-nowrap text-red-900 dark:bg-red-950 dark:text-red-200';

/**
 * The journey's runs, newest first: a table from `sm` up, and below it one stacked card per run
 * (time, badges, counts, error, actions wrapping), so a phone never scrolls sideways to reach an
 * action. A failed run shows its error and has no actions (it saved no report).
 */
export function RunsList(props: RunsListProps) {
  const newestFirst = [...props.runs].reverse();
  return (
    <>
      <div className="hidden sm:block">
        <table className="w-full text-left text-sm">
          <thead className="text-slate-700 dark:text-slate-300">
            <tr>
              <th className={CELL}>Run</th>
              <th className={CELL}>Hits</th>
              <th className={CELL}>Errors</th>
              <th className={CELL}>Failed tests</th>
              <th className={CELL} />
            </tr>
          </thead>
          <tbody>
            {newestFirst.map((run) =>
              run.kind === 'failed' ? (
                <tr key={timelineKey(run)} className="border-t border-slate-200 dark:border-slate-700">
                  <td className={CELL}>
                    <span className="whitespace-nowrap">{runTime(run.at)}</span>
                    <span className={`ml-2 ${FAILED_BADGE}`}>failed</span>
                  </td>
                  <td className={`${CELL} break-words text-red-800 dark:text-red-300`} colSpan={3}>
                    {run.error}
                  </td>
                  <td className={CELL} />
                </tr>
              ) : (
                <tr
                  key={timelineKey(run)}
                  className={`border-t border-slate-200 dark:border-slate-700 ${run.reportId === props.selected ? 'bg-indigo-50 dark:bg-slate-800' : ''}`}
                >
                  <td className={CELL}>
                    <RunTimeButton run={run} onSelect={props.onSelect} />
                    {run.reportId === props.baselineId && (
                      <span className={`ml-2 ${BASELINE_BADGE}`}>baseline</span>
                    )}
                  </td>
                  <td className={CELL}>{run.hits}</td>
                  <td className={CELL}>{run.errors}</td>
                  <td className={CELL}>{run.failedTests}</td>
                  <td className={CELL}>
                    <RunActions
                      run={run}
                      baselineId={props.baselineId}
                      onMarkBaseline={props.onMarkBaseline}
                      className="justify-end lg:flex-nowrap"
                    />
                  </td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-2 sm:hidden" aria-label="Runs">
        {newestFirst.map((run) => (
          <li
            key={timelineKey(run)}
            className={`flex min-w-0 flex-col gap-1 rounded-lg border p-3 text-sm ${
              run.kind === 'report' && run.reportId === props.selected
                ? 'border-indigo-300 bg-indigo-50 dark:border-indigo-700 dark:bg-slate-800'
                : 'border-slate-200 dark:border-slate-700'
            }`}
          >
            <div className="flex flex-wrap items-center gap-2">
              {run.kind === 'report' ? (
                <RunTimeButton run={run} onSelect={props.onSelect} />
              ) : (
                <span className="whitespace-nowrap">{runTime(run.at)}</span>
              )}
              {run.kind === 'failed' && <span className={FAILED_BADGE}>failed</span>}
              {run.kind === 'report' && run.reportId === props.baselineId && (
                <span className={BASELINE_BADGE}>baseline</span>
              )}
            </div>
            {run.kind === 'failed' ? (
              <p className="break-words text-red-800 dark:text-red-300">{run.error}</p>
            ) : (
              <>
                <p className="text-slate-700 dark:text-slate-300">
                  {plural(run.hits, 'hit')} · {plural(run.errors, 'error')} ·{' '}
                  {plural(run.failedTests, 'failed test')}
                </p>
                <RunActions run={run} baselineId={props.baselineId} onMarkBaseline={props.onMarkBaseline} />
              </>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

function RunTimeButton({ run, onSelect }: { run: ReportRun; onSelect(reportId: string): void }) {
  return (
    <button type="button" className="whitespace-nowrap underline" onClick={() => onSelect(run.reportId)}>
      {runTime(run.at)}
    </button>
  );
}

function RunActions({
  run,
  baselineId,
  onMarkBaseline,
  className = '',
}: { run: ReportRun; className?: string } & Pick<RunsListProps, 'baselineId' | 'onMarkBaseline'>) {
  return (
    <div className={`flex flex-wrap items-center gap-1 ${className}`}>
      <Link
        className={buttonClass('ghost', 'sm')}
        to={`/automatedResults/${encodeURIComponent(run.reportId)}`}
      >
        Report
      </Link>
      {run.reportId !== baselineId && (
        <button
          type="button"
          className={buttonClass('ghost', 'sm')}
          onClick={() => onMarkBaseline(run.reportId)}
        >
          Mark as baseline
        </button>
      )}
    </div>
  );
}
