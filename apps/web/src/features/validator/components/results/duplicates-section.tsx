import { useMemo } from 'react';
import type { ValidatedRequest } from '../../../../lib/validation-types';
import { useValidator } from '../../stores/validator-instance';
import { DuplicateCard } from './duplicate-card';
import { EmptyNote, SectionHeading } from './section-heading';

export const DUPLICATES_HINT =
  'One event sent more than once from one page, grouped by event name and page URL. Accidental: ' +
  'exact repeats (100 %), counted twice by the vendor. Possible duplicate: 90–99 % alike; each card ' +
  'shows the parameters that differ, so you can tell a repeat from two real events. Intended: one ' +
  'event id sent by the browser and the server on purpose. Click a request to jump to it.';

/** Section 3: duplicated requests, grouped by event name and page URL. */
export function DuplicatesSection() {
  const duplicates = useValidator((state) => state.duplicateResults);
  const validated = useValidator((state) => state.validatedData);
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
        count={`(${duplicates.length})`}
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
        <EmptyNote>No duplicated requests were found.</EmptyNote>
      )}
    </section>
  );
}
