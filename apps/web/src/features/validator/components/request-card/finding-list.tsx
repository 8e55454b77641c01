import type { Finding } from '../../../../lib/validation-types';
import { Highlight } from '../search/highlight';

const TONE = {
  error: {
    box: 'border-red-200 bg-red-50 dark:border-red-900 dark:bg-red-950/40',
    title: 'text-red-800 dark:text-red-300',
  },
  suggestion: {
    box: 'border-amber-200 bg-amber-50 dark:border-amber-900 dark:bg-amber-950/40',
    title: 'text-amber-900 dark:text-amber-300',
  },
} as const;

/** The errors or the suggestions of a request: which parameter, what is wrong, expected and received. */
export function FindingList({
  title,
  findings,
  tone,
}: {
  title: string;
  findings: readonly Finding[];
  tone: keyof typeof TONE;
}) {
  if (findings.length === 0) return null;
  return (
    <section aria-label={title} className={`rounded-lg border p-3 ${TONE[tone].box}`}>
      <h4 className={`text-sm font-semibold ${TONE[tone].title}`}>
        {title} ({findings.length})
      </h4>
      <ul className="mt-2 flex flex-col gap-2">
        {findings.map((finding, index) => (
          <li
            key={`${finding.code}-${finding.fieldPath}-${index}`}
            className="text-sm text-slate-800 dark:text-slate-200"
          >
            <span className="font-semibold">{finding.parameter}</span>{' '}
            <code className="rounded bg-white/70 px-1 font-mono text-xs dark:bg-slate-900/70">
              {finding.fieldPath}
            </code>
            <p className="mt-0.5">
              <Highlight text={finding.message} />
            </p>
            {finding.expected !== undefined || finding.received !== undefined ? (
              <p className="mt-0.5 text-xs text-slate-700 dark:text-slate-300">
                {finding.expected !== undefined ? <>Expected: {finding.expected}</> : null}
                {finding.expected !== undefined && finding.received !== undefined ? ' · ' : null}
                {finding.received !== undefined ? <>Received: {finding.received}</> : null}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
