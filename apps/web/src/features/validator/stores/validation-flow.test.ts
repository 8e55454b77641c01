import { beforeEach, describe, expect, it, vi } from 'vitest';
import { VALIDATION_CACHE_TTL_MS } from '../../../lib/sessions/validation-cache';
import { idle, request, setup } from '../testing/store-harness';

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
