import { vendorDisplayName } from '@tagproof/engine';
import { useId } from 'react';
import { buttonClass, focusRing } from '../../../components/ui/button-styles';
import { formatRelativeTime, formatSessionDate, truncate } from '../../../lib/format';
import type { SessionSummary } from '../../../lib/sessions/session-types';

export interface SessionCardProps {
  session: SessionSummary;
  open: boolean;
  onToggle(): void;
  onLoad(): void;
  onDelete(): void;
}

/** A cached session: expands to its page, platforms, custom checks and error; Delete or Load Results. */
export function SessionCard({ session, open, onToggle, onLoad, onDelete }: SessionCardProps) {
  const bodyId = useId();
  const error = session.status === 'error';
  const passed = session.customChecksCount - session.customChecksFailedCount;
  return (
    <article className="rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
      <h3 className="m-0 text-base font-normal">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? bodyId : undefined}
          onClick={onToggle}
          className={`flex w-full items-start gap-3 rounded-xl p-4 text-left hover:bg-slate-50 dark:hover:bg-slate-800/60 ${focusRing}`}
        >
          <span
            aria-hidden="true"
            className={`mt-1.5 size-2.5 shrink-0 rounded-full ${error ? 'bg-red-600' : 'bg-green-600'}`}
          />
          <span className="min-w-0 flex-1">
            <span className="block truncate font-semibold text-slate-900 dark:text-white">
              {session.pageTitle ?? 'Unknown page'}
            </span>
            <span className="block text-sm text-slate-700 dark:text-slate-300">
              {formatSessionDate(session.timestamp)} · {formatRelativeTime(session.timestamp)}
            </span>
            <span className="block text-sm text-slate-700 dark:text-slate-300">
              {session.requestCount.toLocaleString()} requests · {error ? 'Error' : 'Validated'}
            </span>
          </span>
          <span aria-hidden="true" className="text-slate-500">
            {open ? '▾' : '▸'}
          </span>
        </button>
      </h3>
      {open ? (
        <div
          id={bodyId}
          className="flex flex-col gap-3 border-t border-slate-200 px-4 py-3 text-sm dark:border-slate-700"
        >
          <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1">
            <dt className="font-medium text-slate-700 dark:text-slate-300">Page</dt>
            <dd className="font-mono text-xs break-all" title={session.pageUrl ?? undefined}>
              {session.pageUrl ? truncate(session.pageUrl, 40) : '—'}
            </dd>
            <dt className="font-medium text-slate-700 dark:text-slate-300">Platforms</dt>
            <dd>
              {session.categories.length > 0 ? session.categories.map(vendorDisplayName).join(', ') : '—'}
            </dd>
            <dt className="font-medium text-slate-700 dark:text-slate-300">Custom checks</dt>
            <dd>
              {session.customChecksFailedCount}/{session.customChecksCount} failed · {passed} passed
            </dd>
          </dl>
          {error && session.errorMessage ? (
            <p className="font-medium text-red-700 dark:text-red-400">{session.errorMessage}</p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className={buttonClass('danger', 'sm')} onClick={onDelete}>
              Delete
            </button>
            <button type="button" className={buttonClass('primary', 'sm')} onClick={onLoad}>
              Load Results
            </button>
          </div>
        </div>
      ) : null}
    </article>
  );
}
