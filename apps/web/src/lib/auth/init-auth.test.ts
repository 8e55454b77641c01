import { describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from './auth-messages';
import { createAuthStore, type AuthUser } from './auth-store';
import { initAuth, type InitAuthDeps } from './init-auth';

const ada: AuthUser = { $id: 'u1', name: 'Ada', emailVerification: true };

function setup(overrides: Partial<InitAuthDeps> = {}) {
  const endSession = vi.fn(async () => undefined);
  const store = createAuthStore({ endSession });
  const deps: InitAuthDeps = {
    fetchSessionUser: vi.fn(async () => ada),
    hasSessionHint: () => true,
    clearSessionHint: vi.fn(),
    ...overrides,
  };
  return { store, deps, endSession };
}

describe('authentication at start-up', () => {
  it('initialises with the current session user', async () => {
    const { store, deps } = setup();
    await initAuth(store, deps);
    expect(store.getState()).toMatchObject({ initialised: true, user: ada });
  });

  it('does not ask the server when this browser never signed in', async () => {
    const { store, deps } = setup({ hasSessionHint: () => false });
    await initAuth(store, deps);
    expect(deps.fetchSessionUser).not.toHaveBeenCalled();
    expect(store.getState()).toMatchObject({ initialised: true, user: null });
  });

  it("logs out on 'No valid session found' and 'Invalid user data received'", async () => {
    for (const message of [AUTH_MESSAGES.noValidSession, AUTH_MESSAGES.invalidUserData]) {
      const { store, deps, endSession } = setup({
        fetchSessionUser: vi.fn(async () => Promise.reject(new Error(message))),
      });
      store.setState({ user: ada });
      await initAuth(store, deps);
      expect(store.getState()).toMatchObject({ initialised: true, user: null });
      expect(deps.clearSessionHint).toHaveBeenCalled();
      // A session with bad user data is ended on the server too.
      expect(endSession).toHaveBeenCalledTimes(message === AUTH_MESSAGES.invalidUserData ? 1 : 0);
    }
  });

  it('stays anonymous for this visit when the server cannot be reached, keeping the session hint', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { store, deps } = setup({
      fetchSessionUser: vi.fn(async () => Promise.reject(new TypeError('offline'))),
    });
    await initAuth(store, deps);
    expect(store.getState()).toMatchObject({ initialised: true, user: null });
    expect(deps.clearSessionHint).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('initialises once', async () => {
    const { store, deps } = setup();
    store.getState().initialise(null);
    await initAuth(store, deps);
    expect(deps.fetchSessionUser).not.toHaveBeenCalled();
  });
});

describe('logout', () => {
  it('ends the server session and clears the user, even when the server call fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createAuthStore({ endSession: vi.fn(async () => Promise.reject(new Error('offline'))) });
    store.getState().initialise(ada);
    await store.getState().logout();
    expect(store.getState().user).toBeNull();
    warn.mockRestore();
  });
});
