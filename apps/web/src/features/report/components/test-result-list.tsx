import type { ReportRequest } from '@tagproof/contracts';
import { ConditionTable } from '../../../components/checks/condition-table';
import { PanelButton, TestVerdict, testName } from './report-panels';

/**
 * The custom tests run on a request: passed, failed, or skipped (their trigger did not fire), each
 * ran test with its conditions (expected against received), so a failure says why.
 */
export function TestResultList({ request }: { request: ReportRequest }) {
  const results = request.testResults;
  return (
    <section aria-label="Custom tests" className="flex flex-col gap-2">
      <h6 className="text-sm font-semibold">Custom Tests</h6>
      <ul className="flex flex-col gap-2">
        {results.map((result, index) => (
          <li
            key={result.testID ?? index}
            data-test-result={result.skipped ? 'skipped' : result.passed ? 'passed' : 'failed'}
            className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700"
          >
            <span className="flex flex-wrap items-center gap-2">
              <TestVerdict result={result} />
              <span className="min-w-40 flex-1 font-medium">{testName(result)}</span>
              {result.skipped ? null : (
                <PanelButton panel={{ kind: 'test', result, request }}>View Test Results</PanelButton>
              )}
            </span>
            {result.skipped ? (
              <span className="text-slate-600 dark:text-slate-400">
                Its trigger did not fire on this request.
              </span>
            ) : (
              <ConditionTable conditions={result.conditions ?? []} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
