import { operationsText, useOperations } from '../../lib/loading/operations';
import { Spinner } from './spinner';

/**
 * The small non-blocking indicator at the top left: the running operation's message, or
 * "N operations in progress" when more than one runs.
 */
export function OperationsIndicator() {
  const text = useOperations((state) => operationsText(state.operations));
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed top-20 left-4 z-40">
      {text ? (
        <span
          data-testid="operations-indicator"
          className="inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white/95 px-3 py-1.5 text-xs font-medium text-slate-800 shadow-md dark:border-slate-700 dark:bg-slate-900/95 dark:text-slate-100"
        >
          <Spinner className="size-3.5 text-indigo-600 dark:text-indigo-400" />
          {text}
        </span>
      ) : null}
    </div>
  );
}
