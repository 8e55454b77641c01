import { useEffect, useState } from 'react';
import { AUTH_MESSAGES, RESEND_COOLDOWN_SECONDS, verificationSendError } from '../../lib/auth/auth-messages';
import { fetchVerificationStatus } from '../../lib/auth/sign-in-options';

export type SendStatus = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * Sending the verification e-mail: idle → sending → sent (with a countdown before the next send) or
 * failed, with the §8 texts (rate limit, the server's message, or the general failure). The countdown
 * is the server's (`GET /api/auth/verification`, the same rate limits as the send): asked on mount, after
 * a send and after a refusal, so the button is enabled exactly when a send would be accepted. When the
 * server cannot say, `cooldownSeconds` after a send.
 */
export function useVerificationEmail(cooldownSeconds = RESEND_COOLDOWN_SECONDS) {
  const [status, setStatus] = useState<SendStatus>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const [sentOnce, setSentOnce] = useState(false);
  // The countdown reads the clock, so a throttled background tab still ends it on time.
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const cooldown = Math.max(0, Math.ceil((until - now) / 1000));

  const waitFor = (seconds: number) => {
    const at = Date.now();
    setNow(at);
    setUntil(at + seconds * 1000);
  };
  /** The server's wait; `fallback` seconds when it cannot be asked (undefined: leave as is). */
  const syncWithServer = async (fallback?: number) => {
    try {
      const { retryAfterSeconds } = await fetchVerificationStatus();
      waitFor(retryAfterSeconds);
    } catch {
      if (fallback !== undefined) waitFor(fallback);
    }
  };

  useEffect(() => {
    let live = true;
    fetchVerificationStatus().then(
      ({ retryAfterSeconds }) => {
        if (!live || retryAfterSeconds <= 0) return;
        const at = Date.now();
        setNow(at);
        setUntil(at + retryAfterSeconds * 1000);
      },
      () => undefined, // not known: the button stays enabled, as before the server could be asked
    );
    return () => {
      live = false;
    };
  }, []);

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
      waitFor(cooldownSeconds);
      await syncWithServer();
    } catch (error) {
      setStatus('failed');
      setMessage(verificationSendError(error));
      await syncWithServer();
    }
  }

  return { status, message, cooldown, sentOnce, send };
}
