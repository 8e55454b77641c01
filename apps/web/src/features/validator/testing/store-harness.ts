/** A validator store wired to in-memory fakes (service, storage, auth, clock), for the flow tests. */
import { vi } from 'vitest';
import { createSessionRepository } from '../../../lib/sessions/session-repository';
import { createValidationCache } from '../../../lib/sessions/validation-cache';
import { createAuthStore } from '../../../lib/auth/auth-store';
import { createMemoryStore } from '../../../lib/storage/key-value-store';
import type { ValidationData, ValidationResponse } from '../../../lib/validation-types';
import { aValidatedRequest } from '../../../testing/validated-request';
import { createValidatorStore } from '../stores/validator-store';
import type { ValidatorDeps } from '../stores/validator-state';

export class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  failWrites = false;
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.failWrites) throw new DOMException('quota', 'QuotaExceededError');
    this.items.set(key, value);
  }
}

export function dataFor(requests: unknown[]): ValidationData {
  return {
    validatedRequests: requests.map((_, index) =>
      aValidatedRequest(
        { requestId: `r${index + 1}`, method: 'GET' },
        { tabUrl: 'https://shop.example.com/' },
      ),
    ),
    duplicates: [],
    crossValidation: { triggers: [], navigation: [], purchaseParity: [] },
  };
}

export const request = (id: string) => ({
  url: `https://www.google-analytics.com/g/collect?v=2&tid=G-1&en=page_view&id=${id}`,
  tabUrl: 'https://shop.example.com/',
});

export function setup({ initialised = true } = {}) {
  const kv = createMemoryStore();
  const storage = new MemoryStorage();
  const auth = createAuthStore();
  if (initialised) auth.getState().initialise(null);
  let now = 1_700_000_000_000;
  const calls: Array<{ requests: unknown[]; tests?: unknown[]; vendors?: unknown[] }> = [];
  const gates: Array<() => void> = [];
  let holdRuns = false;
  const validate = vi.fn(
    async (payload: { requests: unknown[]; tests?: unknown[] }): Promise<ValidationResponse> => {
      calls.push(payload);
      if (holdRuns) await new Promise<void>((resolve) => gates.push(resolve));
      return { success: true, data: dataFor(payload.requests), error: null };
    },
  );
  const notify = vi.fn();
  const sessions = createSessionRepository(kv, storage);
  const deps: ValidatorDeps = {
    validate,
    cache: createValidationCache(kv, () => now),
    sessions,
    auth,
    notify,
    cacheKey: (requests, checks) =>
      `validation_${JSON.stringify(requests)}${checks ? JSON.stringify(checks) : ''}`,
    now: () => now,
  };
  const store = createValidatorStore(deps);
  return {
    store,
    kv,
    storage,
    auth,
    validate,
    calls,
    notify,
    sessions,
    deps,
    hold: () => (holdRuns = true),
    release: () => gates.splice(0).forEach((open) => open()),
    advance: (ms: number) => (now += ms),
  };
}

export const idle = (store: ReturnType<typeof setup>['store']) =>
  vi.waitFor(() => {
    const state = store.getState();
    if (state.isValidating || state.pendingValidation.length > 0) throw new Error('still running');
  });
