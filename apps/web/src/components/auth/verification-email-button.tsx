import { buttonClass } from '../ui/button-styles';
import { Spinner } from '../ui/spinner';
import { useVerificationEmail } from './use-verification-email';

/** A wait in seconds as the button shows it: `45s`, or `12 min` from two minutes on. */
export function formatWait(seconds: number): string {
  return seconds < 120 ? `${seconds}s` : `${Math.ceil(seconds / 60)} min`;
}

/**
 * "Send Verification Email" (or "Resend Verification Email" once sent, or when `resend`), with the
 * seconds left before the next send, "Processing..." while sending, and the §8 result text.
 */
export function VerificationEmailButton({ resend = false }: { resend?: boolean }) {
  const { status, message, cooldown, sentOnce, send } = useVerificationEmail();
  const label = resend || sentOnce ? 'Resend Verification Email' : 'Send Verification Email';
  return (
    <div className="flex flex-col items-center gap-3">
      {status === 'sending' ? (
        <p role="status" className="flex h-10 items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <Spinner className="size-4" />
          Processing...
        </p>
      ) : (
        <button
          type="button"
          className={buttonClass('primary')}
          disabled={cooldown > 0}
          title={cooldown > 0 ? `The server accepts another e-mail in ${formatWait(cooldown)}` : undefined}
          onClick={() => void send()}
        >
          {cooldown > 0 ? `${label} (${formatWait(cooldown)})` : label}
        </button>
      )}
      {message ? (
        <p
          role={status === 'failed' ? 'alert' : 'status'}
          className={`text-center text-sm ${status === 'failed' ? 'text-red-700 dark:text-red-400' : 'text-emerald-700 dark:text-emerald-400'}`}
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}
