import { z } from 'zod';
import { jsonTextOf, toJsonText } from './json-text.js';
import { CUSTOM_VENDOR_LIMITS } from '@tagproof/engine';
import { MAX_VALIDATION_TESTS, MAX_VALIDATION_TRIGGERS } from '@tagproof/contracts';
import { journeyCreateSchema, journeyUpdateSchema } from './journey-schemas.js';
import { vendorCreateSchema, vendorUpdateSchema } from './vendor-schemas.js';

/**
 * The collections of the Appwrite-shaped documents API and what each attribute is: its column,
 * whether a query may filter or sort on it, and the zod schema of what a client may write.
 * Adding an attribute is a migration, a column here and a field in the collection's data schema.
 */

export type CollectionId = 'tests' | 'triggers' | 'testsuitesresults' | 'vendors' | 'journeys';
export type DocumentTable = 'tests' | 'triggers' | 'test_suite_results' | 'vendors' | 'journeys';

/** How an attribute is stored and queried. */
export type AttributeKind =
  /** Text; filters and orders compare code points. */
  | 'string'
  /** Appwrite date text (system attributes); query values are normalised to the stored format. */
  | 'date'
  /** JSON text: returned as stored, never filtered or sorted on. */
  | 'json'
  /** The ids of linked documents, from the join table: only `contains` filters on it. */
  | 'links';

export interface AttributeDefinition {
  kind: AttributeKind;
  /** The column, or for `links` the join-table column of this side. */
  column: string;
}

/** One side of the test ↔ trigger association. */
export interface AssociationSide {
  /** The attribute carrying the linked ids (`triggers` on a test, `tests` on a trigger). */
  attribute: 'triggers' | 'tests';
  /** This side's column in `test_trigger_links`. */
  ownColumn: 'test_id' | 'trigger_id';
  /** The other side's column in `test_trigger_links`. */
  otherColumn: 'test_id' | 'trigger_id';
  /** The collection of the linked documents. */
  otherCollection: 'tests' | 'triggers';
}

export interface CollectionDefinition {
  id: CollectionId;
  table: DocumentTable;
  /** User attributes (without `$id`, `$createdAt`, `$updatedAt`), in the order documents list them. */
  attributes: Readonly<Record<string, AttributeDefinition>>;
  /** Zod schema of a create's `data` (after `$` fields are dropped); it applies the defaults. */
  createSchema: z.ZodType<Record<string, unknown>>;
  /** Zod schema of an update's `data`: every attribute optional, no defaults. */
  updateSchema: z.ZodType<Record<string, unknown>>;
  association: AssociationSide | null;
  /** Users may create, update and delete these documents (else only the server writes them). */
  userWritable: boolean;
  /** Most documents one user may store in the collection (creating one more is refused); none when omitted. */
  maxPerOwner?: number;
}

/** System attributes every collection can be queried on. */
export const SYSTEM_ATTRIBUTES: Readonly<Record<string, AttributeDefinition>> = {
  $id: { kind: 'string', column: 'id' },
  $createdAt: { kind: 'date', column: 'created_at' },
  $updatedAt: { kind: 'date', column: 'updated_at' },
};

/** Most linked documents one write may name (the list limit). */
export const MAX_LINKS = 5000;
const MAX_NAME = 256;
const MAX_TEXT = 16_384;
const MAX_JSON = 4 * 1024 * 1024;

const nullableText = (max: number) => z.string().max(max).nullish();

/** Metrics: JSON text of a list, or the list itself; stored as JSON text. */
const metrics = z.union([
  jsonTextOf('list', MAX_JSON),
  z.array(z.unknown()).transform((list, context) => toJsonText(list, MAX_JSON, context)),
]);

/** Ids of linked documents: strings or objects with `$id` (as the SDK returns them); de-duplicated. */
const linkedIds = z
  .array(z.union([z.string(), z.looseObject({ $id: z.string() }).transform((linked) => linked.$id)]))
  .max(MAX_LINKS)
  .transform((ids) => [...new Set(ids)]);

/** `expectedTests`: JSON text of a list of test ids, or the list; stored as JSON text. */
const expectedTests = z
  .union([
    jsonTextOf('list', MAX_TEXT * 16),
    z
      .array(z.string())
      .max(MAX_LINKS)
      .transform((ids) => JSON.stringify(ids)),
  ])
  .nullish();

const name = z
  .string()
  .max(MAX_NAME)
  .refine((text) => text.trim() !== '', 'must not be blank');
const logicalOperator = z.enum(['AND', 'OR']);

const testFields = {
  name,
  description: nullableText(MAX_TEXT),
  testType: nullableText(MAX_NAME),
  requestCategory: nullableText(MAX_NAME),
  logicalOperator,
  metrics,
  triggers: linkedIds,
};

const triggerFields = {
  name,
  description: nullableText(MAX_TEXT),
  triggerType: nullableText(MAX_NAME),
  requestCategory: nullableText(MAX_NAME),
  logicalOperator,
  metrics,
  tests: linkedIds,
  itemParameterOptions: z.string().max(MAX_TEXT),
  expectedTests,
};

/** A validation report: the JSON text of `AllRequestsAllActionsAllTestResults`, or the object. */
const testSuiteResult = z.union([
  z.string().refine((text) => {
    try {
      const value: unknown = JSON.parse(text);
      return typeof value === 'object' && value !== null;
    } catch {
      return false;
    }
  }, 'must be JSON text of an object'),
  z.record(z.string(), z.unknown()).transform((report) => JSON.stringify(report)),
]);

