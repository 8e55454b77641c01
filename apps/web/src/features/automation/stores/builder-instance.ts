import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { authStore } from '../../../lib/auth/auth-store';
import { submitAutomation } from '../api/submit-automation';
import { createBuilderStore, type BuilderStore } from './builder-store';
import { submitterFrom } from './submitter';

let instance: StoreApi<BuilderStore> | null = null;

/** The app's builder store, created on first use: what was entered survives leaving the page. */
export function builderStore(): StoreApi<BuilderStore> {
  instance ??= createBuilderStore({
    send: (request, submitter) => submitAutomation(request, { userId: submitter.userId }),
    submitter: () => submitterFrom(authStore.getState().user),
  });
  return instance;
}

export function useBuilder<T>(selector: (state: BuilderStore) => T): T {
  return useStore(builderStore(), selector);
}
