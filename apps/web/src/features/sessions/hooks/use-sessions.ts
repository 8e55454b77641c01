import { useEffect, useState } from 'react';
import { sessionRepository } from '../../../lib/sessions/browser-sessions';
import type { SessionRepository } from '../../../lib/sessions/session-repository';
import { SESSIONS_KEY, type SessionSummary } from '../../../lib/sessions/session-types';

/** The stored sessions, newest first, kept current (this tab's runs and other tabs' changes). */
export function useSessions(repository: SessionRepository = sessionRepository()): SessionSummary[] {
  const [sessions, setSessions] = useState(() => repository.list());
  useEffect(() => {
    const refresh = () => setSessions(repository.list());
    refresh();
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSIONS_KEY || event.key === null) refresh();
    };
    window.addEventListener('storage', onStorage);
    const unsubscribe = repository.subscribe(refresh);
    return () => {
      unsubscribe();
      window.removeEventListener('storage', onStorage);
    };
  }, [repository]);
  return sessions;
}
