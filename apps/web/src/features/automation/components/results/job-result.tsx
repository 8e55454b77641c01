import { Link } from 'react-router';
import { buttonClass } from '../../../../components/ui/button-styles';
import { downloadText } from '../../../../lib/download';
import type { AutomationResultsBody } from '../../api/automation-types';
import {
  readActions,
  readRecording,
  readReportId,
  readScreenshots,
  readSummary,
  type ScreenshotView,
} from '../../results/read-result';
import { ActionCard } from './action-card';
import { SummaryPanel } from './summary-panel';

const panel =
  'flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900';
const heading = 'text-lg font-semibold text-slate-900 dark:text-white';

/**
 * The known parts of an ended job, each shown only when present: the saved report's link, the
 * summary, every action with its events and screenshot, and the resolved steps as a recording.
 */
export function JobResult({
  body,
  jobId,
  token,
}: {
  body: AutomationResultsBody;
  jobId: string;
  token: string | null;
}) {
  const reportId = readReportId(body);
  const summary = readSummary(body);
  const actions = readActions(body, token);
  const screenshots = actions.some((action) => action.screenshot) ? [] : readScreenshots(body, token);
  const recording = readRecording(body);
  const stepCount = Array.isArray(recording?.steps) ? recording.steps.length : 0;
  return (
    <div className="flex flex-col gap-6">
      {reportId || recording ? (
        <div className="flex flex-wrap gap-2">
          {reportId ? (
            <Link
              to={`/automatedResults/${encodeURIComponent(reportId)}${token ? `?job=${encodeURIComponent(jobId)}&token=${encodeURIComponent(token)}` : ''}`}
              className={buttonClass('primary')}
            >
              View the validation report
            </Link>
          ) : null}
          {recording ? (
            <button
              type="button"
              className={buttonClass('secondary')}
              title="The steps as they ran, written instructions resolved to selectors: replay it in Chrome DevTools or upload it here"
              onClick={() =>
                downloadText(
                  `tagproof-recording-${jobId}.json`,
                  JSON.stringify(recording, null, 2),
                  'application/json',
                )
              }
            >
              Download recording ({stepCount} {stepCount === 1 ? 'step' : 'steps'}, Recorder JSON)
            </button>
          ) : null}
        </div>
      ) : null}
      {summary ? <SummaryPanel summary={summary} /> : null}
      {actions.length > 0 ? (
        <section aria-labelledby="actions-title" className="flex flex-col gap-3">
          <h2 id="actions-title" className={heading}>
            Actions
          </h2>
          <ol className="flex flex-col gap-3">
            {actions.map((action) => (
              <ActionCard key={action.index} action={action} />
            ))}
          </ol>
        </section>
      ) : null}
      {screenshots.length > 0 ? <ScreenshotsPanel screenshots={screenshots} /> : null}
    </div>
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