const reportFields = {
  testSuiteResult,
  jobId: nullableText(64),
  websiteUrl: nullableText(4096),
  journeyId: nullableText(36),
};

export const COLLECTIONS: Readonly<Record<CollectionId, CollectionDefinition>> = {
  tests: {
    id: 'tests',
    table: 'tests',
    attributes: {
      name: { kind: 'string', column: 'name' },
      description: { kind: 'string', column: 'description' },
      testType: { kind: 'string', column: 'test_type' },
      requestCategory: { kind: 'string', column: 'request_category' },
      logicalOperator: { kind: 'string', column: 'logical_operator' },
      metrics: { kind: 'json', column: 'metrics' },
      triggers: { kind: 'links', column: 'test_id' },
    },
    createSchema: z.strictObject({
      ...testFields,
      logicalOperator: logicalOperator.default('AND'),
      metrics: metrics.default('[]'),
      triggers: linkedIds.default([]),
    }),
    updateSchema: z.strictObject(testFields).partial(),
    association: {
      attribute: 'triggers',
      ownColumn: 'test_id',
      otherColumn: 'trigger_id',
      otherCollection: 'triggers',
    },
    userWritable: true,
    /** A validation takes at most this many tests, and the app lists as many: more would be ignored unseen. */
    maxPerOwner: MAX_VALIDATION_TESTS,
  },
  triggers: {
    id: 'triggers',
    table: 'triggers',
    attributes: {
      name: { kind: 'string', column: 'name' },
      description: { kind: 'string', column: 'description' },
      triggerType: { kind: 'string', column: 'trigger_type' },
      requestCategory: { kind: 'string', column: 'request_category' },
      logicalOperator: { kind: 'string', column: 'logical_operator' },
      metrics: { kind: 'json', column: 'metrics' },
      tests: { kind: 'links', column: 'trigger_id' },
      itemParameterOptions: { kind: 'string', column: 'item_parameter_options' },
      expectedTests: { kind: 'json', column: 'expected_tests' },
    },
    createSchema: z.strictObject({
      ...triggerFields,
      logicalOperator: logicalOperator.default('AND'),
      metrics: metrics.default('[]'),
      tests: linkedIds.default([]),
      itemParameterOptions: triggerFields.itemParameterOptions.default(''),
    }),
    updateSchema: z.strictObject(triggerFields).partial(),
    association: {
      attribute: 'tests',
      ownColumn: 'trigger_id',
      otherColumn: 'test_id',
      otherCollection: 'tests',
    },
    userWritable: true,
    /** A validation takes at most this many triggers, and the app lists as many: more would be ignored unseen. */
    maxPerOwner: MAX_VALIDATION_TRIGGERS,
  },
  testsuitesresults: {
    id: 'testsuitesresults',
    table: 'test_suite_results',
    attributes: {
      testSuiteResult: { kind: 'json', column: 'test_suite_result' },
      jobId: { kind: 'string', column: 'job_id' },
      websiteUrl: { kind: 'string', column: 'website_url' },
      journeyId: { kind: 'string', column: 'journey_id' },
    },
    createSchema: z.strictObject(reportFields),
    updateSchema: z.strictObject(reportFields).partial(),
    association: null,
    userWritable: false,
  },
  /** Custom vendors (DESIGN.md), applied to the owner's validations and journeys. */
  vendors: {
    id: 'vendors',
    table: 'vendors',
    attributes: {
      code: { kind: 'string', column: 'code' },
      name: { kind: 'string', column: 'name' },
      kind: { kind: 'string', column: 'kind' },
      match: { kind: 'json', column: 'match' },
      event: { kind: 'string', column: 'event' },
      account: { kind: 'string', column: 'account' },
      params: { kind: 'json', column: 'params' },
    },
    createSchema: vendorCreateSchema,
    updateSchema: vendorUpdateSchema,
    association: null,
    userWritable: true,
    /** The engine applies only the first 100 usable custom vendors of a user: storing more would mislead. */
    maxPerOwner: CUSTOM_VENDOR_LIMITS.vendors,
  },
  /** Saved journeys (DESIGN.md): runs are the reports whose `journeyId` names them. */
  journeys: {
    id: 'journeys',
    table: 'journeys',
    attributes: {
      name: { kind: 'string', column: 'name' },
      request: { kind: 'json', column: 'request' },
      schedule: { kind: 'string', column: 'schedule' },
      alerts: { kind: 'json', column: 'alerts' },
      baselineReportId: { kind: 'string', column: 'baseline_report_id' },
      nextRunAt: { kind: 'date', column: 'next_run_at' },
    },
    createSchema: journeyCreateSchema,
    updateSchema: journeyUpdateSchema,
    association: null,
    userWritable: true,
    /** Each scheduled journey costs a browser run per slot: a bound keeps one account's load finite. */
    maxPerOwner: 50,
  },
};

/** The collection with this id; null for an unknown one. */
export function findCollection(id: string): CollectionDefinition | null {
  return Object.hasOwn(COLLECTIONS, id) ? COLLECTIONS[id as CollectionId] : null;
}

/** The definition of `attribute` in `collection` (system attributes included); null when unknown. */
export function findAttribute(
  collection: CollectionDefinition,
  attribute: string,
): AttributeDefinition | null {
  if (Object.hasOwn(SYSTEM_ATTRIBUTES, attribute)) return SYSTEM_ATTRIBUTES[attribute] ?? null;
  return Object.hasOwn(collection.attributes, attribute) ? (collection.attributes[attribute] ?? null) : null;
}
