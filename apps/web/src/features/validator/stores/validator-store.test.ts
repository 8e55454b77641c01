import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionRepository } from '../../../lib/sessions/session-repository';
import { SESSIONS_KEY } from '../../../lib/sessions/session-types';
import { createValidationCache, VALIDATION_CACHE_TTL_MS } from '../../../lib/sessions/validation-cache';
import { createAuthStore } from '../../../lib/auth/auth-store';
import { createMemoryStore } from '../../../lib/storage/key-value-store';
import type { ValidationData, ValidationResponse } from '../../../lib/validation-types';
import { ValidationFailure } from '../api/validation-failure';
import { createValidatorStore } from './validator-store';
import type { ValidatorDeps } from './validator-state';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  failWrites = false;
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.failWrites) throw new DOMException('quota', 'QuotaExceededError');
    this.items.set(key, value);
  }
}

function dataFor(requests: unknown[]): ValidationData {
  return {
    validatedRequests: requests.map((_, index) => ({
      requestMetadata: {
        requestId: `r${index + 1}`,
        requestCategory: 'GOOGLEANALYTICS4',
        eventName: 'page_view',
        accountID: 'G-1',
        requestUrl: 'https://www.google-analytics.com/g/collect',
        queryString: '',
        batched: false,
        postData: null,
        redirectQueryParams: null,
        method: 'GET',
        vendorName: 'Google Analytics 4',
        parameters: [],
      },
      tabUrl: 'https://shop.example.com/',
      timestamp: 1,
      validation: {
        autoValidationResults: { erroredParameters: [], suggestedParameters: [] },
        validationsSummary: {
          automaticChecks: { totalErrors: 0, totalSuggestions: 0 },
          customChecks: { passedCustomChecks: 0, failedCustomChecks: 0 },
        },
        customValidationResults: [],
        duplicateInfo: { isDuplicate: false, kind: null, requestIds: [], matchPercentage: null },
      },
    })),
    duplicates: [],
    crossValidation: { triggers: [], navigation: [], purchaseParity: [] },
  };
}

const request = (id: string) => ({
  url: `https://www.google-analytics.com/g/collect?v=2&tid=G-1&en=page_view&id=${id}`,
  tabUrl: 'https://shop.example.com/',
});

function setup({ initialised = true } = {}) {
  const kv = createMemoryStore();
  const storage = new MemoryStorage();
  const auth = createAuthStore();
  if (initialised) auth.getState().initialise(null);
  let now = 1_700_000_000_000;
  const calls: Array<{ requests: unknown[]; tests?: unknown[] }> = [];
  const gates: Array<() => void> = [];
  let holdRuns = false;
  const validate = vi.fn(
    async (payload: { requests: unknown[]; tests?: unknown[] }): Promise<ValidationResponse> => {
      calls.push(payload);
      if (holdRuns) await new Promise<void>((resolve) => gates.push(resolve));
      return { success: true, data: dataFor(payload.requests), error: null };
    },
  );
  const notify = vi.fn();
  const sessions = createSessionRepository(kv, storage);
  const deps: ValidatorDeps = {
    validate,
    cache: createValidationCache(kv, () => now),
    sessions,
    auth,
    notify,
    cacheKey: (requests, checks) =>
      `validation_${JSON.stringify(requests)}${checks ? JSON.stringify(checks) : ''}`,
    now: () => now,
  };
  const store = createValidatorStore(deps);
  return {
    store,
    kv,
    storage,
    auth,
    validate,
    calls,
    notify,
    sessions,
    deps,
    hold: () => (holdRuns = true),
    release: () => gates.splice(0).forEach((open) => open()),
    advance: (ms: number) => (now += ms),
  };
}

