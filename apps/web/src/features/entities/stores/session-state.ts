import { defaultCreationMode, type CreationMode } from '../model/creation-mode';
import {
  associationIds,
  entityKind,
  entityVendor,
  type EntityDocument,
  type LogicalOperator,
} from '../model/entity-types';
import { parseSavedMetrics, type MetricRow } from '../model/metrics';
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
