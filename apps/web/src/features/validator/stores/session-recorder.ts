import { buildSessionSummary, shortId } from '../../../lib/sessions/session-summary';
import type { ValidationData } from '../../../lib/validation-types';
import type { ValidationErrorInfo } from '../api/validation-failure';
import type { ValidatorDeps } from './validator-state';

/** Storage warnings closer together than this are shown once. */
const WARNING_INTERVAL_MS = 10_000;

export interface FinishedRun {
  requests: unknown[];
  data: ValidationData | null;
  error: ValidationErrorInfo | null;
  cacheKey: string;
  timestamp: number;
}

/**
 * Stores every run, validated or failed, as a session (specification §4). A browser that refuses
 * to store it gets one warning; the results stay on screen.
 */
export function createSessionRecorder(deps: Pick<ValidatorDeps, 'sessions' | 'notify' | 'now'>) {
  let warnedAt = -Infinity;

  function warnNotStored(): void {
    if (deps.now() - warnedAt < WARNING_INTERVAL_MS) return;
    warnedAt = deps.now();
    deps.notify({
      type: 'warning',
      title: 'Results not saved',
      message:
        'This browser refused to store the session (storage may be full). The results are still shown.',
    });
  }

  async function record({ requests, data, error, cacheKey, timestamp }: FinishedRun): Promise<void> {
    try {
      const errorMessage = error?.message ?? null;
      const summary = buildSessionSummary({
        id: shortId(),
        timestamp,
        requests,
        data,
        errorMessage,
        cacheKey,
      });
      const validationResponse = data
        ? { success: true, data, error: null }
        : { success: false, data: null, error: errorMessage };
      const { stored } = await deps.sessions.save(summary, {
        requestData: requests,
        validationResponse,
        timestamp,
      });
      if (!stored) warnNotStored();
    } catch (caught) {
      console.warn('[tagproof] could not store the validation session', caught);
      warnNotStored();
    }
  }

  return { record, warnNotStored };
}
