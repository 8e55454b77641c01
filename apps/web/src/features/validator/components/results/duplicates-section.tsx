import { useValidator } from '../../stores/validator-instance';
import { DuplicateCard } from './duplicate-card';
import { EmptyNote, SectionHeading } from './section-heading';

/** Section 3: duplicated requests, grouped by event name and page URL. */
export function DuplicatesSection() {
  const duplicates = useValidator((state) => state.duplicateResults);
  return (
    <section id="duplicated-results" data-anchor aria-labelledby="duplicated-results-title">
      <SectionHeading
        id="duplicated-results-title"
        title="Duplicated Requests"
        count={`(${duplicates.length})`}
        hint="Requests sent more than once with the same parameters, by event and page. Click a request to jump to it."
      />
      {duplicates.length > 0 ? (
        <div className="grid gap-4 lg:grid-cols-2">
          {duplicates.map((result, index) => (
            <DuplicateCard
              key={`${result.category}-${result.eventName}-${result.pageUrl}-${index}`}
              result={result}
            />
          ))}
        </div>
      ) : (
        <EmptyNote>No duplicated requests were found.</EmptyNote>
      )}
    </section>
  );
}
