import { errorMessage } from '../../../lib/appwrite';
import { withOperation } from '../../../lib/loading/operations';
import type { Notification } from '../../../lib/notify';
import { deleteEntity, removeAllAssociations, toggleAssociation } from '../api/association-flows';
import type { EntitiesApi } from '../api/entities-api';
import {
  associationsRemovedText,
  DELETE_CANCELLED_TOAST_MS,
  deletedText,
  ENTITY_TEXTS,
  ERROR_TOAST_MS,
} from '../api/entity-messages';
import { associationField, entityKind, type EntityDocument } from '../model/entity-types';

export interface EntityActionDeps {
  api: EntitiesApi;
  notify(notification: Notification): void;
  /** The lists as loaded. */
  lists(): { tests: readonly EntityDocument[]; triggers: readonly EntityDocument[] };
  /** After any change: refresh the lists and re-run the checks. */
  afterChange(): void;
}

const counterpartsOf = (deps: EntityActionDeps, item: EntityDocument) =>
  entityKind(item) === 'test' ? deps.lists().triggers : deps.lists().tests;

/**
 * Delete (specification §4 and §8): counterparts first; a failure there cancels the delete (6 s
 * toast); a failed delete says "Failed to delete item" (5 s).
 */
export async function runDelete(deps: EntityActionDeps, item: EntityDocument): Promise<boolean> {
  const kind = entityKind(item);
  const result = await withOperation(
    { message: `Deleting ${kind}...`, isModal: true, entityType: kind, operationType: 'delete' },
    () => deleteEntity(deps.api, item, counterpartsOf(deps, item)),
  );
  if (result.success) {
    deps.notify({ type: 'success', message: deletedText(kind, item.name) });
  } else if (result.stage === 'associations') {
    deps.notify({
      type: 'error',
      message: ENTITY_TEXTS.deleteCancelled,
      details: errorMessage(result.error, ''),
      duration: DELETE_CANCELLED_TOAST_MS,
    });
  } else {
    deps.notify({
      type: 'error',
      message: ENTITY_TEXTS.deleteFailed,
      details: errorMessage(result.error, ''),
      duration: ERROR_TOAST_MS,
    });
  }
  deps.afterChange();
  return result.success;
}

/** Remove associations (specification §4 and §8). */
export async function runRemoveAssociations(deps: EntityActionDeps, item: EntityDocument): Promise<boolean> {
  const kind = entityKind(item);
  const result = await withOperation(
    { message: 'Removing associations...', isModal: true, entityType: kind, operationType: 'update' },
    () => removeAllAssociations(deps.api, item, counterpartsOf(deps, item)),
  );
  if (result.success) deps.notify({ type: 'success', message: associationsRemovedText(kind, item.name) });
  else
    deps.notify({
      type: 'error',
      message: ENTITY_TEXTS.removeFailed,
      details: errorMessage(result.error, ''),
      duration: ERROR_TOAST_MS,
    });
  deps.afterChange();
  return result.success;
}

/**
 * The association toggle of the edit panel: `current` is what the form shows for the item; the
 * display changes at once (`show`) and is reverted when the update fails.
 */
export async function runToggle(
  deps: EntityActionDeps,
  item: EntityDocument,
  current: readonly string[],
  counterpart: EntityDocument,
  show: (ids: string[]) => void,
): Promise<boolean> {
  const kind = entityKind(item);
  const linked = !current.includes(counterpart.$id);
  const next = linked ? [...current, counterpart.$id] : current.filter((id) => id !== counterpart.$id);
  show(next);
  const itemNow = { ...item, [associationField(kind)]: [...current] } as EntityDocument;
  const result = await withOperation(
    { message: 'Updating associations...', isModal: false, entityType: kind, operationType: 'update' },
    () => toggleAssociation(deps.api, itemNow, counterpart, linked),
  );
  if (!result.success) {
    show([...current]);
    deps.notify({
      type: 'error',
      message: 'Failed to update association',
      details: errorMessage(result.error, ''),
      duration: ERROR_TOAST_MS,
    });
  }
  deps.afterChange();
  return result.success;
}
