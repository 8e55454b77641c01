import { maskPersonalData } from '@tagproof/engine';
import { ConditionTable } from '../../../../components/checks/condition-table';
import type { ActionView } from '../../results/read-result';
import { plural } from '../../../../lib/format';

const STATUS_STYLE: Record<string, string> = {
  passed: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  failed: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
  'not-run': 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
};

/** One action of a run: what it did, how it went, the tracking events it sent, its screenshot. */
export function ActionCard({ action }: { action: ActionView }) {
  return (
    <li
      data-testid="action-result"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900 dark:text-white">{action.index}.</span>
          {action.type ? (
            <span className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-700 uppercase dark:bg-slate-800 dark:text-slate-300">
              {action.type}
            </span>
          ) : null}
          <span className="font-medium break-words text-slate-900 dark:text-white">
            {maskPersonalData(action.title)}
          </span>
          {action.status ? (
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[action.status] ?? STATUS_STYLE['not-run']}`}
            >
              {action.status}
            </span>
          ) : null}
        </div>
        {action.description ? (
          <p className="text-sm break-words text-slate-700 dark:text-slate-300">
            {maskPersonalData(action.description)}
          </p>
        ) : null}
        {action.error ? (
          <p className="text-sm font-medium break-words text-red-700 dark:text-red-400">
            {maskPersonalData(action.error)}
          </p>
        ) : null}
        {action.requestCount !== null ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {plural(action.requestCount, 'tracking request')}
            {action.errors > 0 ? ` · ${plural(action.errors, 'error')}` : ''}
            {action.suggestions > 0 ? ` · ${plural(action.suggestions, 'suggestion')}` : ''}
          </p>
        ) : null}
        {action.events.length > 0 ? (
          <ul aria-label={`Events of action ${action.index}`} className="flex flex-wrap gap-1.5">
            {action.events.map((event, index) => (
              <li
                key={`${event.eventName}-${index}`}
                className="rounded-full border border-slate-300 px-2 py-0.5 font-mono text-xs text-slate-800 dark:border-slate-600 dark:text-slate-200"
                title={[
                  event.vendor,
                  event.errors ? plural(event.errors, 'error') : null,
                  event.suggestions ? plural(event.suggestions, 'suggestion') : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              >
                {event.vendor ? `${event.vendor} · ` : ''}
                {maskPersonalData(event.eventName)}
              </li>
            ))}
          </ul>
        ) : null}
        <ActionTests action={action} />
      </div>
      {action.screenshot ? (
        <a
          href={action.screenshot.startsWith('data:') ? undefined : action.screenshot}
          target="_blank"
          rel="noreferrer"
          className="block shrink-0 sm:w-64"
        >
          <img
            src={action.screenshot}
            alt={`Screenshot after action ${action.index}`}
            loading="lazy"
            className="w-full rounded-lg border border-slate-200 dark:border-slate-700"
          />
        </a>
      ) : null}
    </li>
  );
}

/** The custom tests run on the action's events: each with its conditions (expected against received). */
function ActionTests({ action }: { action: ActionView }) {
  const results = action.events.flatMap((event) => event.tests.map((test) => ({ event, test })));
  if (results.length === 0) return null;
  return (
    <section aria-label={`Custom tests of action ${action.index}`} className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-slate-900 dark:text-white">Custom Tests</h3>
      <ul className="flex flex-col gap-2">
        {results.map(({ event, test }, index) => {
          const verdict = test.skipped ? 'skipped' : test.passed ? 'passed' : 'failed';
          return (
            <li
              key={`${test.testID ?? index}-${index}`}
              data-test-result={verdict}
              className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700"
            >
              <span className="flex flex-wrap items-center gap-2">
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[verdict === 'skipped' ? 'not-run' : verdict]}`}
                >
                  {verdict === 'skipped' ? 'Skipped' : verdict === 'passed' ? 'Passed' : 'Failed'}
                </span>
                <span className="font-medium">{test.testName || test.testID || 'Unnamed test'}</span>
                <span className="text-slate-600 dark:text-slate-400">on {event.eventName}</span>
              </span>
              {test.skipped ? (
                <span className="text-slate-600 dark:text-slate-400">
                  Its trigger did not fire on this request.
                </span>
              ) : (
                <ConditionTable conditions={test.conditions ?? []} />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
