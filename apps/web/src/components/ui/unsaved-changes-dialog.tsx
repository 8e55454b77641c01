import * as Dialog from '@radix-ui/react-dialog';
import { buttonClass } from './button-styles';

/** The texts of specification §2 for leaving a side panel with unsaved changes. */
export const UNSAVED_CHANGES_TITLE = 'Unsaved Changes';
export const UNSAVED_CHANGES_MESSAGE =
  "You have unsaved changes. Are you sure you want to leave? You'll lose all unsaved modifications.";

/** Asks whether to discard unsaved changes: Cancel keeps the panel open, Discard Changes closes it. */
export function UnsavedChangesDialog({
  open,
  onCancel,
  onDiscard,
}: {
  open: boolean;
  onCancel(): void;
  onDiscard(): void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-slate-950/40" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-[60] w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 text-slate-900 shadow-2xl dark:bg-slate-900 dark:text-slate-100"
        >
          <Dialog.Title className="text-lg font-semibold">{UNSAVED_CHANGES_TITLE}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            {UNSAVED_CHANGES_MESSAGE}
          </Dialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <button type="button" className={buttonClass('secondary')} onClick={onCancel} autoFocus>
              Cancel
            </button>
            <button type="button" className={buttonClass('danger')} onClick={onDiscard}>
              Discard Changes
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
