import { confirmEmailVerification } from '../../../lib/auth/auth-api';

const confirmations = new Map<string, Promise<void>>();

/**
 * Confirms a verification link once per page load: the secret is consumed by the first call, and
 * React (StrictMode, a re-render) may ask again.
 */
export function confirmEmailOnce(userId: string, secret: string): Promise<void> {
  const key = `${userId}:${secret}`;
  let confirmation = confirmations.get(key);
  if (!confirmation) {
    confirmation = confirmEmailVerification(userId, secret);
    confirmations.set(key, confirmation);
  }
  return confirmation;
}

/** Forgets the confirmations (tests). */
export function resetConfirmationsForTests(): void {
  confirmations.clear();
}
