import { VALIDATION_CACHE_PREFIX, validationCacheKey, type CacheKeyOptions } from '@tagproof/engine';
import type { KeyValueStore } from '../storage/key-value-store';
import { logStorageFailure } from '../storage/storage-log';
import type { ValidationData } from '../validation-types';

/** Cached validation results expire after 24 hours (specification §9). */
export const VALIDATION_CACHE_TTL_MS = 24 * 60 * 60 * 1000;
/** At most this many results are cached (the specification sets no number); the oldest go first. */
export const MAX_CACHED_VALIDATIONS = 20;

/** When each cached entry was stored; under the cache prefix, so Clear All Sessions removes it too. */
const CACHE_INDEX_KEY = `${VALIDATION_CACHE_PREFIX}_index`;

/** A cached validation entry (specification §3): the response data and when it was stored. */
export interface CachedValidation {
  data: ValidationData;
  timestamp: number;
}

/**
 * The cache key of a run (engine's `validationCacheKey`: prefix plus a hash of host and path,
 * category, event name, query string and post data). A failed key build falls back to a time-based
 * key (specification §8), which never hits.
 */
export function cacheKeyFor(requests: unknown, options?: CacheKeyOptions, now = Date.now()): string {
  try {
    return validationCacheKey(requests, options);
  } catch (error) {
    console.warn('[tagproof] could not build the validation cache key', error);
    return `${VALIDATION_CACHE_PREFIX}time_${now}`;
  }
}

export interface ValidationCache {
  /** Fresh cached data, or undefined (missing, expired, or unreadable: logged). */
  read(key: string): Promise<ValidationData | undefined>;
  /** Stores data; false (logged) when the browser refused. Drops expired and surplus entries. */
  write(key: string, data: ValidationData): Promise<boolean>;
}

export function createValidationCache(kv: KeyValueStore, now: () => number = Date.now): ValidationCache {
  /** Drops expired and surplus entries, using a small index of timestamps (entries can be large). */
  async function prune(key: string, timestamp: number): Promise<void> {
    const index = { ...((await kv.get<Record<string, number>>(CACHE_INDEX_KEY)) ?? {}), [key]: timestamp };
    const newestFirst = Object.entries(index).sort((a, b) => b[1] - a[1]);
    const doomed = newestFirst.filter(
      ([, stored], position) =>
        position >= MAX_CACHED_VALIDATIONS || now() - stored > VALIDATION_CACHE_TTL_MS,
    );
    for (const [doomedKey] of doomed) {
      delete index[doomedKey];
      await kv.delete(doomedKey);
    }
    await kv.set(CACHE_INDEX_KEY, index);
  }

  return {
    async read(key) {
      try {
        const entry = await kv.get<CachedValidation>(key);
        if (!entry || typeof entry.timestamp !== 'number' || !entry.data) return undefined;
        if (now() - entry.timestamp > VALIDATION_CACHE_TTL_MS) {
          await kv.delete(key).catch(() => undefined);
          return undefined;
        }
        return entry.data;
      } catch (error) {
        logStorageFailure({ operation: 'read', key, error });
        return undefined;
      }
    },
    async write(key, data) {
      try {
        const timestamp = now();
        await kv.set(key, { data, timestamp } satisfies CachedValidation);
        await prune(key, timestamp);
        return true;
      } catch (error) {
        logStorageFailure({ operation: 'write', key, error });
        return false;
      }
    },
  };
}
