import { useMemo } from 'react';
import { useResultRows } from '../../hooks/use-result-rows';
import { bySeverityThenTime, isUnrecognised } from '../../stores/unrecognised';
import { RequestList } from './request-list';
import { EmptyNote, SectionHeading } from './section-heading';

/**
 * Section 2: requests with errors or suggestions in a grid of 1 to 3 columns, errors first, then by
 * time. Navigation requests are skipped, and so are unrecognised ones (listed under Unrecognised
 * requests): their only finding says no vendor recognised them.
 */
export function ErrorRequestsSection() {
  const { matched } = useResultRows();
  const rows = useMemo(
    () =>
      matched
        .filter((row) => !row.isNavigation && !isUnrecognised(row) && (row.errors > 0 || row.suggestions > 0))
        .sort(bySeverityThenTime),
    [matched],
  );
  const withErrors = rows.filter((row) => row.errors > 0).length;
  return (
    <section id="validation-results" data-anchor aria-labelledby="validation-results-title">
      <SectionHeading
        id="validation-results-title"
        title="Requests with errors"
        count={listedCount(withErrors, rows.length - withErrors)}
        hint="Click on a request to view detailed validation results."
      />
      {rows.length > 0 ? (
        <RequestList rows={rows} listId="errors" grid />
      ) : (
        <EmptyNote>No request shown has errors or suggestions.</EmptyNote>
      )}
    </section>
  );
}

/**
 * The count beside the title: the section lists requests with suggestions too, so it says how many of
 * each it holds whenever some have suggestions only (the Summary's "Requests with Errors" tile counts
 * only the first): "(6 with suggestions only)" beside a tile of 0 rather than a bare "(6)".
 */
export function listedCount(withErrors: number, suggestionsOnly: number): string {
  if (suggestionsOnly === 0) return `(${withErrors.toLocaleString()})`;
  if (withErrors === 0) return `(${suggestionsOnly.toLocaleString()} with suggestions only)`;
  return `(${withErrors.toLocaleString()} with errors, ${suggestionsOnly.toLocaleString()} with suggestions only)`;
}
