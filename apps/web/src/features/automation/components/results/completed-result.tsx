import { Link } from 'react-router';
import { buttonClass } from '../../../../components/ui/button-styles';
import { downloadText } from '../../../../lib/download';
import type { AutomationResultsBody } from '../../api/automation-types';
import {
  readActions,
  readRecording,
  readReport,
  readReportId,
  readReportSummary,
  readScreenshots,
  type ActionView,
  type ReportSummary,
  type ScreenshotView,
} from '../../results/read-result';

const panel =
  'flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900';
const heading = 'text-lg font-semibold text-slate-900 dark:text-white';

/**
 * The known parts of a completed job, each shown only when present: the saved report's link, the
 * inline report's summary and actions, screenshots per action, and the resolved steps as a recording.
 */
export function CompletedResult({
  body,
  jobId,
  token,
}: {
  body: AutomationResultsBody;
  jobId: string;
  token: string | null;
}) {
  const reportId = readReportId(body);
  const report = readReport(body);
  const summary = report ? readReportSummary(report) : null;
  const actions = report ? readActions(report) : [];
  const screenshots = readScreenshots(body, token);
  const recording = readRecording(body);
  return (
    <div className="flex flex-col gap-6">
      {reportId || recording ? (
        <div className="flex flex-wrap gap-2">
          {reportId ? (
            <Link to={`/automatedResults/${encodeURIComponent(reportId)}`} className={buttonClass('primary')}>
              View the validation report
            </Link>
          ) : null}
          {recording ? (
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() =>
                downloadText(
                  `tagproof-recording-${jobId}.json`,
                  JSON.stringify(recording, null, 2),
                  'application/json',
                )
              }
            >
              Download recording ({Array.isArray(recording.steps) ? recording.steps.length : 0} steps,
              Recorder JSON)
            </button>
          ) : null}
        </div>
      ) : null}
      {summary ? <SummaryPanel summary={summary} /> : null}
      {actions.length > 0 ? <ActionsPanel actions={actions} /> : null}
      {screenshots.length > 0 ? <ScreenshotsPanel screenshots={screenshots} /> : null}
    </div>
  );
}

function SummaryPanel({ summary }: { summary: ReportSummary }) {
  const tiles = [
    ['Errors', summary.errors],
    ['Warnings', summary.warnings],
    ['Suggestions (info)', summary.info],
    ['Actions Executed', summary.totalActions],
  ] as const;
  return (
    <section aria-labelledby="summary-title" className={panel}>
      <h2 id="summary-title" className={heading}>
        Summary
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {tiles
          .filter(([, value]) => value !== null)
          .map(([label, value]) => (
            <div key={label} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
              <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
              <dd className="text-2xl font-semibold text-slate-900 dark:text-white">{value}</dd>
            </div>
          ))}
      </dl>
      {summary.vendors.length > 0 ? (
        <ul aria-label="Requests per vendor" className="flex flex-wrap gap-2">
          {summary.vendors.map((vendor) => (
            <li
              key={vendor.name}
              className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-800 dark:border-slate-600 dark:text-slate-200"
            >
              {vendor.name}: {vendor.totalRequests} {vendor.totalRequests === 1 ? 'request' : 'requests'}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function ActionsPanel({ actions }: { actions: ActionView[] }) {
  return (
    <section aria-labelledby="actions-title" className={panel}>
      <h2 id="actions-title" className={heading}>
        Actions
      </h2>
      <ol className="flex flex-col divide-y divide-slate-200 dark:divide-slate-700">
        {actions.map((action) => (
          <li key={action.index} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
            <p className="font-medium break-words text-slate-900 dark:text-white">
              {action.index}. {action.title}
            </p>
            {action.description ? (
              <p className="text-sm break-words text-slate-700 dark:text-slate-300">{action.description}</p>
            ) : null}
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {action.requestCount === null
                ? null
                : `${action.requestCount} tracking ${action.requestCount === 1 ? 'request' : 'requests'}`}
              {action.eventNames.length > 0 ? ` · ${action.eventNames.join(', ')}` : ''}
              {action.errors > 0 ? ` · ${action.errors} ${action.errors === 1 ? 'error' : 'errors'}` : ''}
              {action.suggestions > 0
                ? ` · ${action.suggestions} ${action.suggestions === 1 ? 'suggestion' : 'suggestions'}`
                : ''}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function ScreenshotsPanel({ screenshots }: { screenshots: ScreenshotView[] }) {
  return (
    <section aria-labelledby="screenshots-title" className={panel}>
      <h2 id="screenshots-title" className={heading}>
        Screenshots
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {screenshots.map((shot, index) => (
          <li key={`${shot.step ?? 'x'}-${index}`}>
            <figure className="flex flex-col gap-2">
              <img
                src={shot.src}
                alt={`Screenshot after ${shot.label}`}
                loading="lazy"
                className="w-full rounded-lg border border-slate-200 dark:border-slate-700"
              />
              <figcaption className="text-sm text-slate-700 dark:text-slate-300">
                {shot.step !== null ? `${shot.step}. ` : ''}
                {shot.label}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
