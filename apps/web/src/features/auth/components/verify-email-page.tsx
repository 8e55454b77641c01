import { useSearchParams } from 'react-router';
import { AuthPageCard } from './auth-page-card';
import { EmailConfirmation } from './email-confirmation';
import { VerificationRequest } from './verification-request';

/**
 * `/verify-email`: with `userId` and `secret` (the e-mail's link) it confirms the address; without,
 * a signed-in unverified user can send (or resend) the verification e-mail.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const userId = params.get('userId');
  const secret = params.get('secret');
  return (
    <AuthPageCard title="Email verification">
      <div className="text-sm text-slate-800 dark:text-slate-200">
        {userId && secret ? <EmailConfirmation userId={userId} secret={secret} /> : <VerificationRequest />}
      </div>
    </AuthPageCard>
  );
}
