import { countLabel } from '../../../../lib/format';
import type { RequestRow } from '../../stores/request-rows';

const TONES = {
  error: 'bg-red-100 text-red-800 ring-red-300 dark:bg-red-950 dark:text-red-200 dark:ring-red-800',
  warn: 'bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800',
  good: 'bg-green-100 text-green-800 ring-green-300 dark:bg-green-950 dark:text-green-200 dark:ring-green-800',
  dup: 'bg-violet-100 text-violet-800 ring-violet-300 dark:bg-violet-950 dark:text-violet-200 dark:ring-violet-800',
  neutral:
    'bg-slate-100 text-slate-700 ring-slate-300 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-600',
} as const;

export function Badge({
  tone,
  children,
  title,
}: {
  tone: keyof typeof TONES;
  children: string;
  title?: string;
}) {
  return (
    <span
      title={title}
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}

/**
 * The badges of specification §2 (errors, suggestions, duplicate, auto validations passed, custom
 * tests), Not delivered when the request's answer says it collected nothing, and the other site's
 * frame that sent it, when the capture says.
 */
export function RequestBadges({ row }: { row: RequestRow }) {
  const clean = row.errors === 0 && row.suggestions === 0;
  return (
    <span className="flex flex-wrap gap-1.5">
      {row.errors > 0 ? <Badge tone="error">{countLabel(row.errors, 'Error')}</Badge> : null}
      {row.suggestions > 0 ? <Badge tone="warn">{countLabel(row.suggestions, 'Suggestion')}</Badge> : null}
      {row.delivery !== null ? (
        <Badge tone={row.delivery === 'refused' ? 'error' : 'warn'}>Not delivered</Badge>
      ) : null}
      {row.isDuplicate ? <Badge tone="dup">{duplicateBadge(row)}</Badge> : null}
      {row.frame !== null ? (
        <Badge
          tone="neutral"
          title="Sent by another site's frame in the page (an ad slot, a video player): its tags are that site's, not the page's, and its hits are never called duplicates nor count as the page's page view."
        >{`In a frame of ${row.frame}`}</Badge>
      ) : null}
      {clean && row.supported ? <Badge tone="good">Auto Validations Passed</Badge> : null}
      {!row.supported ? <Badge tone="neutral">Unsupported</Badge> : null}
      {row.customTotal > 0 ? (
        <Badge
          tone={row.customFailed > 0 ? 'error' : 'good'}
        >{`${row.customPassed}/${row.customTotal} Custom Tests`}</Badge>
      ) : null}
    </span>
  );
}

/** "Duplicate" for an exact repeat or an intended pair; "Possible duplicate" for one only 90–99 % alike. */
function duplicateBadge(row: RequestRow): string {
  const info = row.request.validation.duplicateInfo;
  return info.kind !== 'intended' && (info.matchPercentage ?? 100) < 100 ? 'Possible duplicate' : 'Duplicate';
}
