import { Link, useParams, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import type { AutomationResultsBody } from '../api/automation-types';
import { useResultsPoller } from '../hooks/use-results-poller';
import { readRecording } from '../results/read-result';
import { builderStore } from '../stores/builder-instance';
import { AUTOMATION_MESSAGES } from '../messages';
import { JobResult } from './results/job-result';
import { JsonView } from './results/json-view';
import { PollingStatus } from './results/polling-status';

const bannerClass = {
  success:
    'rounded-xl border border-emerald-300 bg-emerald-50 p-4 font-semibold text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  error:
    'flex flex-col gap-2 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-200',
  warning:
    'flex flex-col gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200',
};

/**
 * "Back to Builder" keeps the journey: when the builder is empty (a new tab, a reload, a shared
 * link), the run's steps as they ran are loaded into it (Recording mode).
 */
function keepJourney(jobId: string, body: AutomationResultsBody | null): void {
  const builder = builderStore().getState();
  if (builder.recording || builder.instructions.length > 0 || !body) return;
  const recording = readRecording(body);
  if (recording) builder.loadRecording(`run-${jobId}.json`, JSON.stringify(recording));
}

/**
 * `/automation-results/:jobId` (specification §2, §4): polls the job at once, follows it live (quick
 * checks between attempts, see the results poller) and counts an attempt every 30 s
 * (60 attempts at most) and shows its result. `?token=` lets a viewer who is not signed in read it.
 */
export function AutomationResultsPage() {
  const { jobId } = useParams();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const state = useResultsPoller(jobId, token);
  const fileName = `tagproof-automation-${jobId ?? 'job'}.json`;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
            Automation Results
          </h1>
          {jobId ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Job <span className="font-mono">{jobId}</span>
            </p>
          ) : null}
        </div>
        <Link
          to="/automation-builder"
          className={buttonClass('secondary')}
          onClick={() => keepJourney(jobId ?? 'job', state.body)}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M15 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          Back to Builder
        </Link>
      </header>

      {state.phase === 'polling' ? (
        <PollingStatus
          attempt={state.attempt}
          maxAttempts={state.maxAttempts}
          body={state.body}
          answeredAttempt={state.answeredAttempt}
          checkedAt={state.checkedAt}
          checks={state.checks}
        />
      ) : null}

      {state.phase === 'completed' && state.body ? (
        <>
          <p role="status" className={bannerClass.success}>
            {AUTOMATION_MESSAGES.completed}
          </p>
          <JobResult body={state.body} jobId={jobId ?? ''} token={token} />
          <JsonView value={state.body} fileName={fileName} collapsed />
        </>
      ) : null}

      {state.phase === 'failed' ? (
        <>
          <div role="alert" className={bannerClass.error}>
            <p className="font-semibold">{state.error}</p>
          </div>
          {state.body ? (
            <>
              <JobResult body={state.body} jobId={jobId ?? ''} token={token} />
              <JsonView value={state.body} fileName={fileName} title="Raw answer" collapsed />
            </>
          ) : null}
        </>
      ) : null}

      {state.phase === 'other' && state.body ? <JsonView value={state.body} fileName={fileName} /> : null}

      {state.phase === 'error' ? (
        <div role="alert" className={bannerClass.error}>
          <p className="font-semibold">{state.error}</p>
          {state.detail ? <p className="text-sm">{state.detail}</p> : null}
          {jobId ? (
            <div>
              <button type="button" className={buttonClass('secondary', 'sm')} onClick={state.retry}>
                Try again
              </button>
            </div>
          ) : null}
        </div>
      ) : null}

      {state.phase === 'timeout' ? (
        <div role="alert" className={bannerClass.warning}>
          <p className="font-semibold">{state.error}</p>
          <p className="text-sm">The job is still {state.body?.status ?? 'running'}.</p>
          <div>
            <button type="button" className={buttonClass('secondary', 'sm')} onClick={state.retry}>
              Check again
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
