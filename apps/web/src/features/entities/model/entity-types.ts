import type { AssociationRef, TestDocument, TriggerDocument } from '@tagproof/contracts';

/**
 * Tests and triggers as the documents API returns them (specification §3). Associations are read as
 * ids or objects with `$id`; metrics as JSON text or an array (DESIGN.md).
 */

export type LogicalOperator = 'AND' | 'OR';
export type EntityKind = 'test' | 'trigger';

export type { AssociationRef, TestDocument, TriggerDocument };

export type EntityDocument = TestDocument | TriggerDocument;

/** An association as the tables and pickers show it: an unknown id reads "Unknown ({id})". */
export interface AssociationItem {
  id: string;
  name: string;
  type: 'Test' | 'Trigger';
}

/** Collection ids of the documents API. */
export const ENTITY_COLLECTIONS: Readonly<Record<EntityKind, 'tests' | 'triggers'>> = {
  test: 'tests',
  trigger: 'triggers',
};

/**
 * A document's kind: its collection when known, else a Test if it has `testType` (specification §2:
 * "a Test if it has testType, otherwise a Trigger").
 */
export function entityKind(item: EntityDocument): EntityKind {
  if (item.$collectionId === 'tests') return 'test';
  if (item.$collectionId === 'triggers') return 'trigger';
  return 'testType' in item ? 'test' : 'trigger';
}

export function counterpartKind(kind: EntityKind): EntityKind {
  return kind === 'test' ? 'trigger' : 'test';
}

/** "Test" or "Trigger". */
export function kindLabel(kind: EntityKind): 'Test' | 'Trigger' {
  return kind === 'test' ? 'Test' : 'Trigger';
}

function refId(ref: unknown): string | null {
  if (typeof ref === 'string') return ref.length > 0 ? ref : null;
  if (ref !== null && typeof ref === 'object' && typeof (ref as { $id?: unknown }).$id === 'string')
    return (ref as { $id: string }).$id;
  return null;
}

/** The ids an item is associated with: a test's triggers, a trigger's tests (duplicates dropped). */
export function associationIds(item: EntityDocument): string[] {
  const refs =
    entityKind(item) === 'test' ? (item as TestDocument).triggers : (item as TriggerDocument).tests;
  if (!Array.isArray(refs)) return [];
  const ids = refs.map(refId).filter((id): id is string => id !== null);
  return [...new Set(ids)];
}

/** The field holding an item's associations: `triggers` on a test, `tests` on a trigger. */
export function associationField(kind: EntityKind): 'triggers' | 'tests' {
  return kind === 'test' ? 'triggers' : 'tests';
}

/** The vendor of an item: `testType` or `triggerType`, else its request category, else null. */
export function entityVendor(item: EntityDocument): string | null {
  const type =
    entityKind(item) === 'test' ? (item as TestDocument).testType : (item as TriggerDocument).triggerType;
  const vendor = type || item.requestCategory;
  return typeof vendor === 'string' && vendor.trim() !== '' ? vendor : null;
}

/** Names an item's associations with the counterparts' list; unknown ids read "Unknown ({id})". */
export function associationItems(
  item: EntityDocument,
  counterparts: readonly EntityDocument[],
): AssociationItem[] {
  const type = kindLabel(counterpartKind(entityKind(item)));
  const byId = new Map(counterparts.map((counterpart) => [counterpart.$id, counterpart]));
  return associationIds(item).map((id) => ({ id, name: byId.get(id)?.name ?? `Unknown (${id})`, type }));
}
