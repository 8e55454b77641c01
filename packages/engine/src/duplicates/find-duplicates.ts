import type { DecodedRequest } from '../decode.js';
import { NAVIGATION_CATEGORY } from '../capture/captured-request.js';
import { deliveryProblem } from '../capture/delivery.js';
import { otherSiteFrameOf } from '../capture/frame.js';
import type { DuplicateInfo, DuplicateResult } from '../validation/types.js';
import { findBucketGroups, type BucketGroup } from './bucket-groups.js';
import { BucketIndex } from './bucket-index.js';
import { toPercentage } from './comparable.js';
import { EncodedComparer } from './compare-encoded.js';
import { ParamEncoder } from './encoded-params.js';
import { hostOf, knownPageOf } from './page-url.js';
import { parseUrl } from '../url/parse-url.js';
import { isVolatile } from './volatile.js';
import { companionsOfCapturedHits } from './companions.js';

/** The most request ids one request's DuplicateInfo lists (the DuplicateResult lists them all). */
export const MAX_INFO_REQUEST_IDS = 20;

/** Duplicates of a session: the grouped results and, by request index, each request's own info. */
export interface DuplicateAnalysis {
  duplicates: DuplicateResult[];
  /** One entry per input request, in the same order. */
  info: DuplicateInfo[];
}

/** The info of a request that duplicates nothing (a fresh object each time: callers may change theirs). */
export function notADuplicate(): DuplicateInfo {
  return { isDuplicate: false, kind: null, requestIds: [], matchPercentage: null };
}

/**
 * The names vendors give a cookie or id sync: the vendor matching its visitor id with a partner's. A
 * partner's script or ad server syncs again on its own schedule, and nothing in the site's tagging
 * makes or can stop a second sync: never a duplicate for the user to fix.
 */
const ID_SYNC_EVENTS: ReadonlySet<string> = new Set([
  'cookie_match',
  'cookie_sync',
  'id_sync',
  'id_sync_confirmation',
  'user_sync',
  'visitor_id_sync',
]);

/**
 * Navigation and unrecognised requests (null category) are never duplicates, nor are id syncs
 * (ID_SYNC_EVENTS), nor is a request that
 * never reached its vendor or that the vendor refused (capture/delivery.ts): its resend is no duplicate.
 * Nor is a POST whose body the capture does not hold, with nothing else to compare: what it sent is
 * unknown, so two of them are no "exact repeat". Nor is a request sent by another site's frame (an ad
 * slot, a video player: capture/frame.ts): two ad slots each load their advertiser's tag, and nothing
 * in the site's tagging sends or can stop either.
 */
function isComparable(request: DecodedRequest): boolean {
  return (
    request.category !== null &&
    request.category !== NAVIGATION_CATEGORY &&
    request.vendor !== null &&
    !ID_SYNC_EVENTS.has(request.eventName ?? '') &&
    deliveryProblem(request.captured) === null &&
    !sentUnknown(request) &&
    otherSiteFrameOf(request.captured) === null
  );
}

/** A POST captured without its body whose parameters, if any, are all volatile. */
function sentUnknown(request: DecodedRequest): boolean {
  const { method, postData } = request.captured.requestMetadata;
  if (method.toUpperCase() !== 'POST' || (postData !== null && postData.length > 0)) return false;
  for (const { name } of request.parameters) if (!isVolatile(request, name)) return false;
  return true;
}

/**
 * Finds duplicate requests. Requests are bucketed by vendor (category), account (a page tagged with
 * two GA4 properties or two Google Ads accounts sends each hit once per account, on purpose), event
 * name, page URL (GA4/Meta `dl`, else the tab URL, else the host) and page view (each captured
 * navigation starts a new one: a reload or a second visit sends its hits again, and they are not
 * duplicates), in one index (bucket-index.ts). A vendor's companion request whose hit is in the capture
 * (Google Ads' td/rul iframe, see companions.ts) follows that hit and is not compared. Within a bucket:
 * - requests whose non-volatile parameters are all equal are duplicates at 100 %;
 * - requests sharing a deduplication key (Meta `eid`, GA4 `transaction_id`) are duplicates at the
 *   percentage they reach (see dedup-keys.ts, which also decides accidental or intended);
 * - a group alike another at ≥ 90 % is a possible duplicate, with its percentage: parameters present
 *   in both with equal values / parameters present in either (see comparable.ts).
 * Linear in the number of requests: each group is compared with a bounded number of earlier ones.
 */
export function analyzeDuplicates(requests: readonly DecodedRequest[]): DuplicateAnalysis {
  const { duplicates, info } = findDuplicateInfo(requests);
  const infos: DuplicateInfo[] = [];
  for (let index = 0; index < requests.length; index++) infos.push(info[index] ?? notADuplicate());
  return { duplicates, info: infos };
}

/**
 * analyzeDuplicates with the info of the duplicates only: undefined for every other request (most of
 * them), for a caller that says "not a duplicate" with one shared object.
 */
