import type { DecodedRequest } from '../decode.js';
import type { Vendor } from '../vendors/define-vendor.js';
import { vendorOfCategory } from '../vendors/lookup.js';

/**
 * Per-request random or time-based ids that sites add under their own names (`ep.event_id`,
 * `cd[event_time]`, `properties.event_id`…). Matched on the last segment of the wire name, so the
 * vendor's prefix does not matter. They change on every send, so two copies of one event differ in them.
 */
const RANDOM_ID_NAMES: ReadonlySet<string> = new Set([
  'event_id',
  'eventid',
  'unique_event_id',
  'uniqueeventid',
  'uuid',
  'nonce',
  'random',
  'rnd',
  'cachebuster',
  'cache_buster',
  'timestamp',
  'timestamp_micros',
  'event_time',
  'event_timestamp',
  'request_id',
  'requestid',
]);

/** The last segment of a wire name: `ep.event_id` → `event_id`, `cd[event_time]` → `event_time`. */
export function bareName(name: string): string {
  let bare = name.toLowerCase();
  if (bare.endsWith(']')) {
    const open = bare.lastIndexOf('[');
    if (open !== -1) bare = bare.slice(open + 1, -1);
  }
  const dot = bare.lastIndexOf('.');
  return dot === -1 ? bare : bare.slice(dot + 1);
}

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
