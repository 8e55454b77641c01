import type { AutomationRun } from '@tagproof/contracts';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';
import { formatSessionDate } from '../../../lib/format';
import { queryClient } from '../../../lib/query-client';
import { AutomationApiError } from '../api/automation-api-error';
import { fetchRuns, RUNS_MESSAGES } from '../api/fetch-runs';
import { builderStore } from '../stores/builder-instance';
import { plural } from '../../../lib/format';

const STATUS_STYLE: Record<string, string> = {
  completed: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  failed: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
};

/** Puts a run's steps (as run) into the builder, in Recording mode; false when they are refused. */
function loadIntoBuilder(run: AutomationRun): boolean {
  if (!run.recording) return false;
  return builderStore().getState().loadRecording(`run-${run.jobId}.json`, JSON.stringify(run.recording));
}

function RunItem({ run }: { run: AutomationRun }) {
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const totals = run.totals;
  const rerun = async () => {
    setProblem(null);
    if (!loadIntoBuilder(run)) {
      setProblem(builderStore().getState().recordingError ?? 'This run has no steps to run again.');
      return;
    }
    setBusy(true);
    const job = await builderStore().getState().submit();
    setBusy(false);
    const submission = builderStore().getState().submission;
    if (!job) {
      setProblem(submission.status === 'error' ? submission.message : 'The run could not be started.');
      return;
    }
    void navigate(
      `/automation-results/${encodeURIComponent(job.jobId)}?token=${encodeURIComponent(job.token)}`,
    );
  };
  return (
    <li
      data-testid="run"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[run.status] ?? 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100'}`}
        >
          {run.status}
        </span>
        <Link
          to={`/automation-results/${encodeURIComponent(run.jobId)}`}
          className="font-medium break-all text-indigo-700 underline dark:text-indigo-300"
        >
          {run.websiteUrl}
        </Link>
        <time dateTime={run.createdAt} className="text-sm text-slate-600 dark:text-slate-400">
          {formatSessionDate(Date.parse(run.createdAt))}
        </time>
      </div>
      {totals ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {plural(totals.executedActions, 'action')} run of {totals.totalActions} ·{' '}
          {plural(totals.trackingRequests, 'tracking request')} · {plural(totals.errors, 'error')} ·{' '}
          <span className={totals.testsFailed > 0 ? 'font-semibold text-red-700 dark:text-red-400' : ''}>
            {plural(totals.testsFailed, 'failed test')}
          </span>{' '}
          of {totals.testsPassed + totals.testsFailed}
        </p>
      ) : null}
      {run.error ? <p className="text-sm break-words text-red-700 dark:text-red-400">{run.error}</p> : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass('primary', 'sm')}
          disabled={!run.recording || busy}
          onClick={() => void rerun()}
        >
          {busy ? 'Starting...' : 'Re-run'}
        </button>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          disabled={!run.recording}
          onClick={() => {
            if (loadIntoBuilder(run)) void navigate('/automation-builder');
            else setProblem(builderStore().getState().recordingError ?? 'This run has no steps to open.');
          }}
        >
          Open in builder
        </button>
        {run.reportId ? (
          <Link
            to={`/automatedResults/${encodeURIComponent(run.reportId)}`}
            className={buttonClass('ghost', 'sm')}
          >
            View report
          </Link>
        ) : null}
      </div>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {problem}
        </p>
      ) : null}
    </li>
  );
}

/**
 * `/runs`: the signed-in user's automation runs, newest first, with their status, errors and failed
 * tests; each can be run again or opened in the builder (its steps as they ran).
 */
export function RunsPage() {
  return (
    <QueryClientProvider client={queryClient()}>
      <RunsList />
    </QueryClientProvider>
  );
}

function RunsList() {
  const runs = useQuery({ queryKey: ['automation', 'runs'], queryFn: () => fetchRuns() });
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">Runs</h1>
      {runs.isPending ? (
        <p role="status" className="flex items-center gap-3 text-slate-700 dark:text-slate-300">
          <Spinner />
          Loading your runs...
        </p>
      ) : runs.isError ? (
        <div role="alert" className="flex flex-col gap-1 text-red-700 dark:text-red-400">
          <p className="font-semibold">{RUNS_MESSAGES.failed}</p>
          {runs.error instanceof AutomationApiError && runs.error.detail ? (
            <p className="text-sm">{runs.error.detail}</p>
          ) : null}
        </div>
      ) : runs.data.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">
          {RUNS_MESSAGES.empty}{' '}
          <Link
            to="/automation-builder"
            className="font-semibold text-indigo-700 underline dark:text-indigo-300"
          >
            Open the builder
          </Link>
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {runs.data.map((run) => (
            <RunItem key={run.jobId} run={run} />
          ))}
        </ul>
      )}
    </div>
  );
}
