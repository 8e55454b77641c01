import { CONSENT_TYPES, type ConsentState, type ConsentValue } from './consent-labels';

const TONES: Record<ConsentValue, { mark: string; className: string }> = {
  granted: {
    mark: '✓',
    className:
      'bg-emerald-50 text-emerald-900 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800',
  },
  denied: {
    mark: '✕',
    className: 'bg-red-50 text-red-900 ring-red-200 dark:bg-red-950 dark:text-red-200 dark:ring-red-800',
  },
  'not set': {
    mark: '–',
    className:
      'bg-slate-50 text-slate-800 ring-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-700',
  },
};

/**
 * The four consent types of one state, each with its value (granted, denied or not set); a type the
 * reporting string left unread says so, with the value kept from before.
 */
export function ConsentStateValues({ state }: { state: ConsentState }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {CONSENT_TYPES.map((type) => {
        const value = state[type];
        const unread = state.unread?.includes(type) === true;
        const tone = unread ? TONES['not set'] : TONES[value];
        return (
          <div key={type} className={`min-w-0 rounded-md px-2 py-1 ring-1 ${tone.className}`}>
            <dt className="truncate font-mono text-xs" title={type}>
              {type}
            </dt>
            <dd className="text-sm font-semibold" data-consent={type}>
              {unread ? (
                <span
                  title={`The consent string gives ${type} in a form Tagproof cannot read; the state before it is kept (${value}).`}
                >
                  <span aria-hidden="true">?</span> not read
                  <span className="block text-xs font-normal">kept: {value}</span>
                </span>
              ) : (
                <>
                  <span aria-hidden="true">{tone.mark}</span> {value}
                </>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
