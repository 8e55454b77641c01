import { useId, useState } from 'react';
import { buttonClass, focusRing } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';
import { formatSessionDate } from '../../../lib/format';
import type { SessionRepository } from '../../../lib/sessions/session-repository';
import type { SessionSummary } from '../../../lib/sessions/session-types';
import { useSessionDiff } from '../hooks/use-session-diff';
import { SessionDiffView } from './session-diff-view';

export interface CompareSessionsProps {
  /** The cached sessions, newest first (at least two). */
  sessions: SessionSummary[];
  repository: Pick<SessionRepository, 'loadData'>;
  onBack(): void;
}

const optionLabel = (session: SessionSummary) =>
  `${session.pageTitle ?? 'Unknown page'} · ${formatSessionDate(session.timestamp)} · ${session.requestCount} requests`;

/**
 * "Compare two sessions": pick a baseline and a current session (the two latest by default) and see
 * what changed, page by page, regressions first.
 */
export function CompareSessions({ sessions, repository, onBack }: CompareSessionsProps) {
  const [baselineId, setBaselineId] = useState<string | null>(sessions[1]?.id ?? null);
  const [currentId, setCurrentId] = useState<string | null>(sessions[0]?.id ?? null);
  const state = useSessionDiff(repository, baselineId, currentId);
  const baselineField = useId();
  const currentField = useId();
  const select = `h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 ${focusRing}`;
  const picker = (id: string, label: string, value: string | null, onChange: (next: string) => void) => (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      <select
        id={id}
        className={select}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
      >
        {sessions.map((session) => (
          <option key={session.id} value={session.id}>
            {optionLabel(session)}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <div className="flex flex-col gap-4">
      <div>
        <button type="button" className={buttonClass('ghost', 'sm')} onClick={onBack}>
          ← Back to sessions
        </button>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        {picker(baselineField, 'Baseline', baselineId, setBaselineId)}
        {picker(currentField, 'Current', currentId, setCurrentId)}
      </div>
      {baselineId !== null && baselineId === currentId ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">Pick two different sessions to compare.</p>
      ) : null}
      {state.status === 'loading' ? (
        <p className="flex items-center gap-2 text-sm">
          <Spinner /> Comparing…
        </p>
      ) : state.status === 'error' ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {state.message}
        </p>
      ) : state.status === 'ready' ? (
        <SessionDiffView diff={state.diff} />
      ) : null}
    </div>
  );
}
