import type { ReportSummary } from '../../results/read-result';

/** The run's totals: findings, actions and requests, and requests per vendor. */
export function SummaryPanel({ summary }: { summary: ReportSummary }) {
  const tiles = [
    ['Errors', summary.errors],
    ['Warnings', summary.warnings],
    ['Info', summary.info],
    ['Actions Executed', summary.totalActions],
    ['Tracking Requests', summary.totalRequests],
  ] as const;
  return (
    <section
      aria-labelledby="summary-title"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="summary-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        Summary
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {tiles
          .filter(([, value]) => value !== null)
          .map(([label, value]) => (
            <div key={label} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
              <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
              <dd className="text-2xl font-semibold text-slate-900 dark:text-white">{value}</dd>
            </div>
          ))}
      </dl>
      {summary.customTests &&
      summary.customTests.passed + summary.customTests.failed + summary.customTests.skipped > 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="custom-test-totals">
          Custom tests: {summary.customTests.passed} passed · {summary.customTests.failed} failed
          {summary.customTests.skipped > 0 ? ` · ${summary.customTests.skipped} skipped` : ''}
        </p>
      ) : null}
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
