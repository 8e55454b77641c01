import { useId } from 'react';
import { focusRing } from '../../../../components/ui/button-styles';
import type { RequestRow } from '../../stores/request-rows';
import { useValidator, validatorActions } from '../../stores/validator-instance';
import { RequestCardDetails } from './request-card-details';
import { RequestCardHeader } from './request-card-header';

/** The expandable request row of specification §2; its details render on first expansion only. */
export function RequestCard({ row, listId }: { row: RequestRow; listId: string }) {
  const key = `${listId}:${row.id}`;
  const expanded = useValidator((state) => state.expanded.has(key));
  const selected = useValidator((state) => state.selectedRequestId === row.id);
  const detailsId = useId();
  return (
    <article
      data-request-id={row.id}
      aria-label={`${row.eventName}, ${row.vendorName}`}
      className={`rounded-xl border bg-white shadow-sm dark:bg-slate-900 ${selected ? 'border-indigo-500 ring-2 ring-indigo-500' : 'border-slate-200 dark:border-slate-700'}`}
    >
      <h3 className="m-0 text-base font-normal">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={expanded ? detailsId : undefined}
          onClick={() => validatorActions().toggleExpanded(key)}
          className={`flex w-full items-start gap-3 rounded-xl p-4 text-left hover:bg-slate-50 dark:hover:bg-slate-800/60 ${focusRing}`}
        >
          <RequestCardHeader row={row} />
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className={`mt-2 size-5 shrink-0 text-slate-500 transition-transform ${expanded ? 'rotate-180' : ''}`}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </h3>
      {expanded ? (
        <div id={detailsId}>
          <RequestCardDetails row={row} />
        </div>
      ) : null}
    </article>
  );
}
