import { bareName, RANDOM_ID_NAMES } from '../duplicates/random-id-names.js';
import { vendorFacts } from '../vendors/vendor-facts.js';
import type { DiffOptions } from './types.js';

/**
 * Names ignored for every vendor when two sessions are compared, on the last segment of the wire name:
 * the per-send random ids of duplicate detection, plus cache busters, clocks and visitor or session ids
 * that sites and custom vendors send under common names. Each vendor adds its own (its spec's
 * `volatile`, event ids and `sessionIds`, read from the light vendor facts).
 */
export const DIFF_VOLATILE_NAMES: ReadonlySet<string> = new Set([
  ...RANDOM_ID_NAMES,
  'cb',
  'cache',
  '_',
  'ts',
  'time',
  'sent_at',
  'client_id',
  'clientid',
  'session_id',
  'sessionid',
  'anonymous_id',
  'anonymousid',
  'visitor_id',
  'visitorid',
  'device_id',
  'deviceid',
  'message_id',
  'messageid',
  'page_load_id',
  'pageview_id',
]);

/** Answers whether a vendor's parameter is left out of the comparison. */
export type VolatileTest = (vendor: string | null, name: string) => boolean;

/** The volatile test for the options: vendor lists, common names and the caller's extra names. */
export function volatileTest(options: DiffOptions): VolatileTest {
  const extra = new Set(options.ignoreParameters ?? []);
  const extraBare = new Set([...extra].map(bareName));
  if (options.includeVolatile === true)
    return (_vendor, name) => extra.has(name) || extraBare.has(bareName(name));
  const byVendor = new Map<string, ReadonlySet<string>>();
  return (vendor, name) => {
    if (extra.has(name)) return true;
    const bare = bareName(name);
    if (extraBare.has(bare) || DIFF_VOLATILE_NAMES.has(bare)) return true;
    if (vendor === null) return false;
    let names = byVendor.get(vendor);
    if (!names) {
      names = new Set(vendorFacts(vendor)?.diffVolatile ?? []);
      byVendor.set(vendor, names);
    }
    return names.has(name);
  };
}
