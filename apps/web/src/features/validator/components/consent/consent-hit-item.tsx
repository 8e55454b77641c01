import { focusRing } from '../../../../components/ui/button-styles';
import { VendorBadge } from '../../../../components/ui/vendor-badge';
import { validatorActions } from '../../stores/validator-instance';
import { offenceMeaning, type ConsentHit } from './consent-labels';

/**
 * One hit fired under a consent state: vendor badge, vendor and event name; an offending hit is marked
 * red with each finding code and what it means. Clicking it jumps to the request's card.
 */
export function ConsentHitItem({ hit, eventName }: { hit: ConsentHit; eventName: string }) {
  const offending = hit.offending.length > 0;
  const vendor = hit.vendor ?? 'Unrecognised request';
  return (
    <li data-offending={offending || undefined}>
      <button
        type="button"
        onClick={() => validatorActions().jumpToRequest(hit.requestId)}
        aria-label={`${vendor} ${eventName}${offending ? `, against consent: ${hit.offending.join(', ')}` : ''}. Show the request.`}
        className={`flex w-full items-start gap-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800 ${offending ? 'border-l-4 border-red-600 bg-red-50/60 dark:border-red-500 dark:bg-red-950/40' : 'border-l-4 border-transparent'} ${focusRing}`}
      >
        <VendorBadge code={hit.category ?? ''} className="size-6 shrink-0" />
        <span className="min-w-0 flex-1">
          <span className="font-medium text-slate-900 dark:text-white">{vendor}</span>{' '}
          <span className="font-mono text-xs break-all text-slate-700 dark:text-slate-300">{eventName}</span>
          {hit.offending.map((code) => (
            <span key={code} className="mt-0.5 flex gap-1 text-xs text-red-800 dark:text-red-300">
              <span aria-hidden="true">✕</span>
              <span>
                <span className="font-mono font-semibold">{code}</span>: {offenceMeaning(code)}
              </span>
            </span>
          ))}
        </span>
      </button>
    </li>
  );
}
