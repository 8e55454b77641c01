import type { CapturedRequestInput, ValidationResponse } from '../validation-types';

/** localStorage key of the session list (specification §7). */
export const SESSIONS_KEY = 'validatorSessions';
/** How many sessions are kept (specification §9: the latest 10). */
export const MAX_SESSIONS = 10;
/** Prefix of a session's payload in IndexedDB: `validatorData_{id}`. */
export const SESSION_DATA_PREFIX = 'validatorData_';

export const sessionDataKey = (id: string) => `${SESSION_DATA_PREFIX}${id}`;

/** What the Cached Results panel lists about a run (specification §3, "Stored session summary"). */
export interface SessionSummary {
  id: string;
  /** When the run finished, in milliseconds since the epoch. */
  timestamp: number;
  requestCount: number;
  /** Vendor codes seen in the run. */
  categories: string[];
  status: 'validated' | 'error';
  pageUrl: string | null;
  /** The host of the page. */
  pageTitle: string | null;
  customChecksCount: number;
  customChecksFailedCount: number;
  errorMessage: string | null;
  /** The validation cache key of the requests: a rerun of the same requests updates this session. */
  cacheKey?: string;
}

/** A session's payload (specification §3, "Stored session data"), kept in IndexedDB. */
export interface SessionData {
  requestData: CapturedRequestInput[];
  validationResponse: ValidationResponse | null;
  timestamp: number;
}

/** True for a value that has the fields the panel needs; anything else in storage is ignored. */
export function isSessionSummary(value: unknown): value is SessionSummary {
  if (value === null || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.id === 'string' &&
    typeof record.timestamp === 'number' &&
    typeof record.requestCount === 'number' &&
    Array.isArray(record.categories) &&
    (record.status === 'validated' || record.status === 'error')
  );
}
