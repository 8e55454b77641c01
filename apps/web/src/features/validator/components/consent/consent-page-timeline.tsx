import { useId } from 'react';
import { focusRing } from '../../../../components/ui/button-styles';
import type { RequestRow } from '../../stores/request-rows';
import { ConsentHitItem } from './consent-hit-item';
import {
  formatOffset,
  sourceLabel,
  sourceParameter,
  type ConsentHit,
  type ConsentPage,
  type ConsentState,
} from './consent-labels';
import { ConsentStateValues } from './consent-state-values';

/** Up to this many hits, a state lists them all; beyond, those not against consent fold away. */
const LISTED_HITS = 5;
/** Vendors named in the folded hits' tally; the rest are counted. */
const TALLIED_VENDORS = 3;

function HitItems({
  hits,
  rows,
  label,
}: {
  hits: ConsentHit[];
  rows: Map<string, RequestRow>;
  label: string;
}) {
  return (
    <ul className="flex flex-col gap-1" aria-label={label}>
      {hits.map((hit) => (
        <ConsentHitItem
          key={hit.requestId}
          hit={hit}
          eventName={rows.get(hit.requestId)?.eventName ?? hit.requestId}
        />
      ))}
    </ul>
  );
}

/** "Google Ads 24, Google Tag Manager 18, Groovinads 12 and 4 more vendors": who sent the hits. */
function vendorTally(hits: readonly ConsentHit[]): string {
  const counts = new Map<string, number>();
  for (const hit of hits) {
    const vendor = hit.vendor ?? 'Unrecognised';
    counts.set(vendor, (counts.get(vendor) ?? 0) + 1);
  }
  const ranked = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const named = ranked.slice(0, TALLIED_VENDORS).map(([vendor, count]) => `${vendor} ${count}`);
  const others = ranked.length - named.length;
  if (others === 0) return named.join(', ');
  return `${named.join(', ')} and ${others} more vendor${others === 1 ? '' : 's'}`;
}

/**
 * The hits of one state (or, for `null`, those fired before any state). A long list shows those
 * fired against consent and folds the others away behind a count of them by vendor, so a capture of
 * a hundred hits does not push the requests a screen further down each state.
 */
function HitList({
  hits,
  rows,
  label,
}: {
  hits: ConsentHit[];
  rows: Map<string, RequestRow>;
  label: string;
}) {
  if (hits.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">No hits fired under this state.</p>;
  if (hits.length <= LISTED_HITS) return <HitItems hits={hits} rows={rows} label={label} />;
  const against = hits.filter((hit) => hit.offending.length > 0);
  const within = hits.filter((hit) => hit.offending.length === 0);
  return (
    <div className="flex flex-col gap-1" role="group" aria-label={label}>
      {against.length > 0 ? (
        <HitItems hits={against} rows={rows} label={`${label}, against consent`} />
      ) : null}
      {within.length > 0 ? (
        <details className="text-sm">
          <summary
            className={`cursor-pointer rounded px-2 py-1 text-slate-800 dark:text-slate-200 ${focusRing}`}
          >
            The {within.length} {against.length === 0 ? 'hits' : 'other hits'}, none against consent{' '}
            <span className="text-xs text-slate-600 dark:text-slate-400">({vendorTally(within)})</span>
          </summary>
          <div className="mt-1">
            <HitItems hits={within} rows={rows} label={`${label}, none against consent`} />
          </div>
        </details>
      ) : null}
    </div>
  );
}

/** Which request (and string) set a state, e.g. "Google Analytics 4 page_view, gcd=13p3p3p2p5". */
function StateOrigin({ state, row }: { state: ConsentState; row: RequestRow | undefined }) {
  const parameter = sourceParameter(state.source);
  const value = parameter
    ? row?.request.requestMetadata.parameters.find((p) => p.name === parameter)?.value
    : undefined;
  return (
    <p className="text-xs break-all text-slate-700 dark:text-slate-300">
      {state.source === 'carried' ? 'Carried over from the page before' : `From ${sourceLabel(state.source)}`}
      {row ? `, set by ${row.vendorName} ${row.eventName}` : ''}
      {value !== undefined ? (
        <>
          {': '}
          <code className="font-mono">{`${parameter}=${value}`}</code>
        </>
      ) : null}
    </p>
  );
}

/**
 * One page of the consent timeline: its consent states in order (time offset from the page's first
 * event, the four types, and what set each), with the hits that fired under each state.
 */
export function ConsentPageTimeline({ page, rows }: { page: ConsentPage; rows: Map<string, RequestRow> }) {
  const titleId = useId();
  const times = [
    ...page.states.map((state) => state.time),
    ...page.hits.flatMap((hit) => rows.get(hit.requestId)?.timestamp ?? []),
  ];
  const start = Math.min(...times);
  const before = page.hits.filter((hit) => hit.stateIndex === null);
  return (
    <article
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <h3 id={titleId} className="font-mono text-sm font-semibold break-all text-slate-900 dark:text-white">
        {page.pageUrl || '(no page URL)'}
      </h3>
      {before.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h4 className="text-sm font-semibold text-slate-900 dark:text-white">Before any consent state</h4>
          <HitList hits={before} rows={rows} label="Hits before any consent state" />
        </div>
      ) : null}
      <ol className="flex flex-col gap-4" aria-label={`Consent states on ${page.pageUrl}`}>
        {page.states.map((state, index) => (
          <li
            key={`${state.from}-${index}`}
            className="flex flex-col gap-2 border-l-2 border-slate-300 pl-3 dark:border-slate-600"
          >
            <h4 className="text-sm font-semibold text-slate-900 dark:text-white">
              State {index + 1}{' '}
              <span className="font-normal text-slate-700 dark:text-slate-300">
                at {formatOffset(state.time - start)}
              </span>
            </h4>
            <ConsentStateValues state={state} />
            <StateOrigin state={state} row={rows.get(state.from)} />
            <HitList
              hits={page.hits.filter((hit) => hit.stateIndex === index)}
              rows={rows}
              label={`Hits under state ${index + 1}`}
            />
          </li>
        ))}
      </ol>
    </article>
  );
}
