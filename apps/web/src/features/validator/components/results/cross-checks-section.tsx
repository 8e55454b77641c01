import { crossCheckCounts } from '@tagproof/engine';
import { focusRing } from '../../../../components/ui/button-styles';
import {
  CROSS_CHECKS_HINT,
  CrossChecksCards,
  type RequestLinker,
} from '../../../../components/cross-checks/cross-checks-cards';
import { rowsOf, type RequestRow } from '../../stores/request-rows';
import { useValidator, validatorActions } from '../../stores/validator-instance';
import { SectionHeading } from './section-heading';

/** The results page's linker: the request by its vendor and event, a button that jumps to its card. */
function resultsLinker(rows: Map<string, RequestRow>): RequestLinker {
  return function ResultsRequestLink(id, label, fallback) {
    const row = rows.get(id);
    return (
      <button
        type="button"
        onClick={() => validatorActions().jumpToRequest(id)}
        className={`rounded px-1 text-left text-sm [overflow-wrap:anywhere] text-indigo-700 underline hover:bg-slate-100 dark:text-indigo-300 dark:hover:bg-slate-800 ${focusRing}`}
      >
        {label ??
          (row ? (
            <>
              {row.vendorName} <span className="font-mono text-xs">{row.eventName}</span>
            </>
          ) : (
            fallback
          ))}
      </button>
    );
  };
}

/**
 * The session's cross-checks: navigations and the page views that should follow them, one purchase
 * compared across vendors, fired triggers and their expected tests. Shown only when one ran.
 */
export function CrossChecksSection() {
  const cross = useValidator((state) => state.crossValidationResults);
  const data = useValidator((state) => state.validatedData);
  if (!cross || !data) return null;
  const { total, failed } = crossCheckCounts(cross);
  if (total === 0) return null;
  const rows = new Map(rowsOf(data).map((row) => [row.id, row]));
  return (
    <section id="cross-checks" data-anchor aria-labelledby="cross-checks-title">
      <SectionHeading
        id="cross-checks-title"
        title="Cross-checks"
        count={`(${failed} failed of ${total})`}
        hint={`${CROSS_CHECKS_HINT} Click a request to jump to it.`}
      />
      <CrossChecksCards cross={cross} link={resultsLinker(rows)} />
    </section>
  );
}
