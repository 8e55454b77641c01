import { useAuth } from '../../lib/auth/auth-store';
import { Spinner } from '../ui/spinner';
import { AuthDialog } from './auth-dialog';
import { useVerificationPolling } from './use-verification-polling';
import { VerificationEmailButton } from './verification-email-button';

export const VERIFICATION_REQUIRED_TITLE = 'Email Verification Required';
export const VERIFICATION_REQUIRED_MESSAGE =
  'Your email address needs to be verified before you can continue.';

export interface VerificationPollingModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Default 'Email Verification Required'. */
  title?: string;
  /** The entities feature: 'Your email address needs to be verified before you can create tests and triggers.' */
  description?: string;
  /** Called when the modal closes itself, 2 s after the verification was detected: resume here. */
  onVerified?(): void;
}

/**
 * Asks the signed-in user to verify their e-mail: checks every 5 s whether they did (in this tab or
 * another), offers "Resend Verification Email" with a 60 s countdown, and closes 2 s after success.
 */
export function VerificationPollingModal({
  open,
  onOpenChange,
  title = VERIFICATION_REQUIRED_TITLE,
  description = VERIFICATION_REQUIRED_MESSAGE,
  onVerified,
}: VerificationPollingModalProps) {
  const email = useAuth((state) => state.user?.email);
  const { verified } = useVerificationPolling(open, () => {
    onOpenChange(false);
    onVerified?.();
  });
  return (
    <AuthDialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      {verified ? (
        <p
          role="status"
          className="rounded-lg bg-emerald-50 px-4 py-3 text-center font-medium text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200"
        >
          Email verified! You can continue.
        </p>
      ) : (
        <div className="flex flex-col gap-4 text-sm text-slate-700 dark:text-slate-300">
          <p>
            We sent a verification link to{' '}
            {email ? (
              <strong className="text-slate-900 dark:text-white">{email}</strong>
            ) : (
              'your email address'
            )}
            . Open it to verify your address; check your spam folder if it is not in your inbox.
          </p>
          <p role="status" className="flex items-center gap-2">
            <Spinner className="size-4 text-indigo-600 dark:text-indigo-400" />
            Waiting for verification: this window notices it automatically.
          </p>
          <VerificationEmailButton resend />
        </div>
      )}
    </AuthDialog>
  );
}
