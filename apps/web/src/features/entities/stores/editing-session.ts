import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { CreationMode } from '../model/creation-mode';
import type { LogicalOperator } from '../model/entity-types';
import { eventNameMetric, scopeToEvent } from '../model/event-scope';
import { createMetricRow, editMetricValue, type MetricInit, type MetricRow } from '../model/metrics';
import { INITIAL_SESSION, sessionFor, type EditingSessionState, type SessionInit } from './session-state';

export { DEFAULT_EVENT_NAME, INITIAL_SESSION, NO_CATEGORY, sessionFor } from './session-state';
export type { EditingSessionState, SessionInit } from './session-state';

export interface EditingSessionActions {
  init(init: SessionInit): void;
  clear(): void;
  setActive(active: boolean): void;
  resetUnsaved(): void;
  setSearchInput(text: string): void;
  /** Associations saved at once by the picker's toggles: not an unsaved change. */
  syncSavedAssociations(ids: string[]): void;
  startEditing(): void;
  setMode(mode: CreationMode): void;
  /** A request's test runs only on the request's event: a trigger on the event name is created with it. */
  scopeToRequestEvent(): void;
  setSelectedCategory(category: string): void;
  setTestName(name: string): void;
  setTriggerName(name: string): void;
  setTestDescription(text: string): void;
  setTriggerDescription(text: string): void;
  setLogicalOperator(operator: LogicalOperator): void;
  addMetric(init: MetricInit): void;
  removeMetric(id: string): void;
  updateMetric(
    id: string,
    patch: Partial<Pick<MetricRow, 'name' | 'comparison' | 'isSelected' | 'isTrigger'>>,
  ): void;
  editMetricValue(id: string, text: string): void;
  setShowAssociations(show: boolean): void;
  setAssociations(ids: string[]): void;
  toggleAssociation(id: string): void;
}

export type EditingSessionStore = EditingSessionState & EditingSessionActions;

/**
 * The editing session store. Every change marks unsaved changes except init, clear, set-active,
 * reset-unsaved and search (specification §4); reset clears the flag.
 */
export function createEditingSessionStore(): StoreApi<EditingSessionStore> {
  return createStore<EditingSessionStore>()((set, get) => {
    /** A change the user made: marks the session as having unsaved changes. */
    const change = (partial: Partial<EditingSessionState>) => set({ ...partial, hasUnsavedChanges: true });
    const mapMetrics = (id: string, update: (row: MetricRow) => MetricRow) =>
      change({ metrics: get().metrics.map((row) => (row.id === id ? update(row) : row)) });
    return {
      ...INITIAL_SESSION,
      init: (init) => set(sessionFor(init)),
      clear: () => set({ ...INITIAL_SESSION }),
      setActive: (isCreatingTest) => set({ isCreatingTest }),
      resetUnsaved: () => set({ hasUnsavedChanges: false }),
      setSearchInput: (searchInput) => set({ searchInput }),
      syncSavedAssociations: (associations) => set({ associations }),
      startEditing: () => set({ isViewOnly: false }),
      setMode: (mode) => change({ mode }),
      scopeToRequestEvent: () => {
        const event = eventNameMetric(get().metrics, get().eventName);
        if (event) change({ mode: 'TEST_AND_TRIGGER', metrics: scopeToEvent(get().metrics, event) });
      },
      setSelectedCategory: (selectedCategory) => change({ selectedCategory }),
      setTestName: (testName) => change({ testName }),
      setTriggerName: (triggerName) => change({ triggerName }),
      setTestDescription: (testDescription) => change({ testDescription }),
      setTriggerDescription: (triggerDescription) => change({ triggerDescription }),
      setLogicalOperator: (logicalOperator) => change({ logicalOperator }),
      addMetric: (init) => {
        const { mode, isEntityFromRequest } = get();
        const row = createMetricRow({
          isCustom: true,
          // A metric added to a request's form is used by the entities being created.
          isSelected: !isEntityFromRequest || mode !== 'TRIGGER_ONLY',
          isTrigger: !isEntityFromRequest || mode !== 'TEST_ONLY',
          ...init,
        });
        change({ metrics: [row, ...get().metrics] });
      },
      removeMetric: (id) => change({ metrics: get().metrics.filter((row) => row.id !== id) }),
      updateMetric: (id, patch) => mapMetrics(id, (row) => ({ ...row, ...patch })),
      editMetricValue: (id, text) => mapMetrics(id, (row) => editMetricValue(row, text)),
      setShowAssociations: (showAssociations) => change({ showAssociations }),
      setAssociations: (associations) => change({ associations: [...new Set(associations)] }),
      toggleAssociation: (id) => {
        const current = get().associations;
        change({
          associations: current.includes(id) ? current.filter((other) => other !== id) : [...current, id],
        });
      },
    };
  });
}

/** The page's one editing session. */
export const editingSession = createEditingSessionStore();

export function useEditingSession<T>(selector: (state: EditingSessionStore) => T): T {
  return useStore(editingSession, selector);
}
