import { Modal } from '../../../components/ui/modal';
import { deleteQuestion, ENTITY_TEXTS, removeAllQuestion, removeAllWarning } from '../api/entity-messages';
import { entityKind, kindLabel, type EntityDocument } from '../model/entity-types';

export type PendingAction = { kind: 'delete' | 'removeAssociations'; item: EntityDocument } | null;

/** The delete and remove-all confirmations of specification §2. */
export function ConfirmDialogs({
  pending,
  onCancel,
  onConfirm,
}: {
  pending: PendingAction;
  onCancel(): void;
  onConfirm(action: NonNullable<PendingAction>): void;
}) {
  const item = pending?.item;
  const label = item ? kindLabel(entityKind(item)) : '';
  return (
    <>
      <Modal
        alert
        open={pending?.kind === 'delete'}
        onOpenChange={(open) => (open ? undefined : onCancel())}
        title={`Delete ${label}`}
        description={
          <>
            <p>{deleteQuestion(item?.name ?? '')}</p>
            <p className="mt-2 font-medium text-red-700 dark:text-red-400">{ENTITY_TEXTS.deleteWarning}</p>
          </>
        }
        actionLabel="Delete"
        actionVariant="danger"
        onAction={() => pending && onConfirm(pending)}
      />
      <Modal
        alert
        open={pending?.kind === 'removeAssociations'}
        onOpenChange={(open) => (open ? undefined : onCancel())}
        title="Remove Associations"
        description={
          <>
            <p>{removeAllQuestion(item?.name ?? '')}</p>
            <p className="mt-2">{item ? removeAllWarning(entityKind(item)) : ''}</p>
          </>
        }
        actionLabel="Remove Associations"
        actionVariant="danger"
        onAction={() => pending && onConfirm(pending)}
      />
    </>
  );
}
