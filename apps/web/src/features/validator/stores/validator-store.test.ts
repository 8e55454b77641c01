import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSIONS_KEY } from '../../../lib/sessions/session-types';
import { ValidationFailure } from '../api/validation-failure';
import { request, setup } from '../testing/store-harness';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
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
