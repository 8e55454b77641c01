import { rowsOf } from '../../stores/request-rows';
import { useValidator } from '../../stores/validator-instance';
import { SectionHeading } from '../results/section-heading';
import { ConsentPageTimeline } from './consent-page-timeline';

/**
 * The Consent section of the results page: per page, the consent states over time with the hits
 * fired under each, offending hits marked. Shown only when the validation has at least one state.
 */
export function ConsentSection() {
  const data = useValidator((state) => state.validatedData);
  const pages = (data?.consent?.pages ?? []).filter((page) => page.states.length > 0);
  if (!data || pages.length === 0) return null;
  const rows = new Map(rowsOf(data).map((row) => [row.id, row]));
  const offending = pages.reduce(
    (count, page) => count + page.hits.filter((hit) => hit.offending.length > 0).length,
    0,
  );
  return (
    <section id="consent-timeline" data-anchor aria-labelledby="consent-timeline-title">
      <SectionHeading
        id="consent-timeline-title"
        title="Consent"
        count={`(${offending} against consent)`}
        hint="The consent states of each page in order, and the hits that fired under each. Hits marked red fired against the state in force. Click a hit to jump to it."
      />
      <div className="flex flex-col gap-4">
        {pages.map((page, index) => (
          <ConsentPageTimeline key={`${page.pageUrl}-${index}`} page={page} rows={rows} />
        ))}
      </div>
    </section>
  );
}
