/**
 * The tables' search, sort and pagination (specification §2), as pure functions over plain rows.
 */

export type SortDirection = 'asc' | 'desc';
export interface SortState<K extends string> {
  key: K;
  direction: SortDirection;
}

export const PAGE_SIZES = [5, 10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** Up to this many pages every page number is shown; beyond it, ellipses. */
export const MAX_PLAIN_PAGES = 5;

/** True when any string or number field of `record` contains `query` (ignoring case). */
export function matchesSearch(record: Readonly<Record<string, unknown>>, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return Object.values(record).some(
    (value) =>
      (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))) &&
      String(value).toLowerCase().includes(needle),
  );
}

/** Case-insensitive for text; numbers numerically; empty values last ascending. */
export function compareValues(a: unknown, b: unknown): number {
  const emptyA = a === null || a === undefined || a === '';
  const emptyB = b === null || b === undefined || b === '';
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { sensitivity: 'base', numeric: true });
}

/** A sorted copy (stable). */
export function sortRows<T, K extends string>(
  rows: readonly T[],
  sort: SortState<K>,
  valueOf: (row: T, key: K) => unknown,
): T[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort(
      (x, y) => sign * compareValues(valueOf(x.row, sort.key), valueOf(y.row, sort.key)) || x.index - y.index,
    )
    .map(({ row }) => row);
}

/** Clicking a column: the same column flips its direction, another starts ascending. */
export function toggleSort<K extends string>(current: SortState<K>, key: K): SortState<K> {
  if (current.key !== key) return { key, direction: 'asc' };
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

export interface Page<T> {
  rows: T[];
  /** 1-based, clamped to the pages that exist. */
  page: number;
  pageCount: number;
  total: number;
  /** 1-based index of the first and last row shown (0 when empty). */
  from: number;
  to: number;
}

export function paginate<T>(rows: readonly T[], page: number, pageSize: number): Page<T> {
  const total = rows.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const start = (current - 1) * pageSize;
  const shown = rows.slice(start, start + pageSize);
  return {
    rows: shown,
    page: current,
    pageCount,
    total,
    from: total === 0 ? 0 : start + 1,
    to: start + shown.length,
  };
}

/** "Showing X to Y of Z entries", or "No entries to display". */
export function showingText({ from, to, total }: Pick<Page<unknown>, 'from' | 'to' | 'total'>): string {
  return total === 0 ? 'No entries to display' : `Showing ${from} to ${to} of ${total} entries`;
}

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page buttons: every page up to 5 pages; beyond, the first and last pages, the current page and
 * its neighbours, with an ellipsis for each gap (1 2 3 4 … 9, 1 … 4 5 6 … 9, 1 … 6 7 8 9).
 */
export function pageNumbers(page: number, pageCount: number): PageItem[] {
  if (pageCount <= MAX_PLAIN_PAGES) return Array.from({ length: pageCount }, (_, index) => index + 1);
  if (page <= 3) return [1, 2, 3, 4, 'ellipsis-end', pageCount];
  if (page >= pageCount - 2)
    return [1, 'ellipsis-start', pageCount - 3, pageCount - 2, pageCount - 1, pageCount];
  return [1, 'ellipsis-start', page - 1, page, page + 1, 'ellipsis-end', pageCount];
}
