import { useState } from 'react';
import { Link } from 'react-router';
import { LazyAuthModal } from '../../../components/auth/lazy-auth-modal';
import { VerificationEmailButton } from '../../../components/auth/verification-email-button';
import { buttonClass } from '../../../components/ui/button-styles';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth/auth-store';

/** /verify-email without a link: a signed-in unverified user asks for the e-mail here. */
export function VerificationRequest() {
  const user = useAuth((state) => state.user);
  const initialised = useAuth((state) => state.initialised);
  const [signingIn, setSigningIn] = useState(false);
  if (!initialised) {
    return (
      <p role="status" className="flex items-center justify-center gap-3">
        <Spinner />
        Checking your session...
      </p>
    );
  }
  if (!user) {
    return (
      <div className="flex flex-col items-center gap-4 text-center">
        <p>Sign in to verify your email address.</p>
        <button type="button" className={buttonClass('primary')} onClick={() => setSigningIn(true)}>
          Sign in
        </button>
        <LazyAuthModal open={signingIn} onOpenChange={setSigningIn} returnPath="/verify-email" />
      </div>
    );
  }
  if (user.emailVerification) {
    return (
      <div className="flex flex-col items-center gap-4 text-center">
        <p className="font-medium text-emerald-700 dark:text-emerald-400">Your email address is verified.</p>
        <Link to="/" className="text-sm font-semibold text-indigo-700 underline dark:text-indigo-300">
          Back to the validator
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <p>
        We will send a verification link to{' '}
        <strong className="text-slate-900 dark:text-white">{user.email ?? 'your email address'}</strong>. Open
        it to create and edit tests and triggers; check your spam folder if it does not arrive.
      </p>
      <VerificationEmailButton />
    </div>
  );
}
