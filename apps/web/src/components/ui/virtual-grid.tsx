import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

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

/**
 * A window-scrolled, virtualised grid: only the rows near the viewport are in the DOM, rows are
 * measured as they render (cards expand), so lists of 10,000 requests stay smooth.
 */
export function VirtualGrid<T>({
  items,
  getKey,
  renderItem,
  columns = 1,
  estimateRowHeight = 96,
  scrollTo,
  onScrolledTo,
  raisedKey,
  className = '',
}: VirtualGridProps<T>) {
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
    getItemKey: (row) =>
      items
        .slice(row * columns, row * columns + columns)
        .map(getKey)
        .join('|') || row,
  });

  const target = scrollTo ? items.findIndex((item) => getKey(item) === scrollTo.key) : -1;
  const handledNonce = useRef<number | null>(null);
  useEffect(() => {
    // Each jump request scrolls once; later re-renders and filter changes do not scroll again.
    if (!scrollTo || target < 0 || handledNonce.current === scrollTo.nonce) return;
    handledNonce.current = scrollTo.nonce;
    virtualizer.scrollToIndex(Math.floor(target / columns), { align: 'start' });
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
  }, [scrollTo, target, columns, virtualizer, onScrolledTo]);

  return (
    <div
      ref={listRef}
      className={`relative w-full ${className}`}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const rowItems = items.slice(row.index * columns, row.index * columns + columns);
        const raised =
          raisedKey !== null &&
          raisedKey !== undefined &&
          rowItems.some((item) => getKey(item) === raisedKey);
        return (
          <div
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            className={`absolute top-0 left-0 grid w-full items-start gap-4 pb-4 ${raised ? 'z-50' : ''}`}
            style={{
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            }}
          >
            {rowItems.map((item) => (
              <div key={getKey(item)} data-item-key={getKey(item)} className="min-w-0">
                {renderItem(item)}
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}
