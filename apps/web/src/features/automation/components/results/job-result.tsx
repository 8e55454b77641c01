import { Link } from 'react-router';
import { buttonClass } from '../../../../components/ui/button-styles';
import { downloadText } from '../../../../lib/download';
import type { AutomationResultsBody } from '../../api/automation-types';
import { actionsOf, readResult, summaryOf } from '../../results/read-result';
import { ActionCard } from './action-card';
import { SummaryPanel } from './summary-panel';

const heading = 'text-lg font-semibold text-slate-900 dark:text-white';

/**
 * An ended job's result, read through the contract (nothing when the answer has none): the saved
 * report's link, the summary, every action with its events and screenshot, and the resolved steps as
 * a recording to download.
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
  const result = readResult(body);
  if (!result) return null;
  const reportId = result.reportId?.trim() || null;
  const summary = summaryOf(result);
  const actions = actionsOf(result, token);
  const { recording } = result;
  const stepCount = recording.steps.length;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap gap-2">
        {reportId ? (
          <Link
            to={`/automatedResults/${encodeURIComponent(reportId)}${token ? `?job=${encodeURIComponent(jobId)}&token=${encodeURIComponent(token)}` : ''}`}
            className={buttonClass('primary')}
          >
            View the validation report
          </Link>
        ) : null}
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
      </div>
      <SummaryPanel summary={summary} />
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
    </div>
  );
}
