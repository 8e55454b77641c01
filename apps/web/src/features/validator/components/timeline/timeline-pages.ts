import type { RequestRow } from '../../stores/request-rows';

/** One hit of a page: the request, and how long after the page started it fired. */
export interface TimelineHit {
  row: RequestRow;
  offsetMs: number;
}

/** A page view: where, when it started, its navigation request (if captured) and its hits in firing order. */
export interface TimelinePage {
  /** Stable within a result: `page-<n>`. */
  key: string;
  number: number;
  url: string | null;
  startedAt: number;
  navigation: RequestRow | null;
  hits: TimelineHit[];
}

/**
 * Cuts a result's rows into page views, as Tag Assistant does: rows in firing order (time, then the
 * order captured); a Navigation request starts a page, and so does a hit whose tab URL differs from
 * the page's. A page starts at its navigation, else at its first hit; offsets count from there.
 * `shown` keeps the hits the filters and the search match; pages left without hits are dropped
 * (their offsets still count from the real start).
 */
export function timelinePages(rows: readonly RequestRow[], shown?: ReadonlySet<RequestRow>): TimelinePage[] {
  const ordered = rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => a.row.timestamp - b.row.timestamp || a.index - b.index)
    .map(({ row }) => row);
  const pages: TimelinePage[] = [];
  let current: TimelinePage | null = null;
  for (const row of ordered) {
    const otherUrl =
      row.tabUrl !== null && current !== null && current.url !== null && row.tabUrl !== current.url;
    if (current === null || row.isNavigation || otherUrl) {
      current = {
        key: `page-${pages.length + 1}`,
        number: pages.length + 1,
        url: row.tabUrl,
        startedAt: row.timestamp,
        navigation: row.isNavigation ? row : null,
        hits: [],
      };
      pages.push(current);
      if (row.isNavigation) continue;
    }
    current.url ??= row.tabUrl;
    if (!shown || shown.has(row))
      current.hits.push({ row, offsetMs: Math.max(0, row.timestamp - current.startedAt) });
  }
  return pages.filter(
    (page) => page.hits.length > 0 || (page.navigation !== null && (!shown || shown.has(page.navigation))),
  );
}

/** A hit's offset from its page's start: `+850 ms`, `+2.35 s`, `+1:04.2`. */
export function formatOffset(ms: number): string {
  if (ms < 1_000) return `+${Math.round(ms)} ms`;
  if (ms < 60_000) return `+${(ms / 1_000).toFixed(2)} s`;
  const minutes = Math.floor(ms / 60_000);
  const seconds = ((ms % 60_000) / 1_000).toFixed(1).padStart(4, '0');
  return `+${minutes}:${seconds}`;
}
