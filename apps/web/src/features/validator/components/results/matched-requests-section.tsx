import { useResultRows } from '../../hooks/use-result-rows';
import { activeFilterCount } from '../../stores/filters';
import { useValidator } from '../../stores/validator-instance';
import { RequestList } from './request-list';
import { EmptyNote, SectionHeading } from './section-heading';

export const NO_MATCHES_MESSAGE =
  'No matching requests found. Try adjusting your filters to see more requests';

/** Section 5: the requests the filters match, with an x/y count. */
export function MatchedRequestsSection() {
  const { rows, matched } = useResultRows();
  return (
    <section id="matched-requests" data-anchor aria-labelledby="matched-requests-title">
      <SectionHeading
        id="matched-requests-title"
        title="Matched Requests"
        count={`${matched.length.toLocaleString()}/${rows.length.toLocaleString()}`}
      />
      {matched.length > 0 ? (
        <RequestList rows={matched} listId="matched" jumpTarget />
      ) : (
        <EmptyNote>{NO_MATCHES_MESSAGE}</EmptyNote>
      )}
    </section>
  );
}

/** Section 6: the requests the filters leave out (shown while filters are active). */
export function OtherRequestsSection() {
  const { other } = useResultRows();
  const filtering = useValidator((state) => activeFilterCount(state.filters) > 0);
  if (!filtering || other.length === 0) return null;
  return (
    <section id="other-requests" data-anchor aria-labelledby="other-requests-title">
      <SectionHeading
        id="other-requests-title"
        title="Other Requests"
        count={`(${other.length.toLocaleString()})`}
        hint="Requests that the active filters leave out."
      />
      <RequestList rows={other} listId="other" jumpTarget />
    </section>
  );
}
