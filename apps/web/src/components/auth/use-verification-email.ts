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
  const [sentOnce, setSentOnce] = useState(false);
  // The countdown reads the clock, so a throttled background tab still ends it on time.
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const cooldown = Math.max(0, Math.ceil((until - now) / 1000));

  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);

  async function send(): Promise<void> {
    if (status === 'sending' || cooldown > 0) return;
    setStatus('sending');
    setMessage(null);
    try {
      await (await import('../../lib/auth/auth-api')).sendVerificationEmail();
      setStatus('sent');
      setMessage(AUTH_MESSAGES.sendSuccess);
      setSentOnce(true);
      const sentAt = Date.now();
      setNow(sentAt);
      setUntil(sentAt + cooldownSeconds * 1000);
    } catch (error) {
      setStatus('failed');
      setMessage(verificationSendError(error));
    }
  }

  return { status, message, cooldown, sentOnce, send };
}
