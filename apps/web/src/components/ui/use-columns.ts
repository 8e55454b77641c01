import { useSyncExternalStore } from 'react';

const WIDE = '(min-width: 1280px)';
const MEDIUM = '(min-width: 768px)';

function columns(): number {
  if (typeof window.matchMedia !== 'function') return 1;
  if (window.matchMedia(WIDE).matches) return 3;
  return window.matchMedia(MEDIUM).matches ? 2 : 1;
}

function subscribe(listener: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const queries = [window.matchMedia(WIDE), window.matchMedia(MEDIUM)];
  queries.forEach((query) => query.addEventListener('change', listener));
  return () => queries.forEach((query) => query.removeEventListener('change', listener));
}

/** 1, 2 or 3 grid columns by viewport width (the error list's grid, specification §2). */
export function useResponsiveColumns(max = 3): number {
  return Math.min(
    max,
    useSyncExternalStore(subscribe, columns, () => 1),
  );
}
