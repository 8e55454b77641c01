import type { CreationMode } from '../model/creation-mode';
import type { EntityKind } from '../model/entity-types';

/** Toast durations of specification §8 and §9. */
export const CREATED_PAIR_TOAST_MS = 6000;
export const ERROR_TOAST_MS = 5000;
export const DELETE_CANCELLED_TOAST_MS = 6000;
/** The form closes this long after a successful save (specification §9). */
export const CLOSE_AFTER_SAVE_MS = 100;

/** The texts of the modals and toasts (specification §2 and §8). */
export const ENTITY_TEXTS = {
  authRequired: 'Please log in to create tests and triggers.',
  verificationRequired: 'Your email address needs to be verified before you can create tests and triggers.',
  entitiesCreatedTitle: 'Entities Created',
  deleteCancelled: 'Failed to remove all associations. Delete operation cancelled.',
  deleteFailed: 'Failed to delete item',
  removeFailed: 'Failed to remove associations',
  deleteWarning: 'This action cannot be undone. All associations will also be removed.',
  noAssociations: 'No associations to remove',
} as const;

const noun = (kind: EntityKind) => (kind === 'test' ? 'test' : 'trigger');
const Noun = (kind: EntityKind) => (kind === 'test' ? 'Test' : 'Trigger');

/** "Failed to create test" … "Failed to update trigger" (specification §8). */
export function saveFailedText(mode: CreationMode, isEdit: boolean): string {
  const what =
    mode === 'TEST_AND_TRIGGER' ? 'test and trigger' : mode === 'TRIGGER_ONLY' ? 'trigger' : 'test';
  return `Failed to ${isEdit ? 'update' : 'create'} ${what}`;
}

export const createdPairText = (testName: string, triggerName: string) =>
  `Created test "${testName}" and trigger "${triggerName}" successfully`;
export const createdText = (kind: EntityKind, name: string) => `${Noun(kind)} "${name}" created successfully`;
export const updatedText = (kind: EntityKind, name: string) => `${Noun(kind)} "${name}" updated successfully`;
export const deletedText = (kind: EntityKind, name: string) => `${Noun(kind)} "${name}" deleted successfully`;
export const associationsRemovedText = (kind: EntityKind, name: string) =>
  `All associations removed from ${noun(kind)} "${name}"`;
export const deleteQuestion = (name: string) => `Are you sure you want to delete "${name}"?`;
export const removeAllQuestion = (name: string) =>
  `Are you sure you want to remove all associations from "${name}"?`;
export const removeAllWarning = (kind: EntityKind) =>
  kind === 'test'
    ? 'This will disconnect this test from all its related triggers.'
    : 'This will disconnect this trigger from all its related tests.';
