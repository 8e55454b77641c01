import { usableCustomVendors } from '@tagproof/engine';
import { Query } from 'appwrite';
import { appwrite, COLLECTIONS, DATABASE_ID } from '../appwrite';
import type { UserChecks } from './user-checks';

/** How many tests and triggers one load reads (specification §7). */
export const CHECKS_LIST_LIMIT = 1000;

type Document = Record<string, unknown>;

/** A test as the validation service receives it (specification §3): `$id` is sent as `testID`. */
export function toTestInput(doc: Document): Record<string, unknown> {
  const { $id, testType, name, metrics, logicalOperator, triggers, description, requestCategory } = doc;
  return { testType, name, metrics, logicalOperator, testID: $id, triggers, description, requestCategory };
}

/** A trigger as the validation service receives it: `$id` is sent as `triggerID`. */
export function toTriggerInput(doc: Document): Record<string, unknown> {
  const {
    $id,
    triggerType,
    name,
    metrics,
    logicalOperator,
    tests,
    expectedTests,
    description,
    requestCategory,
  } = doc;
  return {
    triggerType,
    name,
    metrics,
    logicalOperator,
    triggerID: $id,
    tests,
    expectedTests,
    description,
    requestCategory,
  };
}

/**
 * The signed-in user's tests, triggers and custom vendors, read through the SDK
 * (`Databases.listDocuments`). Vendors that no longer parse are left out (usableCustomVendors), and
 * a failed vendors list leaves none rather than failing the checks.
 */
export async function loadUserChecks(): Promise<UserChecks> {
  const { databases } = appwrite();
  const list = (collectionId: string) =>
    databases.listDocuments({
      databaseId: DATABASE_ID,
      collectionId,
      queries: [Query.limit(CHECKS_LIST_LIMIT)],
    });
  const [tests, triggers, vendors] = await Promise.all([
    list(COLLECTIONS.tests),
    list(COLLECTIONS.triggers),
    list(COLLECTIONS.vendors).then(
      (answer) => answer.documents,
      () => [],
    ),
  ]);
  return {
    tests: tests.documents.map((doc) => toTestInput(doc as Document)),
    triggers: triggers.documents.map((doc) => toTriggerInput(doc as Document)),
    vendors: usableCustomVendors(vendors),
  };
}

/** The realtime channels of the tests and triggers collections. */
export const CHECKS_CHANNELS = [
  `databases.${DATABASE_ID}.collections.${COLLECTIONS.tests}.documents`,
  `databases.${DATABASE_ID}.collections.${COLLECTIONS.triggers}.documents`,
] as const;

/**
 * Calls `onChange` whenever the realtime socket reports a created, updated or deleted test or
 * trigger of the signed-in user (another tab, another device); answers the function that stops.
 */
export async function watchUserChecks(onChange: () => void): Promise<() => void> {
  return appwrite().client.subscribe([...CHECKS_CHANNELS], onChange);
}