const idle = (store: ReturnType<typeof setup>['store']) =>
  vi.waitFor(() => {
    const state = store.getState();
    if (state.isValidating || state.pendingValidation.length > 0) throw new Error('still running');
  });

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('messages from the extension', () => {
  it('queue until authentication is initialised, then run in the order they arrived', async () => {
    const t = setup({ initialised: false });
    t.store.getState().receiveFromExtension([request('b')], 20);
    t.store.getState().receiveFromExtension([request('a')], 10);
    await Promise.resolve();
    expect(t.validate).not.toHaveBeenCalled();
    expect(t.store.getState().messageQueue).toHaveLength(2);

    t.auth.getState().initialise(null);
    await idle(t.store);
    expect(t.calls.map((call) => call.requests)).toEqual([[request('a')], [request('b')]]);
    expect(t.store.getState().messageQueue).toEqual([]);
  });

  it('keeps data that arrives during a run as pending and runs it afterwards', async () => {
    const t = setup();
    t.hold();
    t.store.getState().receiveFromExtension([request('first')]);
    await vi.waitFor(() => expect(t.validate).toHaveBeenCalledTimes(1));
    expect(t.store.getState().isValidating).toBe(true);
    expect(t.store.getState().statusText).toBe('Validating requests...');

    t.store.getState().receiveFromExtension([request('second')]);
    await vi.waitFor(() => expect(t.store.getState().pendingValidation).toHaveLength(1));
    expect(t.validate).toHaveBeenCalledTimes(1);

    t.release();
    await vi.waitFor(() => expect(t.validate).toHaveBeenCalledTimes(2));
    t.release();
    await idle(t.store);
    expect(t.store.getState().data).toEqual([request('second')]);
  });

  it('starts only for a non-empty array of requests', async () => {
    const t = setup();
    t.store.getState().receiveFromExtension([]);
    t.store.getState().receiveFromExtension({ not: 'an array' });
    await idle(t.store);
    expect(t.validate).not.toHaveBeenCalled();
    expect(t.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'info' }));
  });
});

describe('the 24-hour cache', () => {
  it('answers a repeated run without calling the service, until it expires', async () => {
    const t = setup();
    await t.store.getState().startValidation([request('a')]);
    expect(t.store.getState().cachedResults).toBe(false);
    await t.store.getState().startValidation([request('a')]);
    expect(t.validate).toHaveBeenCalledTimes(1);
    expect(t.store.getState().cachedResults).toBe(true);

    t.advance(VALIDATION_CACHE_TTL_MS + 1);
    await t.store.getState().startValidation([request('a')]);
    expect(t.validate).toHaveBeenCalledTimes(2);
  });

  it('is skipped by Revalidate, which keeps the current requests', async () => {
    const t = setup();
    await t.store.getState().startValidation([request('a')]);
    await t.store.getState().revalidate();
    expect(t.validate).toHaveBeenCalledTimes(2);
    expect(t.calls[1]?.requests).toEqual([request('a')]);
    expect(t.store.getState().cachedResults).toBe(false);
  });
});

describe('sessions', () => {
  it('stores a validated run under validatorSessions with its payload in the key-value store', async () => {
    const t = setup();
    await t.store.getState().startValidation([request('a'), request('b')]);
    const [session] = JSON.parse(t.storage.getItem(SESSIONS_KEY) ?? '[]');
    expect(session).toMatchObject({
      status: 'validated',
      requestCount: 2,
      categories: ['GOOGLEANALYTICS4'],
      pageTitle: 'shop.example.com',
      errorMessage: null,
    });
    expect(await t.kv.get(`validatorData_${session.id}`)).toMatchObject({
      requestData: [request('a'), request('b')],
      validationResponse: { success: true },
    });
  });

  it('stores a failed run as an error session with its message, and shows the error', async () => {
    const t = setup();
    t.validate.mockRejectedValueOnce(
      new ValidationFailure(
        503,
        'The validation service is unavailable right now (HTTP 503). Try again in a moment.',
      ),
    );
    await t.store.getState().startValidation([request('a')]);
    expect(t.store.getState().error).toEqual({ code: 503, message: expect.stringContaining('503') });
    const [session] = t.sessions.list();
    expect(session).toMatchObject({
      status: 'error',
      errorMessage: expect.stringContaining('HTTP 503'),
      requestCount: 1,
    });
    expect(t.notify).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'error', title: 'Validation failed' }),
    );
  });

  it("uses the service's error, else 'Validation failed', for an unsuccessful answer", async () => {
    const t = setup();
    t.validate.mockResolvedValueOnce({ success: false, data: null, error: null });
    await t.store.getState().startValidation([request('a')]);
    expect(t.store.getState().error?.message).toBe('Validation failed');
  });

  it('loads a stored session and validates it again (from the cache)', async () => {
    const t = setup();
    await t.store.getState().startValidation([request('a')]);
    const [session] = t.sessions.list();
    t.store.getState().clearResults();
    t.store.getState().setSessionsOpen(true);
    await t.store.getState().loadSession(session!.id);
    expect(t.store.getState().sessionsOpen).toBe(false);
    expect(t.store.getState().validatedData?.validatedRequests).toHaveLength(1);
    expect(t.validate).toHaveBeenCalledTimes(1);
    expect(t.sessions.list()).toHaveLength(1); // the same requests update their session
  });
});

