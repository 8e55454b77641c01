import type { ReportFinding } from '@tagproof/contracts';
import { maskPersonalData } from '@tagproof/engine';
import { describeValue, isError } from './report-view';
import { ReportBadge } from './report-badge';

function TriggeredBy({ finding }: { finding: ReportFinding }) {
  const by = finding.triggeredBy;
  if (!by) return null;
  const rows: Array<[string, string]> = [
    ['Rule', describeValue(by.rule)],
    ['Metrics', describeValue(by.metrics)],
    ['Expected', describeValue(by.expected)],
    ['Received', describeValue(by.received)],
  ];
  const shown = rows.filter(([, value]) => value !== '');
  if (shown.length === 0) return null;
  return (
    <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs text-slate-700 dark:text-slate-300">
      {shown.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium">{label}</dt>
          <dd className="font-mono break-all">{maskPersonalData(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Findings with their severity (error, or suggestion for warning and info) and what set them off. */
export function FindingList({ findings, label }: { findings: readonly ReportFinding[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-col gap-2">
      {findings.map((finding, index) => (
        <li
          key={index}
          className={`rounded-lg border-l-4 bg-slate-50 px-3 py-2 text-sm dark:bg-slate-800/60 ${isError(finding) ? 'border-red-600' : 'border-amber-500'}`}
        >
          <div className="flex flex-wrap items-center gap-2">
            <ReportBadge tone={isError(finding) ? 'error' : 'warn'}>
              {isError(finding) ? 'Error' : finding.severity === 'info' ? 'Suggestion (info)' : 'Suggestion'}
            </ReportBadge>
            <span className="text-slate-900 dark:text-slate-100">
              {finding.message ? maskPersonalData(finding.message) : 'No message'}
            </span>
          </div>
          <TriggeredBy finding={finding} />
        </li>
      ))}
    </ul>
  );
}
