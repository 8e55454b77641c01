import type { ReportTestResult } from '@tagproof/contracts';
import { ReportBadge } from './report-badge';

/** The custom tests run on a request: passed, failed, or skipped (their trigger did not fire). */
export function TestResultList({ results }: { results: readonly ReportTestResult[] }) {
  return (
    <section aria-label="Custom tests" className="flex flex-col gap-2">
      <h6 className="text-sm font-semibold">Custom Tests</h6>
      <ul className="flex flex-col gap-1">
        {results.map((result, index) => (
          <li key={result.testID ?? index} className="flex items-center gap-2 text-sm">
            {result.skipped ? (
              <ReportBadge tone="neutral">Skipped</ReportBadge>
            ) : result.passed ? (
              <ReportBadge tone="good">Passed</ReportBadge>
            ) : (
              <ReportBadge tone="error">Failed</ReportBadge>
            )}
            <span>{result.testName || result.testID || 'Unnamed test'}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
