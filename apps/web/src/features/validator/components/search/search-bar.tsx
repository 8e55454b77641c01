import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useResultRows } from '../../hooks/use-result-rows';
import { toggleFilterValue } from '../../stores/filters';
import { indexRows } from '../../stores/search-index';
import { useValidator, validatorStore } from '../../stores/validator-instance';
import { FacetMenu } from './facet-menu';
import { facetOptions } from './facets';
import { useSlashToFocus } from './use-slash-to-focus';
import { ViewModeSwitch } from './view-mode-switch';

/** Typing settles this long before the page narrows (a 6,000-request result re-filters on each). */
export const SEARCH_DEBOUNCE_MS = 200;

/** Puts the query in the filters (trimmed; empty: no search). */
function setQuery(query: string): void {
  const { filters } = validatorStore().getState();
  const next = query.trim() === '' ? [] : [query.trim()];
  if ((filters.search[0] ?? '') === (next[0] ?? '')) return;
  validatorStore().setState({ filters: { ...filters, search: next } });
}

function toggle(group: 'eventName' | 'category', value: string): void {
  const { filters } = validatorStore().getState();
  validatorStore().setState({ filters: toggleFilterValue(filters, group, value) });
}

/**
 * The results page's search box (event names, vendors, accounts, parameters, URLs, findings; `/`
 * focuses it), the event-name and vendor facets with counts, and the grouped / timeline switch.
 * The query and the facets are filters: every section narrows with them, Reset filters clears them.
 */
export function SearchBar() {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const applied = useValidator((state) => state.filters.search[0] ?? '');
  const filters = useValidator((state) => state.filters);
  const { rows, matched } = useResultRows();
  const [text, setText] = useState(applied);
  const sent = useRef(applied);

  // Index once per result, when the browser is idle, so the first keystroke costs only the matching.
  useEffect(() => {
    const handle = window.setTimeout(() => indexRows(rows), 0);
    return () => window.clearTimeout(handle);
  }, [rows]);
  // Reset filters (or a tile) changed the query from outside: show that in the box.
  useEffect(() => {
    if (applied === sent.current) return;
    sent.current = applied;
    setText(applied);
  }, [applied]);
  const apply = (query: string) => {
    sent.current = query.trim();
    setQuery(query);
  };
  useEffect(() => {
    const timer = window.setTimeout(() => apply(text), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  useSlashToFocus(input);

  const events = useMemo(() => facetOptions(rows, filters, 'eventName'), [rows, filters]);
  const vendors = useMemo(() => facetOptions(rows, filters, 'category'), [rows, filters]);

  return (
    <div role="search" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <div className="relative min-w-0 flex-1 basis-64">
          <label htmlFor={id} className="sr-only">
            Search requests
          </label>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <circle cx="11" cy="11" r="7" />
            <path d="M20 20l-4-4" strokeLinecap="round" />
          </svg>
          <input
            ref={input}
            id={id}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') apply(text);
              if (event.key === 'Escape' && text !== '') {
                event.preventDefault();
                setText('');
                apply('');
              }
            }}
            placeholder="Search events, vendors, accounts, parameters, URLs, findings"
            aria-keyshortcuts="/"
            autoComplete="off"
            spellCheck={false}
            className="h-10 w-full rounded-lg border border-slate-300 bg-white pr-10 pl-9 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400"
          />
          {text === '' ? (
            <kbd
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 rounded border border-slate-300 px-1.5 font-mono text-xs text-slate-500 dark:border-slate-600 dark:text-slate-400"
            >
              /
            </kbd>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <FacetMenu
            label="Events"
            options={events}
            selected={filters.eventName}
            onToggle={(value) => toggle('eventName', value)}
          />
          <FacetMenu
            label="Vendors"
            options={vendors}
            selected={filters.category}
            onToggle={(value) => toggle('category', value)}
          />
          <ViewModeSwitch />
        </div>
      </div>
      <p aria-live="polite" className="text-sm text-slate-700 dark:text-slate-300">
        {applied || filters.eventName.length > 0 || filters.category.length > 0
          ? `${matched.length.toLocaleString()} of ${rows.length.toLocaleString()} requests match`
          : null}
      </p>
    </div>
  );
}
