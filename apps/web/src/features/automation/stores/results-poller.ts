import { createStore, type StoreApi } from 'zustand/vanilla';
import { AutomationApiError } from '../api/automation-api-error';
import type { AutomationResultsBody } from '../api/automation-types';
import { AUTOMATION_MESSAGES } from '../messages';

/** Results polling (specification §4 and §9, DESIGN.md): at once, then every 30 s, 60 times at most. */
export const POLL_INTERVAL_MS = 30_000;
export const MAX_POLL_ATTEMPTS = 60;

/**
 * Live progress between the 30 s attempts: quick checks, 1 s after a change and backing off by half
 * up to 3 s while nothing moves, so each step shows as it runs and the end within 5 s. They stop
 * after {@link QUICK_WINDOW_MS} (the longest a journey may run), leaving the 30 s attempts.
 */
export const QUICK_FIRST_MS = 1_000;
export const QUICK_MAX_MS = 3_000;
export const QUICK_WINDOW_MS = 30 * 60_000;

/**
 * - `polling`: waiting for a queued or processing job (`body` holds the last answer, if any);
 * - `completed`, `failed`: the job ended; `other`: a status this page does not know, shown as is;
 * - `error`: the results could not be read (not authorised, network, no job id);
 * - `timeout`: still running after the last attempt.
 */
export type PollPhase = 'polling' | 'completed' | 'failed' | 'other' | 'error' | 'timeout';

export interface PollState {
  phase: PollPhase;
  /** The 30 s attempt in progress or last made, from 1 (quick checks between them do not count). */
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
  /** Answers received so far, quick checks included. */
  checks: number;
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
  /** Quick checks between the attempts (on by default); false keeps to the 30 s schedule. */
  quick?: boolean;
}

const RUNNING = new Set(['queued', 'processing']);

/** Polls one job's results until it ends, fails to be read, or the attempts run out. */
export function createResultsPoller({
  jobId,
  fetchResults,
  intervalMs = POLL_INTERVAL_MS,
  maxAttempts = MAX_POLL_ATTEMPTS,
  quick = true,
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
    checks: 0,
  };
  const store = createStore<PollState>()(() => initial);
  let run = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  /**
   * Time counted in the delays waited (as the 30 s schedule is, from each answer): since polling
   * started and until the next attempt; then the next quick delay and the last progress seen.
   */
  let waited = 0;
  let untilAttempt = 0;
  let quickDelay = QUICK_FIRST_MS;
  let lastSeen = '';

  const stop = () => {
    run += 1;
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const poll = async (current: number, id: string, counted: boolean) => {
    timer = null;
    const attempt = store.getState().attempt + (counted ? 1 : 0);
    if (counted) {
      store.setState({ attempt });
      untilAttempt = intervalMs;
    }
    let body: AutomationResultsBody;
    try {
      body = await fetchResults(id);
    } catch (error) {
      if (current !== run) return;
      store.setState(fetchError(error));
      return;
    }
    if (current !== run) return;
    store.setState({ answeredAttempt: attempt, checkedAt: Date.now(), checks: store.getState().checks + 1 });
    if (RUNNING.has(body.status)) {
      if (counted && attempt >= maxAttempts) {
        store.setState({ phase: 'timeout', body, error: AUTOMATION_MESSAGES.pollingTimeout });
        return;
      }
      store.setState({ phase: 'polling', body });
      schedule(current, id, JSON.stringify([body.status, body.progress ?? null]));
      return;
    }
    if (body.status === 'completed') store.setState({ phase: 'completed', body });
    else if (body.status === 'failed') {
      store.setState({ phase: 'failed', body, error: failureMessage(body.error) });
    } else store.setState({ phase: 'other', body });
  };

  /** The next check: a quick one if it comes before the next attempt (and within the window), else the attempt. */
  const schedule = (current: number, id: string, seen: string) => {
    quickDelay = seen === lastSeen ? Math.min(quickDelay * 1.5, QUICK_MAX_MS) : QUICK_FIRST_MS;
    lastSeen = seen;
    const delay =
      quick && waited + quickDelay < QUICK_WINDOW_MS ? Math.min(quickDelay, untilAttempt) : untilAttempt;
    const counted = delay === untilAttempt;
    waited += delay;
    untilAttempt -= delay;
    timer = setTimeout(() => void poll(current, id, counted), delay);
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
      waited = 0;
      quickDelay = QUICK_FIRST_MS;
      lastSeen = '';
      void poll(run, jobId, true);
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
