import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** The signed-in user, as the accounts API describes it (specification §3, "User"). */
export interface AuthUser {
  $id: string;
  name: string;
  email?: string;
  emailVerification: boolean;
  /** The account's preferences (`prefs.isPremium` sets automation limits). */
  prefs?: Record<string, unknown>;
}

/**
 * Authentication state shared by every feature: uninitialised, then initialised with or without a
 * user (specification §4). The accounts feature sets it through the appwrite SDK; features read it.
 */
export interface AuthState {
  user: AuthUser | null;
  initialised: boolean;
  /** Marks authentication as initialised, with the user found (or none). */
  initialise(user: AuthUser | null): void;
  /** Sign-in and sign-up set the user. */
  setUser(user: AuthUser): void;
  /** Ends the server session (failures are logged) and clears the user. */
  logout(): Promise<void>;
}

export interface AuthStoreDeps {
  /** Ends the session on the server (`DELETE /v1/account/sessions/current`). */
  endSession?(): Promise<void>;
}

export function createAuthStore(deps: AuthStoreDeps = {}) {
  return createStore<AuthState>()((set) => ({
    user: null,
    initialised: false,
    initialise: (user) => set({ user, initialised: true }),
    setUser: (user) => set({ user }),
    logout: async () => {
      try {
        await deps.endSession?.();
      } catch (error) {
        console.warn('[tagproof] the server session could not be ended', error);
      } finally {
        set({ user: null });
      }
    },
  }));
}

/** The app's one auth store. The SDK is loaded only when a session is ended. */
export const authStore = createAuthStore({
  endSession: async () => (await import('./auth-api')).signOut(),
});

export function useAuth<T>(selector: (state: AuthState) => T): T {
  return useStore(authStore, selector);
}

/** The avatar's initials: the first 2 letters of the name (specification §9). */
export function initialsOf(name: string): string {
  return name.trim().slice(0, 2).toUpperCase();
}

/** localStorage keys of where to go back after signing in (specification §7), for the accounts feature. */
export const AUTH_RETURN_PATH_KEY = 'authReturnPath';
export const AUTH_RETURN_URL_KEY = 'authReturnUrl';
