import type { ReportAction } from '@tagproof/contracts';
import { vendorDisplayName } from '@tagproof/engine';

/** The engine's consent finding codes (packages/engine/src/findings/codes.ts). */
const CONSENT_CODES = new Set([
  'AD_STORAGE_DENIED',
  'AD_USER_DATA_DENIED',
  'AD_PERSONALIZATION_DENIED',
  'CONSENT_DEFAULT_LATE',
  'DEBUG_MODE_FALSE',
  'CONSENT_STRING_UNREADABLE',
]);

interface ConsentRow {
  name: string;
  label: string;
}

/** The engine's decoded consent parameters (`gcd.*`, else `gcs.*`) a saved request carries, if any. */
function consentRowsOf(request: ReportAction['requests'][number]): ConsentRow[] {
  const parameters: unknown = request['parameters'];
  if (!Array.isArray(parameters)) return [];
  const rows = parameters.flatMap((p: unknown): ConsentRow[] =>
    typeof p === 'object' && p !== null && 'name' in p && 'label' in p && 'value' in p
      ? [{ name: String(p.name), label: `${String(p.label)} → ${String(p.value)}` }]
      : [],
  );
  const gcd = rows.filter((row) => row.name.startsWith('gcd.'));
  return gcd.length > 0 ? gcd : rows.filter((row) => row.name.startsWith('gcs.'));
}

/**
 * An action's consent: the last consent state its Google requests reported (the engine's decoded
 * `gcd`/`gcs` rows, as saved in the report), and its requests told for firing against consent.
 * The saved report holds no consent timeline, so a state carried from an earlier action is not shown.
 */
export function ActionConsent({ action }: { action: ReportAction }) {
  const latest =
    action.requests
      .map(consentRowsOf)
      .filter((rows) => rows.length > 0)
      .at(-1) ?? [];
  const offending = action.requests.flatMap((request) => {
    const codes = request.validationResults
      .map((finding) => finding['code'])
      .filter((code): code is string => typeof code === 'string' && CONSENT_CODES.has(code));
    return codes.length > 0 ? [{ request, codes: [...new Set(codes)] }] : [];
  });
  if (latest.length === 0 && offending.length === 0) return null;
  return (
    <section aria-label="Consent" className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold text-slate-900 dark:text-white">Consent</h4>
      {latest.length > 0 ? (
        <p className="text-xs text-slate-700 dark:text-slate-300">
          The last consent state reported in this action (from the Google consent strings):
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
