import { hasSessionHint, setSessionHint } from './auth-storage';
import { authStore, type AuthState, type AuthUser } from './auth-store';
import { AUTH_MESSAGES } from './auth-messages';

type AuthStoreApi = { getState(): AuthState };

export interface InitAuthDeps {
  /** The current session's user (`fetchSessionUser` of auth-api, loaded on demand). */
  fetchSessionUser(): Promise<AuthUser>;
  hasSessionHint(): boolean;
  clearSessionHint(): void;
}

const browserDeps: InitAuthDeps = {
  fetchSessionUser: async () => (await import('./auth-api')).fetchSessionUser(),
  hasSessionHint,
  clearSessionHint: () => setSessionHint(false),
};

/**
 * Initialises authentication at start-up (specification §4): the current session's user, or none.
 * 'No valid session found' and 'Invalid user data received' log the visitor out; any other failure
 * (server unreachable) leaves them anonymous for this visit. Initialising releases the extension
 * messages the validator queued. A browser that never signed in is not asked about (no 401 noise).
 */
export async function initAuth(
  store: AuthStoreApi = authStore,
  deps: InitAuthDeps = browserDeps,
): Promise<void> {
  if (store.getState().initialised) return;
  if (!deps.hasSessionHint()) {
    store.getState().initialise(null);
    return;
  }
  try {
    const user = await deps.fetchSessionUser();
    store.getState().initialise(user);
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (message === AUTH_MESSAGES.noValidSession || message === AUTH_MESSAGES.invalidUserData) {
      deps.clearSessionHint();
      if (message === AUTH_MESSAGES.invalidUserData) await store.getState().logout();
    } else {
      console.warn('[tagproof] the account could not be loaded', error);
    }
    store.getState().initialise(null);
  }
}
