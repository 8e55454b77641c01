import type { ReportAction } from '@tagproof/contracts';
import { CONSENT_FINDING_CODES, CONSENT_TYPES, vendorDisplayName } from '@tagproof/engine';

interface ConsentRow {
  name: string;
  label: string;
}

/** The engine's decoded consent parameters (`gcd.*`, else `gcs.*`) a saved request carries, if any. */
function consentRowsOf(request: ReportAction['requests'][number]): ConsentRow[] {
  const rows = (request.parameters ?? []).map(({ name, label, value }): ConsentRow => ({
    name,
    label: `${label} → ${value}`,
  }));
  const gcd = rows.filter((row) => row.name.startsWith('gcd.'));
  return gcd.length > 0 ? gcd : rows.filter((row) => row.name.startsWith('gcs.'));
}

type SavedState = NonNullable<NonNullable<ReportAction['consent']>['inForce']>;

/** A saved consent state as rows: "ad_storage → denied". */
function stateRows(state: SavedState): ConsentRow[] {
  return CONSENT_TYPES.map((type) => ({
    name: type,
    label: `${type} → ${state[type]}${state.unread?.includes(type) === true ? ' (not read, kept from before)' : ''}`,
  }));
}

/**
 * An action's consent: the state in force when its first hit fired and the states it reported, as
 * the server saved them from the run's consent timeline; for older reports without it, the last state
 * its Google requests reported (the engine's decoded `gcd`/`gcs` rows). Then its requests told for
 * firing against consent.
 */
export function ActionConsent({ action }: { action: ReportAction }) {
  const saved = action.consent;
  const latest = saved
    ? saved.inForce
      ? stateRows(saved.inForce)
      : []
    : (action.requests
        .map(consentRowsOf)
        .filter((rows) => rows.length > 0)
        .at(-1) ?? []);
  const reported = saved ? saved.set.length : 0;
  const offending = action.requests.flatMap((request) => {
    const codes = request.validationResults
      .map((finding) => finding['code'])
      .filter(
        (code): code is string =>
          typeof code === 'string' && (CONSENT_FINDING_CODES as ReadonlySet<string>).has(code),
      );
    return codes.length > 0 ? [{ request, codes: [...new Set(codes)] }] : [];
  });
  if (latest.length === 0 && offending.length === 0) return null;
  return (
    <section aria-label="Consent" className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold text-slate-900 dark:text-white">Consent</h4>
      {latest.length > 0 ? (
        <p className="text-xs text-slate-700 dark:text-slate-300">
          {saved
            ? `The consent in force when this action's first hit fired${reported > 0 ? ` (this action reported ${reported} consent state${reported === 1 ? '' : 's'})` : ''}:`
            : 'The last consent state reported in this action (from the Google consent strings):'}
        </p>
      ) : null}
      {latest.length > 0 ? (
        <ul aria-label="Consent state reported" className="flex flex-col gap-0.5 text-sm">
          {latest.map((row) => (
            <li key={row.name} className="break-words text-slate-800 dark:text-slate-200">
              {row.label}
            </li>
          ))}
        </ul>
      ) : null}
      {offending.length > 0 ? (
        <ul aria-label="Requests against consent" className="flex flex-col gap-1 text-sm">
          {offending.map(({ request, codes }, index) => (
            <li
              key={index}
              data-offending
              className="border-l-4 border-red-600 bg-red-50/60 px-2 py-1 break-words text-red-900 dark:border-red-500 dark:bg-red-950/40 dark:text-red-200"
            >
              <span aria-hidden="true">✕ </span>
              {request.originalRequest.requestCategory
                ? vendorDisplayName(request.originalRequest.requestCategory)
                : 'Unknown vendor'}{' '}
              {request.originalRequest.eventName ?? ''}: <span className="font-mono">{codes.join(', ')}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
