import type { QueryClient } from '@tanstack/react-query';
import type { AuthState } from '../auth/auth-store';
import { notify } from '../notify';
import { queryClient } from '../query-client';

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
  /** The query cache the checks live in (default: the app's). */
  client?: QueryClient;
  /**
   * Listens for changes to the user's tests and triggers (the app passes `watchServerChecks`, the
   * realtime socket; default: none); answers the function that stops listening.
   */
  watch?(onChange: () => void): Promise<() => void>;
}

/** The query key of a user's checks; invalidating it (or its prefix) re-reads them. */
export const CHECKS_KEY = ['checks'] as const;
export const checksKey = (userId: string) => [...CHECKS_KEY, userId] as const;

const loadFromServer = async () => (await import('./load-checks')).loadUserChecks();
/** The realtime socket's changes to the user's tests and triggers (its code loaded on first use). */
export const watchServerChecks = async (onChange: () => void) =>
  (await import('./load-checks')).watchUserChecks(onChange);
const watchNothing = () => Promise.resolve(() => undefined);

function reportFailure(error: unknown): void {
  console.warn('[tagproof] tests and triggers could not be loaded', error);
  notify({ type: 'error', message: 'Failed to fetch documents' });
}

/**
 * Loads a signed-in user's tests and triggers whenever the user changes (and on `reload()`, after
 * they were edited, and whenever their query is invalidated: the realtime socket's changes to them
 * invalidate it) and provides them; `reload()` answers what it read. A failed load provides none, so waiting runs go ahead without
 * custom checks instead of waiting forever; an answer for a previous user is dropped. A refreshed
 * user object (same id, e.g. after e-mail verification) gets the loaded checks again, since the
 * validator forgets its checks on every user change.
 */
export function connectUserChecks({
  auth,
  provide,
  load = loadFromServer,
  onError = reportFailure,
  client = queryClient(),
  watch = watchNothing,
}: UserChecksDeps) {
  let generation = 0;
  let currentUser: unknown = undefined;
  let currentUserId: string | null = null;
  let loaded: UserChecks | null = null;
  let stopWatching: (() => void) | null = null;

  let latest: Promise<UserChecks | null> = Promise.resolve(null);

  /**
   * Reads the checks anew (never from the cache) and provides them. A read overtaken by a newer one
   * answers the newer one's checks; null for a visitor.
   */
  function reload(): Promise<UserChecks | null> {
    latest = read(++generation);
    return latest;
  }

  async function read(mine: number): Promise<UserChecks | null> {
    const userId = currentUserId;
    if (!auth.getState().user || userId === null) return null;
    let checks: UserChecks;
    try {
      checks = await client.fetchQuery({
        queryKey: checksKey(userId),
        queryFn: load,
        staleTime: 0,
        retry: false,
      });
    } catch (error) {
      if (mine !== generation) return latest;
      onError(error);
      checks = { tests: [], triggers: [] };
    }
    if (mine !== generation) return latest;
    loaded = checks;
    provide(checks);
    return checks;
  }

  /** Listens to the signed-in user's changes (stopping the previous user's listener). */
  function rewatch(userId: string | null): void {
    stopWatching?.();
    stopWatching = null;
    if (userId === null) return;
    let stopped = false;
    stopWatching = () => (stopped = true);
    watch(() => void client.invalidateQueries({ queryKey: checksKey(userId) })).then(
      (stop) => {
        if (stopped) stop();
        else stopWatching = stop;
      },
      (error: unknown) => console.warn('[tagproof] changes to tests and triggers are not followed', error),
    );
  }

  const unsubscribeCache = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'invalidate' || currentUserId === null) return;
    const [prefix, userId] = event.query.queryKey as unknown[];
    if (prefix === CHECKS_KEY[0] && userId === currentUserId) void reload();
  });

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
    rewatch(id);
    void reload();
  };
  const unsubscribe = auth.subscribe(onChange);
  onChange(auth.getState());
  const connection = {
    reload,
    /** Stops following changes; answers whether it was following them. */
    unwatch(): boolean {
      const following = stopWatching !== null;
      rewatch(null);
      return following;
    },
    disconnect() {
      unsubscribe();
      unsubscribeCache();
      rewatch(null);
      if (active === connection) active = null;
    },
  };
  active = connection;
  return connection;
}

let active: { reload(): Promise<UserChecks | null>; unwatch(): boolean } | null = null;

/** How long the appwrite SDK waits before it closes a socket left without subscriptions. */
const SDK_SOCKET_CLOSE_MS = 120;

/**
 * Before the session ends: stops following the user's changes and lets the SDK close its socket.
 * Ending the session closes the socket from the server's side, and the SDK reports a socket it still
 * uses as a lost connection (a console error on every sign-out).
 */
export async function unwatchChecksBeforeSignOut(): Promise<void> {
  if (!active?.unwatch()) return;
  await new Promise((resolve) => setTimeout(resolve, SDK_SOCKET_CLOSE_MS));
}

/** Loads the signed-in user's tests and triggers again (after the entities feature changed them). */
export async function reloadUserChecks(): Promise<void> {
  await active?.reload();
}

/**
 * The signed-in user's tests and triggers read now (each validation run asks for them, so that no
 * run uses a definition edited elsewhere); null for a visitor.
 */
export function freshUserChecks(): Promise<UserChecks | null> {
  return active?.reload() ?? Promise.resolve(null);
}
