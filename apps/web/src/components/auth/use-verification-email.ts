import { useEffect, useState } from 'react';
import { AUTH_MESSAGES, RESEND_COOLDOWN_SECONDS, verificationSendError } from '../../lib/auth/auth-messages';

export type SendStatus = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * Sending the verification e-mail: idle → sending → sent (with a countdown before the next send) or
 * failed, with the §8 texts (rate limit, the server's message, or the general failure).
 */
export function useVerificationEmail(cooldownSeconds = RESEND_COOLDOWN_SECONDS) {
  const [status, setStatus] = useState<SendStatus>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const [cooldown, setCooldown] = useState(0);
  const [sentOnce, setSentOnce] = useState(false);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  async function send(): Promise<void> {
    if (status === 'sending' || cooldown > 0) return;
    setStatus('sending');
    setMessage(null);
    try {
      await (await import('../../lib/auth/auth-api')).sendVerificationEmail();
      setStatus('sent');
      setMessage(AUTH_MESSAGES.sendSuccess);
      setSentOnce(true);
      setCooldown(cooldownSeconds);
    } catch (error) {
      setStatus('failed');
      setMessage(verificationSendError(error));
    }
  }

  return { status, message, cooldown, sentOnce, send };
}
