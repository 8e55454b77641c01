import { authStore } from './auth-store';

/**
 * Initialises authentication at start-up. Until the accounts feature (sign-in through the appwrite
 * SDK) lands, every visitor is anonymous: the store is initialised at once without a user, which
 * releases the extension messages the validator queued (they wait for this, specification §4).
 */
export function initAuth(): void {
  if (!authStore.getState().initialised) authStore.getState().initialise(null);
}
