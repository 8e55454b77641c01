/**
 * The per-vendor facts that are not decoding: what the vendor is, how the UI draws it, and what the
 * checks need to know about its hits. Each vendor's spec declares them; nothing outside this folder
 * keeps a table keyed by vendor code.
 */

import type { VendorCode } from './vendor-codes.js';

/** What a vendor is, for grouping and filtering in the UI. */
export type VendorKind = 'analytics' | 'advertising' | 'tag_manager' | 'session_recording' | 'other';

/** Every kind, in display order. */
export const VENDOR_KINDS: readonly VendorKind[] = [
  'analytics',
  'advertising',
  'tag_manager',
  'session_recording',
  'other',
];

/** The badge the UI draws for a vendor: a few letters on a brand-like colour. */
export interface VendorBadge {
  /** One to three characters (`GA4`, `f`, `TT`). */
  short: string;
  /** Background, any CSS colour; with `textColor` readable on light and dark themes. */
  color: string;
  /** Colour of the letters on `color`. */
  textColor: string;
  /** A glyph the UI draws instead of the letters (`compass` for page navigations). */
  icon?: 'compass';
}

/** The ids a vendor uses to recognise two sends as one event (duplicate detection). */
export interface DuplicateKeys {
  /**
   * The id the vendor's tag makes per fire (Meta `eid`, TikTok `event_id`): left out when comparing two
   * requests, a deduplication key, and the key a browser and a server channel share on purpose.
   */
  eventIds: readonly string[];
  /** Further keys the vendor deduplicates on (GA4 `transaction_id`), tried after `eventIds`. */
  dedupKeys: readonly string[];
  /**
   * The events `dedupKeys` apply to, when the vendor deduplicates only those (GA4 only purchases by
   * `transaction_id`: the partial refunds of one order share it); all events when absent.
   */
  dedupEvents?: readonly string[];
  /**
   * Parameters that tell two events of one name apart: the business object (order, client id) and what
   * the event measures (scroll or video percent, value, item ids). Two requests carrying one of them
   * with different values are two different events, never duplicates, however alike the rest. A `*`
   * stands for any run of characters without a dot (`ep*.value` is `ep.value` and `epn.value`, `pr*.id`
   * every item's id; the values of all matching parameters are compared together).
   */
  distinctKeys: readonly string[];
  /**
   * A parameter value that marks one kind of hit the tag sends beside another kind that never carries
   * the parameter: a hit with the marker and a hit without the parameter are two sends, never one
   * fired twice (Google Ads' `data.event=gtag.config`, see google-ads.ts).
   */
  distinctMarkers?: ReadonlyArray<{ name: string; value: string }>;
  /**
   * The vendor's tag sends each hit to several hosts of its own, one copy to each (X's pixel to `t.co`
   * and `analytics.twitter.com`): requests are compared with those to the same host only, so the
   * copies are no duplicate, while a hit fired twice still is (twice on each host).
   */
  perHost?: boolean;
  /**
   * Requests that copy one of the vendor's hits rather than being hits of their own (Google Ads'
   * td/rul iframe and 1p-user-list ping): their event names, and the parameter whose value they share
   * with the hit they accompany. A companion whose hit (same account, same value, another event) is
   * in the capture is never a duplicate on its own: a hit fired twice is one duplicate, not one more
   * per companion. The companion may name the shared value otherwise (`companionParam`: Criteo's
   * attribution trigger sends the hit's `ceid` as `client_side_event_id`). The hit may be another
   * vendor's (`hitCategory`: Google signals' copies of GA4 events, with the same measurement ID and
   * event name): then any of that vendor's requests is a hit.
   */
  companions?: {
    events: readonly string[];
    hitParam: string;
    companionParam?: string;
    hitCategory?: VendorCode;
  };
  /**
   * How the tag names the page load a hit comes from: `id`, drawn once per page load (GA4 `_p`), and
   * `referrer`, the page's referrer (GA4 `dr`: one document has one referrer). Two hits with different
   * ids come from two loads of the page (visited again, reloaded), never one hit fired twice, when their
   * referrers differ (one sent, the other not, counts) or they were sent more than PAGE_LOADS_APART_MS
   * apart: a capture without its navigations (a request list, a recorder's export) otherwise shows them
   * as one page. Closer together, with one referrer, two runtimes of one tag may still have fired twice.
   */
  pageLoad?: { id: string; referrer: string };
  /**
   * The tag's own marks on a hit: parameters that tell which tag or command sent it, not what it
   * measures (GA4's `gtm` build hash and `_eu` event-usage bits). Two copies of one event sent by two
   * tags differ in them: they are left out when comparing requests, so such copies are an exact repeat,
   * and a duplicate card lists them when they differ, to tell which tag sent which. Omitted: none.
   */
  tagMarks?: readonly string[];
}

/** How far apart two hits of different page loads (`pageLoadKey`) are never one hit fired twice. */
export const PAGE_LOADS_APART_MS = 10_000;

/** No deduplication keys: duplicates are found by comparing parameters only. */
export const NO_DUPLICATE_KEYS: DuplicateKeys = { eventIds: [], dedupKeys: [], distinctKeys: [] };

/**
 * How the test form files a vendor's metrics (parameters) into categories (`most_used`, `e_commerce`,
 * `globalMetrics`, `custom`...): exact wire names first, then patterns in order.
 */
export interface MetricCategoryRules {
  exact: Readonly<Record<string, string>>;
  patterns: ReadonlyArray<readonly [RegExp, string]>;
}

/** Builds the `exact` map of MetricCategoryRules: every name of the list in one category. */
export function namesIn(category: string, list: readonly string[]): Record<string, string> {
  return Object.fromEntries(list.map((name) => [name, category]));
}
