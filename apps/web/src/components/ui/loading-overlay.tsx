import { useOperations } from '../../lib/loading/operations';
import { Spinner } from './spinner';

/**
 * The blocking overlay: while a modal operation runs (saving, deleting), the page behind cannot be
 * used; its message is announced.
 */
export function LoadingOverlay() {
  const modal = useOperations((state) => state.operations.find((operation) => operation.isModal) ?? null);
  if (!modal) return null;
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-busy="true"
      aria-label={modal.message}
      data-testid="loading-overlay"
      className="animate-fade-in fixed inset-0 z-[70] flex items-center justify-center bg-slate-950/50"
    >
      <div className="flex items-center gap-3 rounded-xl bg-white px-6 py-4 text-slate-900 shadow-2xl dark:bg-slate-900 dark:text-slate-100">
        <Spinner className="size-6 text-indigo-600 dark:text-indigo-400" />
        <p role="status" className="font-medium">
          {modal.message}
        </p>
      </div>
    </div>
  );
}
