import { buttonClass } from '../../../components/ui/button-styles';
import { useValidator, validatorActions } from '../stores/validator-instance';
import { plural } from '../../../lib/format';

/** Section 7: a failed validation. The run is stored as an error session in Cached Results. */
export function ValidationErrorPage() {
  const error = useValidator((state) => state.error);
  const count = useValidator((state) => state.data?.length ?? 0);
  const busy = useValidator((state) => state.isValidating);
  if (!error) return null;
  return (
    <div role="alert" className="mx-auto flex max-w-2xl flex-col items-center gap-4 py-12 text-center">
      <span
        aria-hidden="true"
        className="flex size-14 items-center justify-center rounded-full bg-red-100 text-2xl text-red-700 dark:bg-red-950 dark:text-red-300"
      >
        !
      </span>
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Validation failed</h1>
      <p className="text-lg text-slate-800 dark:text-slate-200">{error.message}</p>
      <p className="font-mono text-sm text-slate-600 dark:text-slate-400">
        Error: {String(error.code)} · {plural(count, 'request')}
      </p>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        The requests were kept: you can try again, or reopen them later from Cached Results.
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          className={buttonClass('primary')}
          disabled={busy || count === 0}
          onClick={() => void validatorActions().revalidate()}
        >
          Try again
        </button>
        <button
          type="button"
          className={buttonClass('ghost')}
          onClick={() => validatorActions().clearResults()}
        >
          Start over
        </button>
      </div>
    </div>
  );
}
