import { useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';

/** Jumped-to items land this far below the top of the window (specification §9: 200 px). */
export const JUMP_OFFSET_PX = 200;

export interface VirtualGridProps<T> {
  items: readonly T[];
  getKey(item: T): string;
  renderItem(item: T): ReactNode;
  columns?: number;
  /** Estimated height of a row before it is measured. */
  estimateRowHeight?: number;
  /** Scrolls to the item with this key whenever `nonce` changes. */
  scrollTo?: { key: string; nonce: number } | null;
  /** Called after a scroll-to, with the item's element once it is rendered. */
  onScrolledTo?(element: HTMLElement): void;
  /** The key of an item drawn above the page dimmer. */
  raisedKey?: string | null;
  className?: string;
}

/** Lists shorter than this render every item: measuring rows would cost more than it saves. */
export const WINDOWING_FROM_ITEMS = 50;

/**
 * A grid of items in rows of `columns`: window-scrolled and virtualised from
 * {@link WINDOWING_FROM_ITEMS} items (only the rows near the viewport are in the DOM, measured as they
 * render, so lists of 10,000 requests stay smooth), every item rendered below that.
 */
export function VirtualGrid<T>(props: VirtualGridProps<T>) {
  // Kept here, so that a list crossing the threshold (a filter) does not take the last jump again.
  const handledNonce = useRef<number | null>(null);
  return props.items.length >= WINDOWING_FROM_ITEMS ? (
    <WindowedGrid {...props} handledNonce={handledNonce} />
  ) : (
    <PlainGrid {...props} handledNonce={handledNonce} />
  );
}

/** What both layouts get: the props, and the nonce of the last jump taken. */
type LayoutProps<T> = VirtualGridProps<T> & { handledNonce: RefObject<number | null> };

/** The items of row `row` of a grid of `columns`. */
const rowOf = <T,>(items: readonly T[], row: number, columns: number) =>
  items.slice(row * columns, row * columns + columns);

/**
 * Scrolls once per `scrollTo.nonce` to the item with `scrollTo.key`, JUMP_OFFSET_PX below the top of
 * the window, once its element is rendered (`bringNear` first brings it into the DOM).
 */
function useJump<T>(
  listRef: RefObject<HTMLDivElement | null>,
  { items, getKey, scrollTo, onScrolledTo, handledNonce }: LayoutProps<T>,
  bringNear?: (index: number) => void,
): void {
  const target = scrollTo ? items.findIndex((item) => getKey(item) === scrollTo.key) : -1;
  useEffect(() => {
    // Each jump request scrolls once; later re-renders and filter changes do not scroll again.
    if (!scrollTo || target < 0 || handledNonce.current === scrollTo.nonce) return;
    handledNonce.current = scrollTo.nonce;
    bringNear?.(target);
    let frames = 0;
    const settle = () => {
      const element = listRef.current?.querySelector<HTMLElement>(
        `[data-item-key="${CSS.escape(scrollTo.key)}"]`,
      );
      if (element) {
        window.scrollBy(0, element.getBoundingClientRect().top - JUMP_OFFSET_PX);
        onScrolledTo?.(element);
      } else if (frames++ < 30) requestAnimationFrame(settle);
    };
    requestAnimationFrame(settle);
  }, [listRef, handledNonce, scrollTo, target, bringNear, onScrolledTo]);
}

/** One row's items, each in a cell that carries its key for jumps. */
function RowCells<T>({ rowItems, getKey, renderItem }: { rowItems: readonly T[] } & VirtualGridProps<T>) {
  return rowItems.map((item) => (
    <div key={getKey(item)} data-item-key={getKey(item)} className="min-w-0">
      {renderItem(item)}
    </div>
  ));
}

const isRaised = <T,>(rowItems: readonly T[], { getKey, raisedKey }: VirtualGridProps<T>) =>
  raisedKey !== null && raisedKey !== undefined && rowItems.some((item) => getKey(item) === raisedKey);

function PlainGrid<T>(props: LayoutProps<T>) {
  const { items, getKey, columns = 1, className = '' } = props;
  const listRef = useRef<HTMLDivElement>(null);
  useJump(listRef, props);
  const rows = Array.from({ length: Math.ceil(items.length / columns) }, (_, row) =>
    rowOf(items, row, columns),
  );
  return (
    <div ref={listRef} className={`relative w-full ${className}`}>
      {rows.map((rowItems) => (
        <div
          key={rowItems.map(getKey).join('|')}
          className={`relative grid w-full items-start gap-4 pb-4 ${isRaised(rowItems, props) ? 'z-50' : ''}`}
          style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
        >
          <RowCells rowItems={rowItems} {...props} />
        </div>
      ))}
    </div>
  );
}

function WindowedGrid<T>(props: LayoutProps<T>) {
  const { items, getKey, columns = 1, estimateRowHeight = 96, className = '' } = props;
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const rowCount = Math.ceil(items.length / columns);

  useLayoutEffect(() => {
    const measure = () => {
      const top = (listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
      setScrollMargin((previous) => (Math.abs(previous - top) < 1 ? previous : top));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => estimateRowHeight,
    overscan: 4,
    scrollMargin,
    scrollPaddingStart: JUMP_OFFSET_PX,
    getItemKey: (row) => rowOf(items, row, columns).map(getKey).join('|') || row,
  });
  const bringNear = useCallback(
    (index: number) => virtualizer.scrollToIndex(Math.floor(index / columns), { align: 'start' }),
    [virtualizer, columns],
  );
  useJump(listRef, props, bringNear);

  return (
    <div
      ref={listRef}
      className={`relative w-full ${className}`}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const rowItems = rowOf(items, row.index, columns);
        return (
          <div
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            className={`absolute top-0 left-0 grid w-full items-start gap-4 pb-4 ${isRaised(rowItems, props) ? 'z-50' : ''}`}
            style={{
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            }}
          >
            <RowCells rowItems={rowItems} {...props} />
          </div>
        );
      })}
    </div>
  );
}
