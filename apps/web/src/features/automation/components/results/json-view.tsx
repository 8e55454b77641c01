import { useMemo } from 'react';
import { buttonClass } from '../../../../components/ui/button-styles';
import { downloadText } from '../../../../lib/download';
import { maskJsonStrings } from '../../../../lib/personal-data';
import { formatJsonForDisplay } from '../../results/format-json';

/**
 * The raw answer as formatted JSON (specification §2), with a download of the full text;
 * `collapsed` puts it behind a "Show raw JSON" toggle (when the result is also rendered).
 */
export function JsonView({
  value,
  fileName,
  title = 'Raw result',
  collapsed = false,
}: {
  value: unknown;
  fileName: string;
  title?: string;
  collapsed?: boolean;
}) {
  // Shown with personal data masked; the download keeps the result as the run saved it.
  const formatted = useMemo(() => formatJsonForDisplay(maskJsonStrings(value)), [value]);
  const raw = (
    <pre
      data-testid="raw-result"
      tabIndex={0}
      aria-label={title}
      className="max-h-[36rem] overflow-auto rounded-lg border border-slate-200 bg-slate-900 p-4 font-mono text-xs leading-relaxed text-slate-100 dark:border-slate-700 dark:bg-black"
    >
      {formatted}
    </pre>
  );
  return (
    <section aria-labelledby="raw-result-title" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="raw-result-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={() => downloadText(fileName, JSON.stringify(value, null, 2), 'application/json')}
        >
          Download JSON
        </button>
      </div>
      {collapsed ? (
        <details className="group">
          <summary className="cursor-pointer text-sm font-semibold text-indigo-700 select-none dark:text-indigo-300">
            <span className="group-open:hidden">Show raw JSON</span>
            <span className="hidden group-open:inline">Hide raw JSON</span>
          </summary>
          <div className="mt-2">{raw}</div>
        </details>
      ) : (
        raw
      )}
    </section>
  );
}
