export { validationCacheKey, VALIDATION_CACHE_PREFIX, type CacheKeyOptions } from './validation-cache-key.js';
export { createStringHash, type StringHash } from './string-hash.js';
