import type { ReportResults } from '@tagproof/contracts';
import { vendorDisplayName } from '@tagproof/engine';

function Stat({
  label,
  value,
  tone = 'neutral',
}: {
  label: string;
  value: number;
  tone?: 'neutral' | 'bad' | 'warn';
}) {
  const color =
    tone === 'bad'
      ? 'text-red-700 dark:text-red-400'
      : tone === 'warn'
        ? 'text-amber-700 dark:text-amber-400'
        : 'text-slate-900 dark:text-white';
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <dt className="order-2 text-xs font-medium text-slate-700 dark:text-slate-300">{label}</dt>
      <dd className={`order-1 text-2xl font-bold tabular-nums ${color}`}>{value.toLocaleString()}</dd>
    </div>
  );
}

/**
 * The Summary: Validation Results (Errors, Warnings, Suggestions; info counts as Suggestions,
 * DESIGN.md) and Vendor Statistics (Actions Executed, requests per vendor).
 */
export function ReportSummary({ summary }: { summary: ReportResults['summary'] }) {
  const { errors, warnings, info } = summary.validationResults;
  const vendors = Object.entries(summary.vendors).sort(([, a], [, b]) => b.totalRequests - a.totalRequests);
  return (
    <section aria-labelledby="report-summary" className="flex flex-col gap-4">
      <h2 id="report-summary" className="text-xl font-bold">
        Summary
      </h2>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="report-validation-results" className="flex flex-col gap-3">
          <h3 id="report-validation-results" className="font-semibold">
            Validation Results
          </h3>
          <dl className="grid grid-cols-3 gap-3">
            <Stat label="Errors" value={errors} tone={errors > 0 ? 'bad' : 'neutral'} />
            <Stat label="Warnings" value={warnings} tone={warnings > 0 ? 'warn' : 'neutral'} />
            <Stat label="Suggestions" value={info} tone={info > 0 ? 'warn' : 'neutral'} />
          </dl>
        </section>
        <section aria-labelledby="report-vendor-statistics" className="flex flex-col gap-3">
          <h3 id="report-vendor-statistics" className="font-semibold">
            Vendor Statistics
          </h3>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Stat label="Actions Executed" value={summary.executedActions ?? summary.totalActions} />
            {vendors.map(([code, vendor]) => (
              <Stat key={code} label={`${vendorDisplayName(code)} requests`} value={vendor.totalRequests} />
            ))}
          </dl>
        </section>
      </div>
    </section>
  );
}
