import { useId, useState } from 'react';
import { buttonClass, focusRing } from '../../../../components/ui/button-styles';
import type { DuplicateResult, ValidatedRequest } from '../../../../lib/validation-types';
import { validatorActions } from '../../stores/validator-instance';
import { Badge } from '../request-card/request-badges';
import { VendorBadge } from '../../../../components/ui/vendor-badge';
import { DuplicateDifferences } from './duplicate-differences';

/** Request ids shown before "Show all" (a group can hold thousands). */
const VISIBLE_IDS = 24;

/** The card's verdict: intended (browser + server), an exact repeat (accidental), or only alike. */
function verdict(
  result: DuplicateResult,
  lowest: number,
): { label: string; tone: 'neutral' | 'dup' | 'warn' } {
  if (result.kind === 'intended') return { label: 'Intended', tone: 'neutral' };
  return lowest >= 100 ? { label: 'Accidental', tone: 'dup' } : { label: 'Possible duplicate', tone: 'warn' };
}

/**
 * One duplicate result: event and page, count, jump links per request, per group what differs between
 * its requests, and the duplicated (equal) parameters.
 */
export function DuplicateCard({
  result,
  requestOf,
}: {
  result: DuplicateResult;
  requestOf: (id: string) => ValidatedRequest | undefined;
}) {
  const [showAll, setShowAll] = useState(false);
  const [paramsOpen, setParamsOpen] = useState(false);
  const paramsId = useId();
  const ids = [...new Set(result.duplicateGroups.flatMap((group) => group.requestIds))];
  const fields = [...new Set(result.duplicateGroups.flatMap((group) => group.matchedFields))];
  const lowest = Math.min(...result.duplicateGroups.map((group) => group.matchPercentage));
  const shown = showAll ? ids : ids.slice(0, VISIBLE_IDS);
  const { label, tone } = verdict(result, lowest);
  const position = new Map(ids.map((id, index) => [id, index + 1]));
  const labelOf = (id: string) => `${result.eventName} ${position.get(id) ?? ''}`;
  return (
    <article className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <header className="flex items-start gap-3">
        <VendorBadge code={result.category ?? ''} className="size-9" />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold break-all text-slate-900 dark:text-white">{result.eventName}</h3>
          <p
            className="line-clamp-2 font-mono text-xs break-all text-slate-700 dark:text-slate-300"
            title={result.pageUrl}
          >
            {result.pageUrl || '(no page URL)'}
          </p>
        </div>
        <span className="flex flex-col items-end gap-1">
          <Badge tone={tone}>{label}</Badge>
          {lowest < 100 ? <Badge tone="warn">{`${lowest}% match`}</Badge> : null}
        </span>
      </header>
      <p className="text-sm font-medium text-slate-800 dark:text-slate-200">
        Duplicated Requests: {ids.length}
      </p>
      <ul className="flex flex-wrap gap-2" aria-label={`Duplicated ${result.eventName} requests`}>
        {shown.map((id) => (
          <li key={id}>
            <button
              type="button"
              title={`Request ${id}`}
              onClick={() => validatorActions().jumpToRequest(id)}
              className={`rounded-md bg-violet-50 px-2 py-1 text-xs font-medium text-violet-800 ring-1 ring-violet-200 hover:bg-violet-100 dark:bg-violet-950 dark:text-violet-200 dark:ring-violet-800 ${focusRing}`}
            >
              {labelOf(id)}
            </button>
          </li>
        ))}
        {ids.length > shown.length ? (
          <li>
            <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => setShowAll(true)}>
              Show all {ids.length}
            </button>
          </li>
        ) : null}
      </ul>
      <DuplicateDifferences result={result} labelOf={labelOf} requestOf={requestOf} />
      <div>
        <button
          type="button"
          aria-expanded={paramsOpen}
          aria-controls={paramsId}
          onClick={() => setParamsOpen(!paramsOpen)}
          className={`${buttonClass('ghost', 'sm')} -ml-3`}
        >
          <span aria-hidden="true">{paramsOpen ? '▾' : '▸'}</span> Duplicated parameters ({fields.length})
        </button>
        {paramsOpen ? (
          <ul id={paramsId} className="mt-1 flex flex-wrap gap-1.5">
            {fields.map((field) => (
              <li
                key={field}
                className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-800 dark:bg-slate-800 dark:text-slate-200"
              >
                {field}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