export function findDuplicateInfo(requests: readonly DecodedRequest[]): {
  duplicates: DuplicateResult[];
  info: ReadonlyArray<DuplicateInfo | undefined>;
} {
  const buckets = new BucketIndex();
  const pages: string[] = [];
  // Navigations seen so far: the page view a later hit belongs to. Counted for every page, because a
  // redirect (a link shortener, http to https) lands on another URL than the one the hits name.
  let view = 0;
  // The page the requests so far named: that of a request that names none, in a capture that gives
  // none (a URL list, a flat JSON journey), rather than its own host for every page of the journey.
  let pageSoFar: string | null = null;
  const following = companionsOfCapturedHits(requests);
  for (let index = 0; index < requests.length; index++) {
    const request = requests[index] as DecodedRequest;
    pages.push('');
    if (request.category === NAVIGATION_CATEGORY) view++;
    const known = knownPageOf(request);
    if (known !== null) pageSoFar = known;
    if (!isComparable(request) || following.has(index)) continue;
    const page = known ?? pageSoFar ?? hostOf(request);
    pages[index] = page;
    buckets.add(index, request.category ?? '', request.accountID ?? '', eventKeyOf(request), page, view);
  }
  // Filled for the duplicates as they are found, then for the others (most requests in a busy session).
  const info: Array<DuplicateInfo | undefined> = [];
  for (let index = 0; index < requests.length; index++) info.push(undefined);
  const results = new Map<string, { first: number; result: DuplicateResult }>();
  const encoder = new ParamEncoder();
  const tools = { encoder, comparer: new EncodedComparer((id) => encoder.nameOf(id)) };
  for (const indices of buckets.buckets) {
    if (indices.length < 2) continue;
    for (const group of findBucketGroups(requests, indices, tools)) {
      const first = group.members[0] ?? 0;
      const request = requests[first] as DecodedRequest;
      const bucketKey = `${indices[0] ?? 0}\u0000${group.kind}`;
      let entry = results.get(bucketKey);
      if (!entry) {
        entry = {
          first,
          result: {
            eventName: request.eventName ?? '',
            pageUrl: pages[first] ?? '',
            category: request.category ?? '',
            kind: group.kind,
            duplicateGroups: [],
          },
        };
        results.set(bucketKey, entry);
      }
      const ids = group.members.map((member) => requests[member]?.requestId ?? '');
      entry.result.duplicateGroups.push({
        requestIds: ids,
        matchedFields: group.matchedFields,
        matchPercentage: toPercentage(group.ratio),
      });
      markMembers(info, requests, group);
    }
  }
  const duplicates = [...results.values()].sort((a, b) => a.first - b.first).map((entry) => entry.result);
  return { duplicates, info };
}

/** The event name vendors give the loading of their scripts. */
const LIBRARY_LOAD = 'library_load';

/**
 * What a request's event is bucketed by: its name; for a script load, also the script's path. A
 * vendor's loader and the scripts it fetches (Munchkin's `munchkin.js` and `/164/munchkin.js`,
 * Pinterest's `core.js` and `lib/main.js`, analytics.js and its plugins) are several scripts, not one
 * loaded twice; the same file from two of the vendor's hosts (a CDN mirror) still is. For a vendor
 * whose tag sends each hit to several of its hosts (`perHost`), also the host.
 */
function eventKeyOf(request: DecodedRequest): string {
  const name = request.eventName ?? '';
  if (name === LIBRARY_LOAD)
    return `${name}\u0000${parseUrl(request.captured.requestMetadata.requestUrl)?.path ?? ''}`;
  return request.vendor?.duplicateKeys.perHost === true
    ? `${name}\u0000${parseUrl(request.captured.requestMetadata.requestUrl)?.host ?? ''}`
    : name;
}

/** Fills each member's DuplicateInfo; a request already marked (by its own 100 % group) keeps that. */
function markMembers(
  info: Array<DuplicateInfo | undefined>,
  requests: readonly DecodedRequest[],
  group: BucketGroup,
): void {
  const percentage = toPercentage(group.ratio);
  const listed = group.members
    .slice(0, MAX_INFO_REQUEST_IDS)
    .map((member) => requests[member]?.requestId ?? '');
  // For the members past the listed ones: the list with its last id replaced by their own.
  const head = listed.slice(0, MAX_INFO_REQUEST_IDS - 1);
  for (const member of group.members) {
    if (info[member]?.isDuplicate) continue;
    const own = requests[member]?.requestId ?? '';
    const requestIds = listed.includes(own) ? listed.slice() : head.concat(own);
    info[member] = { isDuplicate: true, kind: group.kind, requestIds, matchPercentage: percentage };
  }
}

/** The duplicate results of a session, grouped by event name and page (see analyzeDuplicates). */
export function findDuplicates(requests: readonly DecodedRequest[]): DuplicateResult[] {
  return analyzeDuplicates(requests).duplicates;
}