describe('storage failures are logged and survived', () => {
  it('still shows the results when localStorage and the key-value store refuse writes', async () => {
    const t = setup();
    t.storage.failWrites = true;
    vi.spyOn(t.kv, 'set').mockRejectedValue(new DOMException('quota', 'QuotaExceededError'));
    await t.store.getState().startValidation([request('a')]);
    expect(t.store.getState().validatedData?.validatedRequests).toHaveLength(1);
    expect(t.store.getState().error).toBeNull();
    expect(t.notify).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'warning', title: 'Results not saved' }),
    );
    expect(console.warn).toHaveBeenCalled();
  });

  it('calls the service when the cache cannot be read', async () => {
    const t = setup();
    vi.spyOn(t.kv, 'get').mockRejectedValue(new Error('IndexedDB broke'));
    await t.store.getState().startValidation([request('a')]);
    expect(t.validate).toHaveBeenCalledTimes(1);
    expect(t.store.getState().validatedData).not.toBeNull();
  });
});

describe('a signed-in user', () => {
  it("waits for the user's tests and triggers, then sends them", async () => {
    const t = setup();
    t.auth.getState().setUser({ $id: 'u1', name: 'Ada', emailVerification: true });
    await t.store.getState().startValidation([request('a')]);
    expect(t.validate).not.toHaveBeenCalled();
    expect(t.store.getState().pendingValidation).toHaveLength(1);

    t.store.getState().provideChecks({ tests: [{ name: 'T' }], triggers: [] });
    await idle(t.store);
    expect(t.calls[0]).toMatchObject({ requests: [request('a')], tests: [{ name: 'T' }], triggers: [] });
  });
});

describe('view state', () => {
  it('applies a tile filter, toggles it off, and resets', () => {
    const t = setup();
    const { applyTileFilter, toggleFilter, resetFilters } = t.store.getState();
    applyTileFilter({ group: 'validationStatus', value: 'errors' });
    expect(t.store.getState().filters.validationStatus).toEqual(['errors']);
    applyTileFilter({ group: 'validationStatus', value: 'errors' });
    expect(t.store.getState().filters.validationStatus).toEqual([]);
    toggleFilter('category', 'FACEBOOK');
    toggleFilter('requestType', 'batched');
    resetFilters();
    expect(Object.values(t.store.getState().filters).flat()).toEqual([]);
  });

  it('jumps to a request: selects it, opens its card and bumps the jump nonce', () => {
    const t = setup();
    t.store.getState().jumpToRequest('r2');
    const first = t.store.getState().jump?.nonce;
    t.store.getState().jumpToRequest('r2');
    expect(t.store.getState().jump?.nonce).toBe((first ?? 0) + 1);
    expect(t.store.getState().selectedRequestId).toBe('r2');
    expect(t.store.getState().expanded.has('matched:r2')).toBe(true);
    t.store.getState().clearSelection();
    expect(t.store.getState().selectedRequestId).toBeNull();
  });
});
