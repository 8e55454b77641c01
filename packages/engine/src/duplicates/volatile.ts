import type { DecodedRequest } from '../decode.js';
import type { Vendor } from '../vendors/define-vendor.js';
import { vendorOfCategory } from '../vendors/lookup.js';
import { bareName, RANDOM_ID_NAMES } from './random-id-names.js';

/** Per category, the verdict for each wire name seen: names repeat, so each is judged once. */
const verdicts = new Map<string, Map<string, boolean>>();
const MAX_CACHED_NAMES = 10_000;

/** True when the parameter changes on every send and must not count when comparing requests. */
export function isVolatile(request: DecodedRequest, name: string): boolean {
  return isVolatileName(request.category, name, request.vendor);
}

/**
 * True when a parameter of a category's requests changes on every send: one of the vendor's volatile
 * parameters (`vendor`, else the built-in vendor of the category), its per-fire event ids, or a random
 * or time-based id under a site's own name.
 */
export function isVolatileName(category: string | null, name: string, vendor?: Vendor | null): boolean {
  const key = category ?? '';
  let byName = verdicts.get(key);
  if (!byName) {
    byName = new Map();
    verdicts.set(key, byName);
  }
  const known = byName.get(name);
  if (known !== undefined) return known;
  const verdict =
    ((vendor ?? vendorOfCategory(category))?.volatile.includes(name) ?? false) ||
    // The vendor's per-fire event ids (Meta `eid`): two fires of one event get different ids when each
    // tag makes its own, so they are left out, and used as deduplication keys instead (dedup-keys.ts).
    (vendorOfCategory(category)?.duplicateKeys.eventIds.includes(name) ?? false) ||
    RANDOM_ID_NAMES.has(bareName(name));
  if (byName.size < MAX_CACHED_NAMES) byName.set(name, verdict);
  return verdict;
}
