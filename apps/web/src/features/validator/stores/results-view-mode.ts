import { createStore, type StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { readLocalJson, writeLocalJson } from '../../../lib/storage/local-json';

/** How the results page lists requests: by section (errors, duplicates, …) or per page in firing order. */
export type ResultsViewMode = 'grouped' | 'timeline';

/** Where the choice is remembered between visits. */
export const VIEW_MODE_KEY = 'tagproof.resultsView';

let instance: StoreApi<{ mode: ResultsViewMode }> | null = null;

/** Made on first use, reading the remembered choice. */
function viewModeStore(): StoreApi<{ mode: ResultsViewMode }> {
  instance ??= createStore<{ mode: ResultsViewMode }>()(() => ({
    mode: readLocalJson(VIEW_MODE_KEY) === 'timeline' ? 'timeline' : 'grouped',
  }));
  return instance;
}

/** The chosen view, remembered in localStorage. */
export function useResultsViewMode(): ResultsViewMode {
  return useStore(viewModeStore(), (state) => state.mode);
}

export function getResultsViewMode(): ResultsViewMode {
  return viewModeStore().getState().mode;
}

export function setResultsViewMode(mode: ResultsViewMode): void {
  viewModeStore().setState({ mode });
  writeLocalJson(VIEW_MODE_KEY, mode);
}
