import type { AuthUser } from '../../../lib/auth/auth-store';
import type { Submitter } from './build-request';

/**
 * The submitter of a request from the auth store's user: their `$id`, and `prefs.isPremium`
 * (specification §3, "User") when the accounts API gave prefs.
 */
export function submitterFrom(user: AuthUser | null): Submitter {
  if (!user) return { userId: null, isPremium: false };
  const prefs = (user as { prefs?: unknown }).prefs;
  const isPremium =
    prefs !== null && typeof prefs === 'object' && (prefs as { isPremium?: unknown }).isPremium === true;
  return { userId: user.$id, isPremium };
}
