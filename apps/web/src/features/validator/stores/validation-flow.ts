import type { ValidationData } from '../../../lib/validation-types';
import { toValidationError, ValidationFailure, type ValidationErrorInfo } from '../api/validation-failure';
import { createSessionRecorder } from './session-recorder';
import type {
  CheckDefinitions,
  PendingRun,
  RunOptions,
  ValidatorDeps,
  ValidatorState,
  ValidatorStore,
} from './validator-state';
import { plural } from '../../../lib/format';

type Set = (partial: Partial<ValidatorState>) => void;
type Get = () => ValidatorStore;

export const VALIDATING_TEXT = 'Validating requests...';

/**
 * The validation run of specification §4: idle → validating → done or error. A run that arrives
 * while another is in progress (or while a signed-in user's tests and triggers load) waits as
 * pending; the 24-hour cache is skipped only when forced; every run is stored as a session. Each run
 * re-reads the user's tests and triggers first, so Revalidate uses the current definitions.
 */
export function createValidationFlow(set: Set, get: Get, deps: ValidatorDeps) {
  const recorder = createSessionRecorder(deps);
  const waitingForChecks = () => deps.auth.getState().user !== null && get().checks === null;

  async function startValidation(requests: unknown, options: RunOptions = {}): Promise<void> {
    if (!Array.isArray(requests) || requests.length === 0) {
      deps.notify({ type: 'info', message: 'There are no requests to validate.' });
      return;
    }
    const run: PendingRun = { requests, options };
    if (get().isValidating || waitingForChecks()) {
      set({ pendingValidation: [...get().pendingValidation, run] });
      return;
    }
    await execute(run);
  }

  async function execute({ requests, options }: PendingRun): Promise<void> {
    set({ isValidating: true, loading: true, statusText: VALIDATING_TEXT, data: requests, error: null });
    const checks = await currentChecks();
    const key = deps.cacheKey(requests, checks);
    let data: ValidationData | null = null;
    let error: ValidationErrorInfo | null = null;
    let fromCache = false;
    try {
      const cached = options.force ? undefined : await deps.cache.read(key);
      if (cached) {
        data = cached;
        fromCache = true;
      } else {
        const user = deps.auth.getState().user;
        const response = await deps.validate(checks ? { requests, user, ...checks } : { requests });
        if (!response.success || !response.data)
          throw new ValidationFailure('VALIDATION_FAILED', response.error || 'Validation failed');
        data = response.data;
      }
    } catch (caught) {
      error = toValidationError(caught);
    }
    const finishedAt = deps.now();
    if (data) {
      set({
        validatedData: data,
        duplicateResults: data.duplicates,
        crossValidationResults: data.crossValidation,
        cachedResults: fromCache,
        validatedAt: finishedAt,
        statusText: `Validated ${plural(data.validatedRequests.length, 'request')}`,
        loading: false,
        expanded: new Set(),
        selectedRequestId: null,
        jump: null,
        panel: null,
      });
    } else {
      set({
        error,
        loading: false,
        statusText: 'Validation failed',
        validatedData: null,
        duplicateResults: [],
        crossValidationResults: null,
        panel: null,
        selectedRequestId: null,
      });
    }
    // Shown first, stored after: the run stays in progress (later data waits) until it is stored.
    await deps.afterPaint?.();
    if (data && !fromCache && !(await deps.cache.write(key, data))) recorder.warnNotStored();
    await recorder.record({ requests, data, error, cacheKey: key, timestamp: finishedAt });
    set({ isValidating: false, loading: false });
    if (error) deps.notify({ type: 'error', title: 'Validation failed', message: error.message });
    await runNextPending();
  }

  /**
   * A signed-in user's tests and triggers as stored now: read again before every run (a tab keeps
   * no definition edited elsewhere); the loaded ones only when they cannot be re-read.
   */
  async function currentChecks(): Promise<CheckDefinitions | undefined> {
    if (deps.auth.getState().user === null) return undefined;
    const fresh = deps.freshChecks ? await deps.freshChecks().catch(() => null) : null;
    return fresh ?? get().checks ?? undefined;
  }

  async function runNextPending(): Promise<void> {
    if (get().isValidating || waitingForChecks()) return;
    const [next, ...rest] = get().pendingValidation;
    if (!next) return;
    set({ pendingValidation: rest });
    await execute(next);
  }

  async function revalidate(): Promise<void> {
    const { data, isValidating } = get();
    if (!data || data.length === 0 || isValidating) return;
    await startValidation(data, { force: true, source: 'revalidate' });
  }

  async function loadSession(id: string): Promise<void> {
    set({ sessionsOpen: false });
    const stored = await deps.sessions.loadData(id);
    if (!stored || !Array.isArray(stored.requestData)) {
      deps.notify({ type: 'error', message: 'This session is no longer stored in this browser.' });
      return;
    }
    await startValidation(stored.requestData, { source: 'session' });
  }

  return { startValidation, revalidate, loadSession, runNextPending };
}
