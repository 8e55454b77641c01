import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { buttonClass, type ButtonVariant } from './button-styles';
import { Spinner } from './spinner';

export interface ModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  /** The main text, read as the dialog's description. */
  description?: ReactNode;
  children?: ReactNode;
  /** The action button; without it only Cancel is shown. */
  actionLabel?: string;
  actionVariant?: ButtonVariant;
  onAction?(): void;
  cancelLabel?: string;
  /** Shows a spinner on the action button and disables both buttons. */
  busy?: boolean;
  /** Asks for attention (confirmations of destructive actions). */
  alert?: boolean;
}

/**
 * The generic modal: a title, text, optional content, Cancel and an action button (max width 2xl). Focus
 * starts on the action, or on Cancel when the action is destructive (`danger`).
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  actionLabel,
  actionVariant = 'primary',
  onAction,
  cancelLabel = 'Cancel',
  busy = false,
  alert = false,
}: ModalProps) {
  // Focus never starts on a destructive action: Enter must not delete by default.
  const destructive = actionVariant === 'danger';
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="data-[state=open]:animate-fade-in fixed inset-0 z-[60] bg-slate-950/50" />
        <Dialog.Content
          role={alert ? 'alertdialog' : 'dialog'}
          className="data-[state=open]:animate-fade-in fixed top-1/2 left-1/2 z-[60] flex max-h-[90vh] w-[min(94vw,42rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white text-slate-900 shadow-2xl outline-none dark:bg-slate-900 dark:text-slate-100"
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="px-6 pt-6">
            <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
            {description ? (
              <Dialog.Description asChild>
                <div className="mt-2 text-sm text-slate-700 dark:text-slate-300">{description}</div>
              </Dialog.Description>
            ) : null}
          </div>
          {children ? <div className="mt-4 min-h-0 flex-1 overflow-y-auto px-6">{children}</div> : null}
          <div className="mt-6 flex justify-end gap-3 border-t border-slate-200 px-6 py-4 dark:border-slate-700">
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() => onOpenChange(false)}
              disabled={busy}
              autoFocus={destructive}
            >
              {cancelLabel}
            </button>
            {actionLabel ? (
              <button
                type="button"
                className={buttonClass(actionVariant)}
                onClick={onAction}
                disabled={busy}
                autoFocus={!destructive}
              >
                {busy ? <Spinner className="size-4" /> : null}
                {actionLabel}
              </button>
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
