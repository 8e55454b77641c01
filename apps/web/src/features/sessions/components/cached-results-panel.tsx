import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles';
import { SidePanel } from '../../../components/ui/side-panel';
import { notify } from '../../../lib/notify';
import { sessionRepository } from '../../../lib/sessions/browser-sessions';
import type { SessionRepository } from '../../../lib/sessions/session-repository';
import { useSessions } from '../hooks/use-sessions';
import { CompareSessions } from './compare-sessions';
import { SessionCard } from './session-card';

/** The Cached Results panel is 40% wide (specification §9). */
export const CACHED_RESULTS_WIDTH = 40;

export interface CachedResultsPanelProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Loads a session's requests and validates them (the caller closes the panel). */
  onLoad(id: string): void;
  repository?: SessionRepository;
}

/**
 * Cached Results: the stored sessions, one expanded at a time, with Delete, Load Results and Clear All;
 * with two or more, "Compare two sessions" shows what changed between two of them.
 */
export function CachedResultsPanel({
  open,
  onOpenChange,
  onLoad,
  repository = sessionRepository(),
}: CachedResultsPanelProps) {
  const sessions = useSessions(repository);
  const [openId, setOpenId] = useState<string | null>(null);
  const [comparing, setComparing] = useState(false);
  const canCompare = sessions.length >= 2;
  const clearAll = async () => {
    await repository.clearAll();
    notify({ type: 'success', message: 'All cached sessions were cleared' });
  };
  return (
    <SidePanel
      open={open}
      onOpenChange={onOpenChange}
      title="Cached Results"
      description="Your latest 10 validation sessions, stored in this browser."
      width={CACHED_RESULTS_WIDTH}
      actions={
        sessions.length > 0 && !(comparing && canCompare) ? (
          <button type="button" className={buttonClass('danger', 'sm')} onClick={() => void clearAll()}>
            Clear All Sessions
          </button>
        ) : null
      }
    >
      {comparing && canCompare ? (
        <CompareSessions sessions={sessions} repository={repository} onBack={() => setComparing(false)} />
      ) : sessions.length === 0 ? (
        <div className="py-10 text-center">
          <p className="font-semibold">No cached sessions available</p>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            Validation results are cached automatically as you use the validator.
          </p>
        </div>
      ) : (
        <>
          {canCompare ? (
            <div className="mb-3 flex justify-end">
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                onClick={() => setComparing(true)}
              >
                Compare two sessions
              </button>
            </div>
          ) : null}
          <ul className="flex max-h-[70vh] flex-col gap-3 overflow-y-auto" aria-label="Cached sessions">
            {sessions.map((session) => (
              <li key={session.id}>
                <SessionCard
                  session={session}
                  open={openId === session.id}
                  onToggle={() => setOpenId(openId === session.id ? null : session.id)}
                  onDelete={() => void repository.remove(session.id)}
                  onLoad={() => {
                    onOpenChange(false);
                    onLoad(session.id);
                  }}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </SidePanel>
  );
}
