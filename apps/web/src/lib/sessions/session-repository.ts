import { VALIDATION_CACHE_PREFIX } from '@tagproof/engine';
import type { KeyValueStore } from '../storage/key-value-store';
import { readLocalJson, removeLocal, writeLocalJson } from '../storage/local-json';
import { logStorageFailure } from '../storage/storage-log';
import {
  isSessionSummary,
  MAX_SESSIONS,
  SESSION_DATA_PREFIX,
  sessionDataKey,
  SESSIONS_KEY,
  type SessionData,
  type SessionSummary,
} from './session-types';

/** The stored validation sessions: summaries in localStorage, payloads in IndexedDB. */
export interface SessionRepository {
  /** The sessions, newest first. */
  list(): SessionSummary[];
  /**
   * Stores a run. A session with the same cache key is replaced (it keeps its id); only the latest
   * MAX_SESSIONS are kept. Returns the stored summary and whether every write succeeded.
   */
  save(summary: SessionSummary, data: SessionData): Promise<{ summary: SessionSummary; stored: boolean }>;
  loadData(id: string): Promise<SessionData | undefined>;
  remove(id: string): Promise<void>;
  /** Removes every session, its payload, and every cached validation result. */
  clearAll(): Promise<void>;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export function createSessionRepository(kv: KeyValueStore, storage?: Storage | null): SessionRepository {
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  const read = (): SessionSummary[] => {
    const value = storage === undefined ? readLocalJson(SESSIONS_KEY) : readLocalJson(SESSIONS_KEY, storage);
    return Array.isArray(value) ? value.filter(isSessionSummary) : [];
  };
  const write = (sessions: SessionSummary[]) =>
    storage === undefined
      ? writeLocalJson(SESSIONS_KEY, sessions)
      : writeLocalJson(SESSIONS_KEY, sessions, storage);
  const attempt = async (
    operation: 'write' | 'delete' | 'read',
    key: string,
    action: () => Promise<unknown>,
  ) => {
    try {
      await action();
      return true;
    } catch (error) {
      logStorageFailure({ operation, key, error });
      return false;
    }
  };

  return {
    list: () => read().sort((a, b) => b.timestamp - a.timestamp),
    async save(candidate, data) {
      const existing = read();
      const previous = candidate.cacheKey
        ? existing.find((s) => s.cacheKey === candidate.cacheKey)
        : undefined;
      const summary = previous ? { ...candidate, id: previous.id } : candidate;
      const dataStored = await attempt('write', sessionDataKey(summary.id), () =>
        kv.set(sessionDataKey(summary.id), data),
      );
      const sessions = [summary, ...existing.filter((s) => s.id !== summary.id)].sort(
        (a, b) => b.timestamp - a.timestamp,
      );
      const kept = sessions.slice(0, MAX_SESSIONS);
      const listStored = write(kept);
      for (const dropped of sessions.slice(MAX_SESSIONS)) {
        await attempt('delete', sessionDataKey(dropped.id), () => kv.delete(sessionDataKey(dropped.id)));
      }
      changed();
      return { summary, stored: dataStored && listStored };
    },
    async loadData(id) {
      try {
        return await kv.get<SessionData>(sessionDataKey(id));
      } catch (error) {
        logStorageFailure({ operation: 'read', key: sessionDataKey(id), error });
        return undefined;
      }
    },
    async remove(id) {
      write(read().filter((s) => s.id !== id));
      await attempt('delete', sessionDataKey(id), () => kv.delete(sessionDataKey(id)));
      changed();
    },
    async clearAll() {
      if (storage === undefined) removeLocal(SESSIONS_KEY);
      else removeLocal(SESSIONS_KEY, storage);
      await attempt('delete', `${SESSION_DATA_PREFIX}*`, () => kv.deletePrefix(SESSION_DATA_PREFIX));
      await attempt('delete', `${VALIDATION_CACHE_PREFIX}*`, () => kv.deletePrefix(VALIDATION_CACHE_PREFIX));
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
