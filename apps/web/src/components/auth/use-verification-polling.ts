import { useEffect, useRef, useState } from 'react';
import { POLLING_MODAL_CLOSE_MS, VERIFICATION_POLL_MS } from '../../lib/auth/auth-messages';
import { authStore, useAuth, type AuthUser } from '../../lib/auth/auth-store';

const fetchUser = async (): Promise<AuthUser> => (await import('../../lib/auth/auth-api')).fetchUser();

/** Keeps the store's user unless something the app shows changed (every new object resets checks). */
function updateUser(fresh: AuthUser): void {
  const current = authStore.getState().user;
  if (
    current &&
    current.$id === fresh.$id &&
    current.emailVerification === fresh.emailVerification &&
    current.name === fresh.name
  )
    return;
  authStore.getState().setUser(fresh);
}

/**
 * While `active`, refreshes the user every 5 s (specification §9) until their e-mail is verified;
 * `onDone` runs 2 s after that, so the success can be read first.
 */
export function useVerificationPolling(active: boolean, onDone: () => void) {
  const verified = useAuth((state) => state.user?.emailVerification === true);

  useEffect(() => {
    if (!active || verified) return;
    let cancelled = false;
    const timer = setInterval(() => {
      fetchUser()
        .then((user) => {
          if (!cancelled) updateUser(user);
        })
        .catch((error: unknown) => console.warn('[tagproof] the account could not be refreshed', error));
    }, VERIFICATION_POLL_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [active, verified]);

  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!active || !verified || done) return;
    const timer = setTimeout(() => {
      setDone(true);
      onDoneRef.current();
    }, POLLING_MODAL_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [active, verified, done]);
  useEffect(() => {
    if (!active) setDone(false);
  }, [active]);

  return { verified };
}
