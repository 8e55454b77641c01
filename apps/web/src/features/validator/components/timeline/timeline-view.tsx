import { useCallback, useMemo, useState } from 'react';
import { focusRing } from '../../../../components/ui/button-styles';
import { VendorBadge } from '../../../../components/ui/vendor-badge';
import { VirtualGrid } from '../../../../components/ui/virtual-grid';
import { formatLocalTime, plural } from '../../../../lib/format';
import { useResultRows } from '../../hooks/use-result-rows';
import { hasProblems, type RequestRow } from '../../stores/request-rows';
import { useValidator, validatorActions } from '../../stores/validator-instance';
import { RequestCard } from '../request-card/request-card';
import { EmptyNote, SectionHeading } from '../results/section-heading';
import { NO_MATCHES_MESSAGE } from '../results/matched-requests-section';
import { Highlight } from '../search/highlight';
import { formatOffset, timelinePages, type TimelinePage } from './timeline-pages';

/** The list id of the timeline's cards (their expanded state is `timeline:<requestId>`). */
export const TIMELINE_LIST = 'timeline';

type Item = { kind: 'page'; page: TimelinePage } | { kind: 'hit'; row: RequestRow; offsetMs: number };

const keyOf = (item: Item) => (item.kind === 'page' ? item.page.key : item.row.id);

function PageHeader({ page }: { page: TimelinePage }) {
  return (
    <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 border-b border-slate-200 pb-2 dark:border-slate-700">
      <h3 className="text-base font-semibold text-slate-900 dark:text-white">Page {page.number}</h3>
      <span className="min-w-0 font-mono text-xs break-all text-slate-700 dark:text-slate-300">
        {page.url ?? 'Unknown page'}
      </span>
      <span className="text-xs text-slate-600 dark:text-slate-400">
        {formatLocalTime(page.startedAt)} · {plural(page.hits.length, 'hit', 'hits')}
        {page.navigation ? '' : ' · no navigation captured'}
      </span>
    </div>
  );
}

/** A collapsed hit: offset, status dot, vendor, event; opens as the full request card. */
function HitRow({ row, offsetMs, onOpen }: { row: RequestRow; offsetMs: number; onOpen(id: string): void }) {
  const key = `${TIMELINE_LIST}:${row.id}`;
  const open = useValidator((state) => state.expanded.has(key));
  if (open) return <RequestCard row={row} listId={TIMELINE_LIST} />;
  const bad = hasProblems(row);
  return (
    <button
      type="button"
      onClick={() => onOpen(row.id)}
      aria-label={`${row.eventName}, ${row.vendorName}, ${formatOffset(offsetMs)}${bad ? ', problems found' : ''}`}
      className={`flex w-full items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2 text-left hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:hover:bg-slate-800/60 ${focusRing}`}
    >
      <span className="w-16 shrink-0 text-right font-mono text-xs text-slate-600 tabular-nums dark:text-slate-400">
        {formatOffset(offsetMs)}
      </span>
      <span
        aria-hidden="true"
        className={`size-2.5 shrink-0 rounded-full ${bad ? 'bg-red-600 dark:bg-red-500' : 'bg-green-600 dark:bg-green-500'}`}
      />
      <VendorBadge code={row.category ?? ''} className="size-6" />
      <span className="min-w-0 flex-1 truncate text-sm">
        <span className="font-semibold text-slate-900 dark:text-white">
          <Highlight text={row.eventName} />
        </span>{' '}
        <span className="text-slate-600 dark:text-slate-400">
          <Highlight text={row.vendorName} />
        </span>
      </span>
      {row.errors > 0 ? (
        <span className="shrink-0 text-xs font-medium text-red-700 dark:text-red-400">
          {row.errors} errors
        </span>
      ) : null}
    </button>
  );
}

/**
 * The timeline view: per page view, the hits in the order they fired with their offset from the page's
 * start; a page list to move between pages; a hit opens as its request card. Narrowed by the filters
 * and the search like the grouped view.
 */
export function TimelineView() {
  const { rows, matched } = useResultRows();
  const pages = useMemo(() => timelinePages(rows, new Set(matched)), [rows, matched]);
  const items = useMemo(
    () =>
      pages.flatMap((page): Item[] => [
        { kind: 'page', page },
        ...page.hits.map((hit): Item => ({ kind: 'hit', ...hit })),
      ]),
    [pages],
  );
  const [target, setTarget] = useState<{ key: string; nonce: number } | null>(null);
  const scrollTo = useCallback(
    (key: string) => setTarget((last) => ({ key, nonce: (last?.nonce ?? 0) + 1 })),
    [],
  );
  // Selecting a hit opens its card in place and brings it near the top, focused.
  const open = useCallback(
    (id: string) => {
      validatorActions().setExpanded(`${TIMELINE_LIST}:${id}`, true);
      scrollTo(id);
    },
    [scrollTo],
  );
  const focusCard = useCallback(
    (element: HTMLElement) => element.querySelector('button')?.focus({ preventScroll: true }),
    [],
  );
  const renderItem = useCallback(
    (item: Item) =>
      item.kind === 'page' ? (
        <PageHeader page={item.page} />
      ) : (
        <HitRow row={item.row} offsetMs={item.offsetMs} onOpen={open} />
      ),
    [open],
  );
  return (
    <section id="timeline" data-anchor aria-labelledby="timeline-title">
      <SectionHeading
        id="timeline-title"
        title="Timeline"
        count={`(${plural(pages.length, 'page', 'pages')}, ${plural(matched.length, 'request', 'requests')})`}
        hint="Hits per page in the order they fired, with the time since the page started. Select a hit to open it."
      />
      {pages.length > 1 ? (
        <nav aria-label="Pages" className="mb-3 flex max-w-full gap-2 overflow-x-auto pb-1">
          {pages.map((page) => (
            <button
              key={page.key}
              type="button"
              title={page.url ?? undefined}
              onClick={() => scrollTo(page.key)}
              className={`max-w-60 shrink-0 truncate rounded-full border border-slate-300 bg-white px-3 py-1 text-xs text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 ${focusRing}`}
            >
              {page.number}. {pathOf(page.url)} ({page.hits.length})
            </button>
          ))}
        </nav>
      ) : null}
      {items.length > 0 ? (
        <VirtualGrid
          items={items}
          getKey={keyOf}
          renderItem={renderItem}
          estimateRowHeight={44}
          scrollTo={target}
          onScrolledTo={focusCard}
        />
      ) : (
        <EmptyNote>{NO_MATCHES_MESSAGE}</EmptyNote>
      )}
    </section>
  );
}

function pathOf(url: string | null): string {
  if (!url) return 'Unknown page';
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    return url;
  }
}
