import { useMemo } from 'react';
import type { DuplicateResult, ValidatedRequest } from '../../../../lib/validation-types';
import { useResultRows } from '../../hooks/use-result-rows';
import { activeFilterCount } from '../../stores/filters';
import { useValidator } from '../../stores/validator-instance';
import { DuplicateCard } from './duplicate-card';
import { EmptyNote, SectionHeading } from './section-heading';

export const DUPLICATES_HINT =
  'One event sent more than once from one page to one account, grouped by event name and page URL. Accidental: ' +
  'exact repeats (100 %), counted twice by the vendor. Possible duplicate: 90–99 % alike; each card ' +
  'shows the parameters that differ, so you can tell a repeat from two real events. Intended: one ' +
  'event id sent by the browser and the server on purpose. Click a request to jump to it.';

/**
 * The duplicate results with at least one request the search and filters match: all of them while no
 * filter is active.
 */
export function shownDuplicates(
  duplicates: readonly DuplicateResult[],
  matchedIds: ReadonlySet<string> | null,
): readonly DuplicateResult[] {
  if (matchedIds === null) return duplicates;
  return duplicates.filter((result) =>
    result.duplicateGroups.some((group) => group.requestIds.some((id) => matchedIds.has(id))),
  );
}

/**
 * Section 3: duplicated requests, grouped by event name and page URL. The search and the filters narrow
 * it as they narrow the other sections: a result stays while one of its requests matches.
 */
export function DuplicatesSection() {
  const all = useValidator((state) => state.duplicateResults);
  const validated = useValidator((state) => state.validatedData);
  const filtering = useValidator((state) => activeFilterCount(state.filters) > 0);
  const { matched } = useResultRows();
  const duplicates = useMemo(
    () => shownDuplicates(all, filtering ? new Set(matched.map((row) => row.id)) : null),
    [all, filtering, matched],
  );
  const requestOf = useMemo(() => {
    const byId = new Map<string, ValidatedRequest>();
    for (const request of validated?.validatedRequests ?? [])
      byId.set(request.requestMetadata.requestId, request);
    return (id: string) => byId.get(id);
  }, [validated]);
  return (
    <section id="duplicated-results" data-anchor aria-labelledby="duplicated-results-title">
      <SectionHeading
        id="duplicated-results-title"
        title="Duplicated Requests"
        count={filtering ? `${duplicates.length}/${all.length}` : `(${all.length})`}
        hint={DUPLICATES_HINT}
      />
      {duplicates.length > 0 ? (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          {duplicates.map((result, index) => (
            <DuplicateCard
              key={`${result.category}-${result.eventName}-${result.pageUrl}-${index}`}
              result={result}
              requestOf={requestOf}
            />
          ))}
        </div>
      ) : (
        <EmptyNote>
          {all.length > 0
            ? 'No duplicated request matches the search and filters.'
            : 'No duplicated requests were found.'}
        </EmptyNote>
      )}
    </section>
  );
}
