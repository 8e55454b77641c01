import type { DecodedRequest } from '../decode.js';
import { vendorOfCategory } from '../vendors/lookup.js';
import { bareName, RANDOM_ID_NAMES } from './random-id-names.js';

/** Per category, the verdict for each wire name seen: names repeat, so each is judged once. */
const verdicts = new Map<string, Map<string, boolean>>();
const MAX_CACHED_NAMES = 10_000;

/** True when the parameter changes on every send and must not count when comparing requests. */
export function isVolatile(request: DecodedRequest, name: string): boolean {
  const key = request.category ?? '';
  let byName = verdicts.get(key);
  if (!byName) {
    byName = new Map();
    verdicts.set(key, byName);
  }
  const known = byName.get(name);
  if (known !== undefined) return known;
  const verdict =
    (request.vendor?.volatile.includes(name) ?? false) ||
    // The vendor's per-fire event ids (Meta `eid`): two fires of one event get different ids when each
    // tag makes its own, so they are left out, and used as deduplication keys instead (dedup-keys.ts).
    (vendorOfCategory(request.category)?.duplicateKeys.eventIds.includes(name) ?? false) ||
    RANDOM_ID_NAMES.has(bareName(name));
  if (byName.size < MAX_CACHED_NAMES) byName.set(name, verdict);
  return verdict;
}
