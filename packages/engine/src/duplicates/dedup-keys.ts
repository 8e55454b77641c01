/**
 * Deduplication keys: the ids a vendor itself uses to recognise two sends as the same event.
 *
 * Decision (documented in the report): a duplicate is `intended` only when it is a designed
 * redundancy, the same event id sent on two different channels of one vendor (Meta pixel and a
 * Conversions API gateway or server endpoint sharing `eid`; TikTok pixel and Events API sharing
 * `event_id`). A second browser send carrying the same key (two pixel fires with one `eid`, a GA4
 * purchase sent twice with one `transaction_id`) is `accidental`: the site sent it twice by mistake,
 * even though the vendor may drop the copy. Matching keys group requests as duplicates even below 90 %;
 * different transaction ids prove two different orders, so such requests are never duplicates.
 */
import { volatileVariant } from './volatile.js';
import type { DecodedRequest } from '../decode.js';
import type { DuplicateKind } from '../validation/types.js';
import { parseUrl } from '../url/parse-url.js';
import { vendorOfCategory } from '../vendors/lookup.js';
import { PAGE_LOADS_APART_MS } from '../vendors/vendor-traits.js';
import { getParam } from '../url/params.js';
import { keyValue } from './key-names.js';
import { unreadBody } from './unread-body.js';

/** Keys that identify a business object: two different values are two different events. */
function distinctKeysOf(category: string | null): readonly string[] {
  return vendorOfCategory(category)?.duplicateKeys.distinctKeys ?? [];
}

/** Keys a vendor shares between its browser and server channels on purpose: its per-fire event ids. */
export function channelKeysOf(category: string | null): readonly string[] {
  return vendorOfCategory(category)?.duplicateKeys.eventIds ?? [];
}

/** The parameters that tell which of a vendor's tags or commands sent a hit (GA4 `_eu`): its tag marks. */
export function tagMarksOf(category: string | null): readonly string[] {
  return vendorOfCategory(category)?.duplicateKeys.tagMarks ?? [];
}

function firstOf(request: DecodedRequest, names: readonly string[]): string | null {
  for (const name of names) {
    for (const param of request.parameters) {
      if (param.name === name && param.value.trim().length > 0) return `${name}=${param.value.trim()}`;
    }
  }
  return null;
}

/**
 * The request's deduplication key (`name=value`), or null: the first of its vendor's event ids it
 * carries (same value: the vendor treats both sends as one event), else of its further keys, unless
 * they apply to other events only (`dedupEvents`).
 */
export function dedupKey(request: DecodedRequest): string | null {
  const keys = request.category === null ? undefined : vendorOfCategory(request.category)?.duplicateKeys;
  if (keys === undefined) return null;
  const eventId = firstOf(request, keys.eventIds);
  if (eventId !== null) return eventId;
  const applies = keys.dedupEvents === undefined || keys.dedupEvents.includes(request.eventName ?? '');
  return applies ? firstOf(request, keys.dedupKeys) : null;
}

/**
 * True when both requests carry one of the distinct keys with other values: another order or client,
 * another scroll or video percent, value or item list (the vendor spec's `distinctKeys`); when one
 * carries a marker of its kind of hit and the other not the parameter (`distinctMarkers`); or bodies
 * their vendor could not read, and other ones.
 */
export function provablyDistinct(a: DecodedRequest, b: DecodedRequest): boolean {
  if (a.category === null) return false;
  // Bodies the vendor could not read, and not the same: two sends of other data (see unread-body.ts).
  const bodyA = unreadBody(a);
  const bodyB = unreadBody(b);
  if (bodyA !== null && bodyB !== null && bodyA !== bodyB) return true;
  const sometimesVolatile = a.vendor?.volatileWhen?.names;
  for (const name of distinctKeysOf(a.category)) {
    // A key volatile on one of the two (a counter's `ord` is a cache buster) tells nothing apart.
    if (sometimesVolatile?.includes(name) && (volatileVariant(a) || volatileVariant(b))) continue;
    const keyA = keyValue(a, name);
    const keyB = keyValue(b, name);
    if (keyA !== null && keyB !== null && keyA !== keyB) return true;
  }
  for (const marker of vendorOfCategory(a.category)?.duplicateKeys.distinctMarkers ?? []) {
    const markA = keyValue(a, marker.name);
    const markB = keyValue(b, marker.name);
    if ((markA === marker.value && markB === null) || (markB === marker.value && markA === null)) return true;
  }
  return pageLoadsApart(a, b);
}

/**
 * True when the two requests come from different loads of their page, by the vendor's `pageLoad`:
 * other page-load ids, and other referrers or more than PAGE_LOADS_APART_MS between them (both times
 * known).
 */
export function pageLoadsApart(a: DecodedRequest, b: DecodedRequest): boolean {
  const pageLoad = a.vendor?.duplicateKeys.pageLoad;
  if (pageLoad === undefined) return false;
  const loadA = getParam(a.parameters, pageLoad.id);
  const loadB = getParam(b.parameters, pageLoad.id);
  if (loadA === undefined || loadB === undefined || loadA === loadB) return false;
  if (getParam(a.parameters, pageLoad.referrer) !== getParam(b.parameters, pageLoad.referrer)) return true;
  const timeA = a.captured.timestamp;
  const timeB = b.captured.timestamp;
  return timeA > 0 && timeB > 0 && Math.abs(timeA - timeB) > PAGE_LOADS_APART_MS;
}

/**
 * The channel a request came through: its host without `www.` (the pixel's `facebook.com`, TikTok's
 * `analytics.tiktok.com`, against a Conversions API gateway or `graph.facebook.com`, TikTok's
 * `business-api.tiktok.com`). Paths are left out: one pixel uses several (`/tr`, `/tr/`,
 * `/api/v2/pixel/act`).
 */
function channelOf(request: DecodedRequest): string {
  const host = parseUrl(request.captured.requestMetadata.requestUrl)?.host ?? '';
  return host.startsWith('www.') ? host.slice(4) : host;
}

/**
 * `intended` when every request of the group carries the same channel key and each comes from a
 * different channel (pixel + server); otherwise `accidental`.
 */
export function classifyDuplicate(group: readonly DecodedRequest[]): DuplicateKind {
  const first = group[0];
  if (!first || first.category === null) return 'accidental';
  const names = channelKeysOf(first.category);
  if (names.length === 0) return 'accidental';
  const key = firstOf(first, names);
  if (key === null) return 'accidental';
  const channels = new Set<string>();
  for (const request of group) {
    if (firstOf(request, names) !== key) return 'accidental';
    const channel = channelOf(request);
    if (channels.has(channel)) return 'accidental';
    channels.add(channel);
  }
  return 'intended';
}
