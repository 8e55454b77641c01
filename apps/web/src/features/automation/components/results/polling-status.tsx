import { Spinner } from '../../../../components/ui/spinner';
import type { AutomationResultsBody } from '../../api/automation-types';
import { AUTOMATION_MESSAGES } from '../../messages';
import { readProgress, readQueuePosition } from '../../results/read-result';

const STATUS_TEXT: Record<string, string> = {
  queued: 'Queued: waiting for a browser to become free.',
  processing: 'Running in the browser.',
};

/** While the job runs: the spinner, "Polling attempt N/60", and the job's progress when known. */
export function PollingStatus({
  attempt,
  maxAttempts,
  body,
  answeredAttempt,
  checkedAt,
  checks,
}: {
  attempt: number;
  maxAttempts: number;
  body: AutomationResultsBody | null;
  answeredAttempt: number;
  checkedAt: number | null;
  checks: number;
}) {
  const progress = body ? readProgress(body) : null;
  const statusText = body ? STATUS_TEXT[body.status] : null;
  const ahead = body?.status === 'queued' ? readQueuePosition(body) : null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <Spinner className="size-10 text-indigo-700 dark:text-indigo-400" />
      <p className="text-lg font-semibold text-slate-900 dark:text-white">{AUTOMATION_MESSAGES.processing}</p>
      {statusText ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {statusText}
          {ahead ? ` ${ahead} ${ahead === 1 ? 'job is' : 'jobs are'} ahead of this one.` : ''}
        </p>
      ) : null}
      {progress ? (
        <div className="flex w-full max-w-sm flex-col gap-1.5">
          <p className="text-sm font-medium text-slate-800 dark:text-slate-200">
            {progress.step > 0
              ? `Step ${progress.step} of ${progress.total}${progress.label ? `: ${progress.label}` : ''}`
              : `${progress.label ?? 'Not started yet'} (${progress.total} ${progress.total === 1 ? 'step' : 'steps'})`}
          </p>
          <div
            role="progressbar"
            aria-label="Automation progress"
            aria-valuemin={0}
            aria-valuemax={progress.total}
            aria-valuenow={progress.step}
            className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
          >
            <div
              className="h-full rounded-full bg-indigo-700 transition-[width] dark:bg-indigo-500"
              style={{ width: `${(progress.step / progress.total) * 100}%` }}
            />
          </div>
        </div>
      ) : null}
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Polling attempt {Math.max(attempt, 1)}/{maxAttempts}
      </p>
      <p
        className="max-w-md text-xs text-slate-600 dark:text-slate-400"
        data-answered-attempt={answeredAttempt}
        data-checks={checks}
      >
        {checkedAt !== null ? `Last checked at ${new Date(checkedAt).toLocaleTimeString()}. ` : ''}
        This page follows the job live (a check every few seconds, an attempt every 30 seconds). You can leave
        it and come back with the same link.
      </p>
    </div>
  );
}
