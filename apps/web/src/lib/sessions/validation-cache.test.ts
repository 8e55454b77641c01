import { describe, expect, it, vi } from 'vitest';
import type { ValidationData } from '../validation-types';
import { createMemoryStore } from '../storage/key-value-store';
import {
  cacheKeyFor,
  createValidationCache,
  MAX_CACHED_VALIDATIONS,
  VALIDATION_CACHE_TTL_MS,
} from './validation-cache';

const data = {
  validatedRequests: [],
  duplicates: [],
  crossValidation: { triggers: [], navigation: [], purchaseParity: [] },
} as ValidationData;

describe('the validation cache', () => {
  it('keys results with the engine: the same requests give the same validation_ key', () => {
    const requests = [{ url: 'https://www.google-analytics.com/g/collect?v=2&en=page_view' }];
    expect(cacheKeyFor(requests)).toMatch(/^validation_/);
    expect(cacheKeyFor(structuredClone(requests))).toBe(cacheKeyFor(requests));
    expect(cacheKeyFor([{ url: 'https://www.google-analytics.com/g/collect?v=2&en=scroll' }])).not.toBe(
      cacheKeyFor(requests),
    );
  });

  it('returns fresh entries and forgets them after 24 hours', async () => {
    let now = 1000;
    const kv = createMemoryStore();
    const cache = createValidationCache(kv, () => now);
    expect(await cache.write('validation_a', data)).toBe(true);
    now += VALIDATION_CACHE_TTL_MS;
    expect(await cache.read('validation_a')).toEqual(data);
    now += 1;
    expect(await cache.read('validation_a')).toBeUndefined();
    expect(await kv.get('validation_a')).toBeUndefined();
  });

  it(`keeps at most ${MAX_CACHED_VALIDATIONS} entries, dropping the oldest`, async () => {
    let now = 0;
    const kv = createMemoryStore();
    const cache = createValidationCache(kv, () => now);
    for (let i = 0; i < MAX_CACHED_VALIDATIONS + 3; i += 1) {
      now += 1;
      await cache.write(`validation_${i}`, data);
    }
    expect(await cache.read('validation_0')).toBeUndefined();
    expect(await cache.read(`validation_${MAX_CACHED_VALIDATIONS + 2}`)).toEqual(data);
    expect((await kv.keys('validation_')).length).toBe(MAX_CACHED_VALIDATIONS + 1); // plus the index
  });

  it('logs and survives read and write failures', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const kv = createMemoryStore();
    vi.spyOn(kv, 'get').mockRejectedValue(new Error('broken'));
    vi.spyOn(kv, 'set').mockRejectedValue(new DOMException('full', 'QuotaExceededError'));
    const cache = createValidationCache(kv);
    expect(await cache.read('validation_a')).toBeUndefined();
    expect(await cache.write('validation_a', data)).toBe(false);
    expect(console.warn).toHaveBeenCalledTimes(2);
  });
});
