import type { DecodedRequest } from '../decode.js';
import type { Vendor } from '../vendors/define-vendor.js';
import { vendorOfCategory } from '../vendors/lookup.js';
import { forgetAfterEachCall } from '../call-memory.js';
import { bareName, RANDOM_ID_NAMES } from './random-id-names.js';

/** Per category, the verdict for each wire name seen: names repeat, so each is judged once. */
const verdicts = new Map<string, Map<string, boolean>>();
const MAX_CACHED_NAMES = 10_000;

/** True when the parameter changes on every send and must not count when comparing requests. */
export function isVolatile(request: DecodedRequest, name: string): boolean {
  const when = request.vendor?.volatileWhen;
  if (when !== undefined && when.names.includes(name)) return volatileVariant(request);
  return isVolatileName(request.category, name, request.vendor);
}

/** Per request, whether its vendor's `volatileWhen` holds on it (asked once per name otherwise). */
let variants = new WeakMap<DecodedRequest, boolean>();
forgetAfterEachCall(() => {
  variants = new WeakMap();
});

/**
 * True when the request is a hit on which its vendor's `volatileWhen` names are volatile (a Floodlight
 * counter activity): its parameters are then compared without them. False for every other request.
 */
export function volatileVariant(request: DecodedRequest): boolean {
  const when = request.vendor?.volatileWhen;
  if (when === undefined) return false;
  let holds = variants.get(request);
  if (holds === undefined) {
    holds = volatileWhenHolds(when, request.parameters);
    variants.set(request, holds);
  }
  return holds;
}

/**
 * The names volatile on this hit only, by the `volatileWhen` of the category's built-in vendor: none
 * for most hits.
 */
export function volatileOnHit(
  category: string | null,
  params: ReadonlyArray<{ name: string; value: string }>,
): readonly string[] {
  const when = vendorOfCategory(category)?.volatileWhen;
  return when !== undefined && volatileWhenHolds(when, params) ? when.names : [];
}

function volatileWhenHolds(
  when: NonNullable<Vendor['volatileWhen']>,
  params: ReadonlyArray<{ name: string; value: string }>,
): boolean {
  try {
    return when.holds(params);
  } catch {
    return false; // a test that throws makes nothing volatile: the hit is compared whole
  }
}

/**
 * True when a parameter of a category's requests is left out when comparing them: one of the vendor's
 * volatile parameters (`vendor`, else the built-in vendor of the category), which change on every send,
 * its per-fire event ids, its tag marks, or a random or time-based id under a site's own name.
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
    // The tag's own marks (GA4 `_eu`): two tags sending one event differ in them, the event does not.
    (vendorOfCategory(category)?.duplicateKeys.tagMarks?.includes(name) ?? false) ||
    RANDOM_ID_NAMES.has(bareName(name));
  if (byName.size < MAX_CACHED_NAMES) byName.set(name, verdict);
  return verdict;
}
