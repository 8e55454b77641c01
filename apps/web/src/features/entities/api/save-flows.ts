import { errorMessage } from '../../../lib/appwrite';
import { createsTest, createsTrigger, type CreationMode } from '../model/creation-mode';
import {
  associationIds,
  entityKind,
  type EntityDocument,
  type LogicalOperator,
  type TestDocument,
  type TriggerDocument,
} from '../model/entity-types';
import { metricsFor, serializeMetrics, type MetricRow } from '../model/metrics';
import type { EntitiesApi } from './entities-api';

/** Everything the form hands to a save. */
export interface SaveInput {
  mode: CreationMode;
  isEdit: boolean;
  /** The item edited (edit only). */
  itemToEdit: EntityDocument | null;
  vendor: string;
  testName: string;
  triggerName: string;
  testDescription: string;
  triggerDescription: string;
  logicalOperator: LogicalOperator;
  metrics: readonly MetricRow[];
  isEntityFromRequest: boolean;
  /** The counterparts chosen in "Associate with Triggers" / "Associate with Tests". */
  associations: readonly string[];
  /** The lists as loaded, to add the new id to each chosen counterpart "if missing". */
  tests: readonly EntityDocument[];
  triggers: readonly EntityDocument[];
}

export type SaveResult =
  { success: true; test?: TestDocument; trigger?: TriggerDocument } | { success: false; error: string };

type Log = Pick<Console, 'warn'>;

const reason = (error: unknown) => errorMessage(error, 'Unknown error');

/** Test create data (specification §7): name, triggers, logicalOperator, metrics, description, testType. */
export function testData(input: SaveInput, triggers: readonly string[]): Record<string, unknown> {
  return {
    name: input.testName.trim(),
    triggers: [...triggers],
    logicalOperator: input.logicalOperator,
    metrics: serializeMetrics(metricsFor(input.metrics, 'test', input.isEntityFromRequest)),
    description: input.testDescription.trim(),
    testType: input.vendor,
  };
}

/**
 * Trigger create data (specification §7): name, metrics, logicalOperator, tests, itemParameterOptions,
 * description, triggerType, expectedTests (JSON text of the expected test ids).
 */
export function triggerData(input: SaveInput, tests: readonly string[]): Record<string, unknown> {
  return {
    name: input.triggerName.trim(),
    metrics: serializeMetrics(metricsFor(input.metrics, 'trigger', input.isEntityFromRequest)),
    logicalOperator: input.logicalOperator,
    tests: [...tests],
    itemParameterOptions: '',
    description: input.triggerDescription.trim(),
    triggerType: input.vendor,
    expectedTests: JSON.stringify([...tests]),
  };
}

/** Adds `id` to each chosen counterpart's list where it is missing; failures are only logged. */
async function linkCounterparts(
  api: EntitiesApi,
  kind: 'test' | 'trigger',
  id: string,
  chosen: readonly string[],
  counterparts: readonly EntityDocument[],
  log: Log,
): Promise<void> {
  const counterpartKind = kind === 'test' ? 'trigger' : 'test';
  const field = counterpartKind === 'test' ? 'triggers' : 'tests';
  for (const counterpartId of chosen) {
    const counterpart = counterparts.find((candidate) => candidate.$id === counterpartId);
    const current = counterpart ? associationIds(counterpart) : [];
    if (current.includes(id)) continue;
    try {
      await api.update(counterpartKind, counterpartId, { [field]: [...current, id] });
    } catch (error) {
      log.warn(`[tagproof] could not link ${kind} ${id} to ${counterpartKind} ${counterpartId}`, error);
    }
  }
}

/**
 * TEST_AND_TRIGGER (specification §4): the trigger first; then the test, linking the new trigger and
 * the chosen triggers; then the trigger updated to point to the new test (a failure is only logged).
 */
async function createTestAndTrigger(api: EntitiesApi, input: SaveInput, log: Log): Promise<SaveResult> {
  let trigger: TriggerDocument;
  try {
    trigger = (await api.create('trigger', triggerData(input, []))) as TriggerDocument;
  } catch (error) {
    return { success: false, error: `Failed to create trigger: ${reason(error)}` };
  }
  const triggers = [trigger.$id, ...input.associations.filter((id) => id !== trigger.$id)];
  let test: TestDocument;
  try {
    test = (await api.create('test', testData(input, triggers))) as TestDocument;
  } catch (error) {
    return { success: false, error: `Failed to create test: ${reason(error)}` };
  }
  try {
    trigger = (await api.update('trigger', trigger.$id, { tests: [test.$id] })) as TriggerDocument;
  } catch (error) {
    log.warn('[tagproof] could not link the new trigger to the new test', error);
  }
  return { success: true, test, trigger };
}

async function createTestOnly(api: EntitiesApi, input: SaveInput, log: Log): Promise<SaveResult> {
  let test: TestDocument;
  try {
    test = (await api.create('test', testData(input, input.associations))) as TestDocument;
  } catch (error) {
    return { success: false, error: `Failed to create test: ${reason(error)}` };
  }
  await linkCounterparts(api, 'test', test.$id, input.associations, input.triggers, log);
  return { success: true, test };
}

async function createTriggerOnly(api: EntitiesApi, input: SaveInput, log: Log): Promise<SaveResult> {
  let trigger: TriggerDocument;
  try {
    trigger = (await api.create('trigger', triggerData(input, input.associations))) as TriggerDocument;
  } catch (error) {
    return { success: false, error: `Failed to create trigger: ${reason(error)}` };
  }
  await linkCounterparts(api, 'trigger', trigger.$id, input.associations, input.tests, log);
  return { success: true, trigger };
}

/** Edit: the item is updated in place (its associations are changed by the picker's toggles). */
async function updateInPlace(api: EntitiesApi, input: SaveInput): Promise<SaveResult> {
  const item = input.itemToEdit;
  if (!item) return { success: false, error: 'Nothing to update' };
  const kind = entityKind(item);
  const data =
    kind === 'test'
      ? {
          name: input.testName.trim(),
          description: input.testDescription.trim(),
          logicalOperator: input.logicalOperator,
          metrics: serializeMetrics(input.metrics),
          testType: input.vendor,
        }
      : {
          name: input.triggerName.trim(),
          description: input.triggerDescription.trim(),
          logicalOperator: input.logicalOperator,
          metrics: serializeMetrics(input.metrics),
          triggerType: input.vendor,
        };
  try {
    const saved = await api.update(kind, item.$id, data);
    return kind === 'test'
      ? { success: true, test: saved as TestDocument }
      : { success: true, trigger: saved as TriggerDocument };
  } catch (error) {
    return { success: false, error: `Failed to update ${kind}: ${reason(error)}` };
  }
}

/** Runs the save flow of specification §4 for the form's mode. */
export async function saveEntities(
  api: EntitiesApi,
  input: SaveInput,
  log: Log = console,
): Promise<SaveResult> {
  if (input.isEdit) return updateInPlace(api, input);
  if (createsTest(input.mode) && createsTrigger(input.mode)) return createTestAndTrigger(api, input, log);
  return input.mode === 'TRIGGER_ONLY' ? createTriggerOnly(api, input, log) : createTestOnly(api, input, log);
}
