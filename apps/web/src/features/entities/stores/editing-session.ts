import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { defaultCreationMode, type CreationMode } from '../model/creation-mode';
import {
  associationIds,
  entityKind,
  entityVendor,
  type EntityDocument,
  type LogicalOperator,
} from '../model/entity-types';
import {
  createMetricRow,
  editMetricValue,
  parseSavedMetrics,
  type MetricInit,
  type MetricRow,
} from '../model/metrics';
import { randomId } from '../model/random-id';
import { DEFAULT_VENDOR } from '../model/vendors';

/** The vendor category placeholder: no category chosen (specification §3). */
export const NO_CATEGORY = 'default';
export const DEFAULT_EVENT_NAME = 'Unnamed Event';

/** The form's draft (specification §3, "Editing session"), plus the mode and chosen associations. */
export interface EditingSessionState {
  sessionId: string | null;
  /** The form is open. */
  isCreatingTest: boolean;
  mode: CreationMode;
  metrics: MetricRow[];
  logicalOperator: LogicalOperator;
  testName: string;
  triggerName: string;
  testDescription: string;
  triggerDescription: string;
  /** The vendor category (`default`: none chosen). */
  selectedCategory: string;
  showAssociations: boolean;
  /** The chosen counterparts' ids. */
  associations: string[];
  /** The metrics manager's search text. */
  searchInput: string;
  isEdit: boolean;
  /** Opened from a chip: read-only until Edit. */
  isViewOnly: boolean;
  isEntityFromRequest: boolean;
  isFromUserInteraction: boolean;
  itemToEdit: EntityDocument | null;
  eventName: string;
  hasUnsavedChanges: boolean;
}

/** How the form opens. */
export type SessionInit =
  | { kind: 'create'; mode?: CreationMode; vendor?: string }
  | {
      kind: 'request';
      metrics: MetricRow[];
      eventName: string;
      vendor: string | null;
      fromUserInteraction?: boolean;
    }
  | { kind: 'edit' | 'view'; item: EntityDocument };

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

export const INITIAL_SESSION: EditingSessionState = {
  sessionId: null,
  isCreatingTest: false,
  mode: 'TEST_ONLY',
  metrics: [],
  logicalOperator: 'AND',
  testName: `Test for ${DEFAULT_EVENT_NAME}`,
  triggerName: `Trigger for ${DEFAULT_EVENT_NAME}`,
  testDescription: '',
  triggerDescription: '',
  selectedCategory: NO_CATEGORY,
  showAssociations: false,
  associations: [],
  searchInput: '',
  isEdit: false,
  isViewOnly: false,
  isEntityFromRequest: false,
  isFromUserInteraction: false,
  itemToEdit: null,
  eventName: DEFAULT_EVENT_NAME,
  hasUnsavedChanges: false,
};

function names(eventName: string) {
  return { testName: `Test for ${eventName}`, triggerName: `Trigger for ${eventName}` };
}

/** The session a form starts with. */
export function sessionFor(init: SessionInit): EditingSessionState {
  const base = { ...INITIAL_SESSION, sessionId: randomId(), isCreatingTest: true };
  switch (init.kind) {
    case 'create': {
      const origin = { fromRequest: false, fromUserInteraction: false };
      return {
        ...base,
        ...names(DEFAULT_EVENT_NAME),
        mode: defaultCreationMode(origin, init.mode),
        selectedCategory: init.vendor ?? DEFAULT_VENDOR,
      };
    }
    case 'request': {
      const origin = { fromRequest: true, fromUserInteraction: init.fromUserInteraction ?? false };
      return {
        ...base,
        ...names(init.eventName),
        eventName: init.eventName,
        mode: defaultCreationMode(origin),
        metrics: init.metrics,
        selectedCategory: init.vendor ?? DEFAULT_VENDOR,
        isEntityFromRequest: true,
        isFromUserInteraction: origin.fromUserInteraction,
      };
    }
    case 'edit':
    case 'view': {
      const { item } = init;
      const kind = entityKind(item);
      const vendor = entityVendor(item);
      const description = item.description ?? '';
      return {
        ...base,
        mode: kind === 'test' ? 'TEST_ONLY' : 'TRIGGER_ONLY',
        isEdit: true,
        isViewOnly: init.kind === 'view',
        itemToEdit: item,
        eventName: item.name,
        testName: kind === 'test' ? item.name : '',
        triggerName: kind === 'trigger' ? item.name : '',
        testDescription: kind === 'test' ? description : '',
        triggerDescription: kind === 'trigger' ? description : '',
        logicalOperator: item.logicalOperator === 'OR' ? 'OR' : 'AND',
        metrics: parseSavedMetrics(item.metrics, kind, vendor),
        selectedCategory: vendor ?? NO_CATEGORY,
        associations: associationIds(item),
        showAssociations: true,
      };
    }
  }
}

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
