import { normalizeRequest } from '../capture/normalize.js';
import { canonicalText } from '../checks/canonical.js';
import { parseUrl } from '../url/parse-url.js';
import { createStringHash, type StringHash } from './string-hash.js';

/** The prefix of every validation cache key (the web app stores results under it). */
export const VALIDATION_CACHE_PREFIX = 'validation_';

/** Optional parts of the key beyond the specification's: the checks and custom vendors results depend on. */
export interface CacheKeyOptions {
  tests?: unknown;
  triggers?: unknown;
  vendors?: unknown;
}

function field(hash: StringHash, text: string | null | undefined): void {
  const value = text ?? '';
  hash.update(`${value.length}:`).update(value);
}

function hint(entry: unknown, name: 'requestCategory' | 'eventName'): string | null {
  if (entry === null || typeof entry !== 'object') return null;
  const record = entry as Record<string, unknown>;
  const meta = record.requestMetadata;
  const value =
    meta !== null && typeof meta === 'object' ? (meta as Record<string, unknown>)[name] : record[name];
  return typeof value === 'string' ? value : null;
}

/**
 * The key validation results are cached under (validator specification §7): one hash over all
 * requests of host and path, category, event name, query string and post data, in order, prefixed
 * `validation_`. Category and event name are the ones the capture gave (a navigation counts as
 * NAVIGATION_CATEGORY); the engine's decoding is not needed. Pure and deterministic, never throws; entries
 * without a URL still count. Passing the tests and triggers (an extension of the specification) makes
 * results computed with other checks miss the cache.
 *
 * @example validationCacheKey([{ url: 'https://www.google-analytics.com/g/collect?v=2&en=page_view' }])
 *   // 'validation_3f…' (28 hex characters)
 */
export function validationCacheKey(requests: unknown, options: CacheKeyOptions = {}): string {
  const hash = createStringHash();
  const list: readonly unknown[] = Array.isArray(requests) ? requests : [];
  field(hash, `requests:${list.length}`);
  list.forEach((entry, index) => {
    try {
      const captured = normalizeRequest(entry, index);
      if ('reason' in captured) {
        field(hash, '!unreadable');
        return;
      }
      const meta = captured.requestMetadata;
      const url = parseUrl(meta.requestUrl);
      field(hash, url === null ? meta.requestUrl : `${url.host}${url.path}`);
      field(hash, hint(entry, 'requestCategory') ?? meta.requestCategory);
      field(hash, hint(entry, 'eventName'));
      field(hash, meta.queryString);
      field(hash, meta.postData);
    } catch {
      // An entry whose properties cannot be read (a throwing getter) still counts, as unreadable.
      field(hash, '!unreadable');
    }
  });
  if (options.tests !== undefined) field(hash, `tests:${canonicalText(options.tests)}`);
  if (options.triggers !== undefined) field(hash, `triggers:${canonicalText(options.triggers)}`);
  if (options.vendors !== undefined) field(hash, `vendors:${canonicalText(options.vendors)}`);
  return `${VALIDATION_CACHE_PREFIX}${hash.digest()}`;
}
