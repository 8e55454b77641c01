import type { AuthState } from '../auth/auth-store';
import { notify } from '../notify';

/** A signed-in user's tests and triggers (and custom vendors), as the validator runs them. */
export interface UserChecks {
  tests: unknown[];
  triggers: unknown[];
  /** Custom vendor definitions, sent with every validation (absent: none). */
  vendors?: unknown[];
}

export interface UserChecksDeps {
  auth: {
    getState(): Pick<AuthState, 'user' | 'initialised'>;
    subscribe(listener: (state: Pick<AuthState, 'user' | 'initialised'>) => void): () => void;
  };
  /** Hands the checks to their consumer (the app wires the validator's `provideChecks`). */
  provide(checks: UserChecks): void;
  load?(): Promise<UserChecks>;
  onError?(error: unknown): void;
}

const loadFromServer = async () => (await import('./load-checks')).loadUserChecks();

function reportFailure(error: unknown): void {
  console.warn('[tagproof] tests and triggers could not be loaded', error);
  notify({ type: 'error', message: 'Failed to fetch documents' });
}

/**
 * Loads a signed-in user's tests and triggers whenever the user changes (and on `reload()`, after
 * they were edited) and provides them. A failed load provides none, so waiting runs go ahead without
 * custom checks instead of waiting forever; an answer for a previous user is dropped. A refreshed
 * user object (same id, e.g. after e-mail verification) gets the loaded checks again, since the
 * validator forgets its checks on every user change.
 */
export function connectUserChecks({
  auth,
  provide,
  load = loadFromServer,
  onError = reportFailure,
}: UserChecksDeps) {
  let generation = 0;
  let currentUser: unknown = undefined;
  let currentUserId: string | null = null;
  let loaded: UserChecks | null = null;

  async function reload(): Promise<void> {
    const mine = ++generation;
    if (!auth.getState().user) return;
    let checks: UserChecks;
    try {
      checks = await load();
    } catch (error) {
      if (mine !== generation) return;
      onError(error);
      checks = { tests: [], triggers: [] };
    }
    if (mine !== generation) return;
    loaded = checks;
    provide(checks);
  }

  const onChange = (state: Pick<AuthState, 'user'>) => {
    if (state.user === currentUser) return;
    currentUser = state.user;
    const id = state.user?.$id ?? null;
    if (id !== null && id === currentUserId) {
      if (loaded) provide(loaded);
      return;
    }
    currentUserId = id;
    loaded = null;
    void reload();
  };
  const unsubscribe = auth.subscribe(onChange);
  onChange(auth.getState());
  const connection = {
    reload,
    disconnect() {
      unsubscribe();
      if (active === connection) active = null;
    },
  };
  active = connection;
  return connection;
}

let active: { reload(): Promise<void> } | null = null;

/** Loads the signed-in user's tests and triggers again (after the entities feature changed them). */
export function reloadUserChecks(): Promise<void> {
  return active?.reload() ?? Promise.resolve();
}
