import { createBrowserStore } from '../storage/indexed-db';
import type { KeyValueStore } from '../storage/key-value-store';
import { browserLocalStorage } from '../storage/local-json';
import { createSessionRepository, type SessionRepository } from './session-repository';
import { createValidationCache, type ValidationCache } from './validation-cache';

let kv: KeyValueStore | null = null;
let repository: SessionRepository | null = null;
let cache: ValidationCache | null = null;

/** The browser's store for large payloads (IndexedDB), created on first use. */
export function browserKeyValueStore(): KeyValueStore {
  kv ??= createBrowserStore();
  return kv;
}

/** The app's session repository (validator writes, Cached Results reads), created on first use. */
export function sessionRepository(): SessionRepository {
  repository ??= createSessionRepository(browserKeyValueStore(), browserLocalStorage());
  return repository;
}

/** The app's 24-hour validation cache, created on first use. */
export function validationCache(): ValidationCache {
  cache ??= createValidationCache(browserKeyValueStore());
  return cache;
}
