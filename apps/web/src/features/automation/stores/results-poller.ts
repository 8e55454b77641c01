import { createStore, type StoreApi } from 'zustand/vanilla';
import { AutomationApiError } from '../api/automation-api-error';
import type { AutomationResultsBody } from '../api/automation-types';
import { AUTOMATION_MESSAGES } from '../messages';

/** Results polling (specification §4 and §9, DESIGN.md): at once, then every 30 s, 60 times at most. */
export const POLL_INTERVAL_MS = 30_000;
export const MAX_POLL_ATTEMPTS = 60;

/**
 * - `polling`: waiting for a queued or processing job (`body` holds the last answer, if any);
 * - `completed`, `failed`: the job ended; `other`: a status this page does not know, shown as is;
 * - `error`: the results could not be read (not authorised, network, no job id);
 * - `timeout`: still running after the last attempt.
 */
export type PollPhase = 'polling' | 'completed' | 'failed' | 'other' | 'error' | 'timeout';

export interface PollState {
  phase: PollPhase;
  /** The attempt in progress or last made, from 1. */
  attempt: number;
  maxAttempts: number;
  body: AutomationResultsBody | null;
  /** The message of `failed`, `error` and `timeout`. */
  error: string | null;
  /** What the service or the network said about an `error`. */
  detail: string | null;
  /** The attempt whose answer `body` is (0 before the first), and when it came (epoch ms). */
  answeredAttempt: number;
  checkedAt: number | null;
}

export interface ResultsPoller {
  store: StoreApi<PollState>;
  /** Starts (or restarts) polling from attempt 1. */
  start(): void;
  /** Stops polling; an answer still on its way is ignored. */
  stop(): void;
}

export interface PollerOptions {
  jobId: string | null | undefined;
  fetchResults(jobId: string): Promise<AutomationResultsBody>;
  intervalMs?: number;
  maxAttempts?: number;
}

const RUNNING = new Set(['queued', 'processing']);

/** Polls one job's results until it ends, fails to be read, or the attempts run out. */
export function createResultsPoller({
  jobId,
  fetchResults,
  intervalMs = POLL_INTERVAL_MS,
  maxAttempts = MAX_POLL_ATTEMPTS,
}: PollerOptions): ResultsPoller {
  const initial: PollState = {
    phase: 'polling',
    attempt: 0,
    maxAttempts,
    body: null,
    error: null,
    detail: null,
    answeredAttempt: 0,
    checkedAt: null,
  };
  const store = createStore<PollState>()(() => initial);
  let run = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const stop = () => {
    run += 1;
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const poll = async (current: number, id: string) => {
    timer = null;
    const attempt = store.getState().attempt + 1;
    store.setState({ attempt });
    let body: AutomationResultsBody;
    try {
      body = await fetchResults(id);
    } catch (error) {
      if (current !== run) return;
      store.setState(fetchError(error));
      return;
    }
    if (current !== run) return;
    store.setState({ answeredAttempt: attempt, checkedAt: Date.now() });
    if (RUNNING.has(body.status)) {
      if (attempt >= maxAttempts) {
        store.setState({ phase: 'timeout', body, error: AUTOMATION_MESSAGES.pollingTimeout });
        return;
      }
      store.setState({ phase: 'polling', body });
      timer = setTimeout(() => void poll(current, id), intervalMs);
      return;
    }
    if (body.status === 'completed') store.setState({ phase: 'completed', body });
    else if (body.status === 'failed') {
      store.setState({ phase: 'failed', body, error: failureMessage(body.error) });
    } else store.setState({ phase: 'other', body });
  };

  return {
    store,
    stop,
    start: () => {
      stop();
      store.setState(initial, true);
      if (!jobId) {
        store.setState({ phase: 'error', error: AUTOMATION_MESSAGES.noJobId });
        return;
      }
      void poll(run, jobId);
    },
  };
}

function fetchError(error: unknown): Partial<PollState> {
  if (error instanceof AutomationApiError) {
    return { phase: 'error', error: error.message, detail: error.detail };
  }
  return { phase: 'error', error: AUTOMATION_MESSAGES.fetchFailed, detail: null };
}

/** A failed job's error (text, or an object with a message), else "Automation failed". */
export function failureMessage(error: unknown): string {
  if (typeof error === 'string' && error.trim()) return error.trim();
  if (error !== null && typeof error === 'object') {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message.trim();
  }
  return AUTOMATION_MESSAGES.automationFailed;
}
