import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { VerificationEmailButton } from '../../../components/auth/verification-email-button';
import { Spinner } from '../../../components/ui/spinner';
import { AUTH_MESSAGES, VERIFIED_REDIRECT_MS } from '../../../lib/auth/auth-messages';
import { authStore, useAuth } from '../../../lib/auth/auth-store';
import { confirmEmailOnce } from '../api/confirm-email';

type State = 'verifying' | 'verified' | 'failed';

/** Confirms the link's `userId` and `secret`; on success says so and goes to / after 2 s. */
export function EmailConfirmation({ userId, secret }: { userId: string; secret: string }) {
  const [state, setState] = useState<State>('verifying');
  const navigate = useNavigate();
  const unverifiedUser = useAuth((auth) => auth.user !== null && !auth.user.emailVerification);

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    confirmEmailOnce(userId, secret)
      .then(() => {
        if (cancelled) return;
        const user = authStore.getState().user;
        if (user?.$id === userId && !user.emailVerification)
          authStore.getState().setUser({ ...user, emailVerification: true });
        setState('verified');
        timer = setTimeout(() => void navigate('/', { replace: true }), VERIFIED_REDIRECT_MS);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.warn('[tagproof] the e-mail could not be verified', error);
        setState('failed');
      });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [userId, secret, navigate]);

  if (state === 'verifying') {
    return (
      <p role="status" className="flex items-center justify-center gap-3 text-slate-800 dark:text-slate-200">
        <Spinner className="text-indigo-600 dark:text-indigo-400" />
        Verifying your email...
      </p>
    );
  }
  if (state === 'verified') {
    return (
      <p role="status" className="text-center font-medium text-emerald-700 dark:text-emerald-400">
        {AUTH_MESSAGES.verificationSuccess}
      </p>
    );
  }
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <p role="alert" className="font-medium text-red-700 dark:text-red-400">
        {AUTH_MESSAGES.verificationFailure}
      </p>
      {unverifiedUser ? <VerificationEmailButton resend /> : null}
      <Link to="/" className="text-sm font-semibold text-indigo-700 underline dark:text-indigo-300">
        Back to the validator
      </Link>
    </div>
  );
}
