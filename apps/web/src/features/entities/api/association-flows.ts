import {
  associationField,
  associationIds,
  counterpartKind,
  entityKind,
  type EntityDocument,
} from '../model/entity-types';
import type { EntitiesApi } from './entities-api';

export type DeleteResult =
  { success: true } | { success: false; stage: 'associations' | 'delete'; error: unknown };

function findIn(list: readonly EntityDocument[], id: string): EntityDocument | undefined {
  return list.find((candidate) => candidate.$id === id);
}

/** Removes `id` from each of the item's counterparts (as loaded); resolves to the failures. */
async function unlinkFromCounterparts(
  api: EntitiesApi,
  item: EntityDocument,
  counterparts: readonly EntityDocument[],
): Promise<unknown[]> {
  const kind = counterpartKind(entityKind(item));
  const field = associationField(kind);
  const outcomes = await Promise.allSettled(
    associationIds(item).map((counterpartId) => {
      const counterpart = findIn(counterparts, counterpartId);
      const remaining = counterpart ? associationIds(counterpart).filter((id) => id !== item.$id) : [];
      return api.update(kind, counterpartId, { [field]: remaining });
    }),
  );
  return outcomes
    .filter((outcome) => outcome.status === 'rejected')
    .map((outcome) => outcome.reason as unknown);
}

/**
 * Delete (specification §4): first the item's id leaves every counterpart's list; if any update
 * fails the delete is abandoned; otherwise the document is deleted.
 */
export async function deleteEntity(
  api: EntitiesApi,
  item: EntityDocument,
  counterparts: readonly EntityDocument[],
): Promise<DeleteResult> {
  const failures = await unlinkFromCounterparts(api, item, counterparts);
  if (failures.length > 0) return { success: false, stage: 'associations', error: failures[0] };
  try {
    await api.remove(entityKind(item), item.$id);
    return { success: true };
  } catch (error) {
    return { success: false, stage: 'delete', error };
  }
}

/** Remove associations (specification §4): the item's own list is cleared, then each counterpart's. */
export async function removeAllAssociations(
  api: EntitiesApi,
  item: EntityDocument,
  counterparts: readonly EntityDocument[],
): Promise<{ success: boolean; error?: unknown }> {
  const kind = entityKind(item);
  try {
    await api.update(kind, item.$id, { [associationField(kind)]: [] });
  } catch (error) {
    return { success: false, error };
  }
  const failures = await unlinkFromCounterparts(api, item, counterparts);
  return failures.length > 0 ? { success: false, error: failures[0] } : { success: true };
}

function withOrWithout(ids: readonly string[], id: string, linked: boolean): string[] {
  const without = ids.filter((candidate) => candidate !== id);
  return linked ? [...without, id] : without;
}

/**
 * The association toggle: links (or unlinks) an item and a counterpart on both sides, the item first.
 * If the counterpart's update fails, the item's list is put back; the caller reverts its display.
 */
export async function toggleAssociation(
  api: EntitiesApi,
  item: EntityDocument,
  counterpart: EntityDocument,
  linked: boolean,
): Promise<{ success: boolean; error?: unknown }> {
  const kind = entityKind(item);
  const otherKind = entityKind(counterpart);
  const before = associationIds(item);
  try {
    await api.update(kind, item.$id, {
      [associationField(kind)]: withOrWithout(before, counterpart.$id, linked),
    });
  } catch (error) {
    return { success: false, error };
  }
  try {
    await api.update(otherKind, counterpart.$id, {
      [associationField(otherKind)]: withOrWithout(associationIds(counterpart), item.$id, linked),
    });
    return { success: true };
  } catch (error) {
    try {
      await api.update(kind, item.$id, { [associationField(kind)]: before });
    } catch (revertError) {
      console.warn('[tagproof] could not put the association back', revertError);
    }
    return { success: false, error };
  }
}
