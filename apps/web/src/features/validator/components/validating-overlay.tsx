import { Spinner } from '../../../components/ui/spinner';
import { useValidator } from '../stores/validator-instance';
import { plural } from '../../../lib/format';

/** Section 7: covers the page while a validation runs, until its results (or error) show. */
export function ValidatingOverlay() {
  const validating = useValidator((state) => state.loading);
  const count = useValidator((state) => state.data?.length ?? 0);
  const text = useValidator((state) => state.statusText);
  if (!validating) return null;
  return (
    <div
      data-testid="validating-overlay"
      className="animate-fade-in fixed inset-0 z-40 flex items-center justify-center bg-white/75 backdrop-blur-sm dark:bg-slate-950/75"
    >
      <div
        role="status"
        aria-live="polite"
        className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white px-8 py-6 shadow-xl dark:border-slate-700 dark:bg-slate-900"
      >
        <Spinner className="size-8 text-indigo-700 dark:text-indigo-400" />
        <div>
          <p className="text-lg font-semibold text-slate-900 dark:text-white">
            {text || 'Validating requests...'}
          </p>
          <p className="text-sm text-slate-700 dark:text-slate-300">{plural(count, 'request')}</p>
        </div>
      </div>
    </div>
  );
}
