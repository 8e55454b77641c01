/** The sessions feature: the Cached Results panel. */
export { CachedResultsPanel, CACHED_RESULTS_WIDTH } from './components/cached-results-panel';
export type { CachedResultsPanelProps } from './components/cached-results-panel';
