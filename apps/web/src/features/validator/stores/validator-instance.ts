import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { authStore } from '../../../lib/auth/auth-store';
import { freshUserChecks } from '../../../lib/checks/user-checks';
import { notify } from '../../../lib/notify';
import { sessionRepository, validationCache } from '../../../lib/sessions/browser-sessions';
import { cacheKeyFor } from '../../../lib/sessions/validation-cache';
import { createValidatorStore } from './validator-store';
import type { ValidatorDeps, ValidatorStore } from './validator-state';

/** The browser's wiring: the service on our origin (loaded on first use), IndexedDB, the auth store. */
function browserDeps(): ValidatorDeps {
  return {
    validate: async (payload) => (await import('../api/validate-requests')).validateRequests(payload),
    get cache() {
      return validationCache();
    },
    sessions: {
      save: (summary, data) => sessionRepository().save(summary, data),
      loadData: (id) => sessionRepository().loadData(id),
    },
    auth: authStore,
    notify,
    cacheKey: (requests, checks) => cacheKeyFor(requests, checks ?? undefined),
    now: () => Date.now(),
    freshChecks: freshUserChecks,
    afterPaint: () =>
      new Promise<void>((resolve) => {
        // The frame after the next: painted. A hidden tab runs no frames, hence the timeout.
        requestAnimationFrame(() => setTimeout(resolve, 0));
        setTimeout(resolve, 250);
      }),
  };
}

let instance: StoreApi<ValidatorStore> | null = null;

/** The app's validator store, created on first use. */
export function validatorStore(): StoreApi<ValidatorStore> {
  instance ??= createValidatorStore(browserDeps());
  return instance;
}

/** Reads the validator store in a component. */
export function useValidator<T>(selector: (state: ValidatorStore) => T): T {
  return useStore(validatorStore(), selector);
}

/** The store's actions (stable functions), for event handlers. */
export function validatorActions(): ValidatorStore {
  return validatorStore().getState();
}
