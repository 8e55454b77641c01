import { formatRelativeTime } from '../../../../lib/format';
import { countsPhrase, eventCounts } from '../../stores/event-counts';
import { useValidator } from '../../stores/validator-instance';
import { ImportFileButton } from '../import/import-file-button';
import { ExportMenu } from './export-menu';

function pageHost(rows: ReadonlyArray<{ tabUrl: string | null }>): string | null {
  for (const row of rows) {
    if (!row.tabUrl) continue;
    try {
      return new URL(row.tabUrl).host;
    } catch {
      // keep looking
    }
  }
  return null;
}

/** The results page title: what was validated, when, whether from cache; import and export. */
export function ResultsHeader() {
  const validated = useValidator((state) => state.validatedData);
  const cached = useValidator((state) => state.cachedResults);
  const validatedAt = useValidator((state) => state.validatedAt);
  const requests = validated?.validatedRequests ?? [];
  const host = pageHost(requests);
  return (
    // Import and Export sit under the title, on the left: toasts (top right) never cover them.
    <div className="flex flex-col items-start gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          Validation results
        </h1>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {countsPhrase(eventCounts(validated))}
          {host ? ` from ${host}` : ''}
          {validatedAt ? ` · validated ${formatRelativeTime(validatedAt)}` : ''}
          {cached ? ' · loaded from the 24-hour cache (Revalidate to run again)' : ''}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <ImportFileButton label="Import file" />
        <ExportMenu />
      </div>
    </div>
  );
}
