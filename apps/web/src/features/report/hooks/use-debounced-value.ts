import { useEffect, useState } from 'react';

/** The parameter search waits this long after the last keystroke (specification §9). */
export const SEARCH_DEBOUNCE_MS = 300;

/** `value`, updated only once it has not changed for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
