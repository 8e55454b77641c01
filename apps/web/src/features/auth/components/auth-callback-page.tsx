import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { completeSocialSignIn } from '../../../lib/auth/auth-api';
import { AUTH_CALLBACK_DELAY_MS, AUTH_MESSAGES } from '../../../lib/auth/auth-messages';
import { takeReturnPath } from '../../../lib/auth/auth-storage';
import { authStore } from '../../../lib/auth/auth-store';

/**
 * `/auth-callback`: where a social sign-in comes back. After 1.5 s (specification §9) it reads the
 * new session's user and goes to the stored return path, else /; without a session, to the login
 * page with the failure.
 */
export function AuthCallbackPage() {
  const navigate = useNavigate();
  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(() => {
      completeSocialSignIn()
        .then((user) => {
          if (cancelled) return;
          const auth = authStore.getState();
          if (auth.initialised) auth.setUser(user);
          else auth.initialise(user);
          void navigate(takeReturnPath() ?? '/', { replace: true });
        })
        .catch((error: unknown) => {
          if (cancelled) return;
          console.warn('[tagproof] the social sign-in did not complete', error);
          void navigate('/login?error=auth_failed', { replace: true });
        });
    }, AUTH_CALLBACK_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [navigate]);
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-3 py-24 text-lg text-slate-800 dark:text-slate-200"
    >
      <Spinner className="size-6 text-indigo-600 dark:text-indigo-400" />
      {AUTH_MESSAGES.completingAuthentication}
    </p>
  );
}
