import { maskPersonalData } from '@tagproof/engine';
import { formatLocalTime } from '../../../../lib/format';
import { hasProblems, type RequestRow } from '../../stores/request-rows';
import { hostAndPath, isUnrecognised } from '../../stores/unrecognised';
import { RequestBadges } from './request-badges';
import { VendorBadge } from '../../../../components/ui/vendor-badge';
import { Highlight } from '../search/highlight';

/**
 * The collapsed card: status dot, vendor icon and name, event, account, local time, the drift hint of an
 * unrecognised request to a known vendor's host, tab URL (Navigation) or host and path (unrecognised
 * requests), badges. Long URLs wrap inside the card.
 */
export function RequestCardHeader({ row }: { row: RequestRow }) {
  const bad = hasProblems(row);
  return (
    <>
      <span
        aria-hidden="true"
        className={`mt-3 size-2.5 shrink-0 rounded-full ${bad ? 'bg-red-600 dark:bg-red-500' : 'bg-green-600 dark:bg-green-500'}`}
      />
      <span className="sr-only">{bad ? 'Problems found:' : 'OK:'}</span>
      <VendorBadge code={row.category ?? ''} className="size-9" />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-semibold break-all text-slate-900 dark:text-white">
            <Highlight text={row.eventName} />
          </span>
          <span className="text-sm text-slate-600 dark:text-slate-400">
            <Highlight text={row.vendorName} />
          </span>
        </span>
        <span className="text-xs text-slate-600 dark:text-slate-400">
          {row.accountID ? (
            <>
              Account{' '}
              <span className="font-mono">
                <Highlight text={row.accountID} />
              </span>
            </>
          ) : (
            'No account ID'
          )}
          {' · '}
          <time dateTime={row.timestamp > 0 ? new Date(row.timestamp).toISOString() : undefined}>
            {formatLocalTime(row.timestamp)}
          </time>
        </span>
        {row.driftHint ? (
          <span className="text-xs text-amber-800 dark:text-amber-300">{row.driftHint}</span>
        ) : null}
        {row.isNavigation && row.tabUrl ? (
          <span className="font-mono text-xs break-all text-slate-700 dark:text-slate-300">
            {maskPersonalData(row.tabUrl)}
          </span>
        ) : null}
        {isUnrecognised(row) ? <Destination url={row.request.requestMetadata.requestUrl} /> : null}
        <RequestBadges row={row} />
      </span>
    </>
  );
}

/** Where an unrecognised request went: host, then path, wrapping inside the card. */
function Destination({ url }: { url: string }) {
  const { host, path } = hostAndPath(maskPersonalData(url));
  return (
    <span className="font-mono text-xs break-all text-slate-700 dark:text-slate-300">
      <span className="font-semibold">{host}</span>
      {path}
    </span>
  );
}
