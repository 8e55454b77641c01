/**
 * Universal Analytics (analytics.js, the Measurement Protocol v1, and classic ga.js): Google's analytics
 * before GA4. Google stopped processing its data in 2023-2024, so every hit gets the
 * UNIVERSAL_ANALYTICS_SUNSET error (sunset.ts); it is never read as GA4.
 *
 * Recognised: see match.ts. Documented wire format (Measurement Protocol v1 parameter reference):
 * `t` hit type (`pageview`, `screenview`, `event`, `transaction`, `item`, `social`, `exception`,
 * `timing`), `tid` tracking id `UA-…`, `ec`/`ea`/`el`/`ev` event category/action/label/value,
 * enhanced e-commerce `pa` and `pr<n><field>`, custom dimensions and metrics `cd<n>`/`cm<n>`. `/batch`
 * sends one hit per body line; analytics.js sends long hits as a POST body. ga.js (`__utm.gif`) sends
 * `utmac` (the account), `utmt` (hit type, absent for a page view) and events as `utme=5(cat*action*label)`.
 *
 * Labels of the ga.js fields: Google's "GIF Request Parameters" table (Analytics "Tracking Code
 * Overview", gaConceptsTrackingOverview: `utmcs`, `utmsr`, `utmsc`, `utmul`, `utmje`, `utmfl`…), `utmvp`
 * the viewport after LunaMetrics' "__utm.gif request parameters" (2011); `_utma`/`_utmz` on analytics.js
 * hits are the ga.js cookies of those names (Google's analytics.js cookie-usage page), sent when the
 * tracker imports their history (`legacyHistoryImport`). `dma` as on GA4 hits. `_slc`, `_utmht`,
 * `utmu`, `utmgtm` have no public source and stay unlabelled.
 *
 * Event name: for `t=event`, the event category and action, `<ec> / <ea>` (the action alone without a
 * category; real tags send actions such as `20%`, `Click` or a page path, which say little alone);
 * otherwise the hit type.
 * Account: `tid` (`utmac` for ga.js). Library scripts are `library_load` with no account.
 */
import { getParam, mergeParams, parseParams, type Param } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { isLibraryLoad, matchUniversalAnalytics } from './match.js';
import { UNIVERSAL_ANALYTICS_PARAMS, UNIVERSAL_ANALYTICS_PATTERNS } from './params.js';
import { sunsetFinding } from './sunset.js';
import { own } from '../../own.js';

const GA_JS_HIT_TYPES: Readonly<Record<string, string>> = {
  event: 'event',
  tran: 'transaction',
  item: 'item',
  social: 'social',
  var: 'user_variable',
};

/**
 * An event's name: `<category> / <action>` (`Scroll Depth / 20%`, `Outbound links / Click`), as Google
 * Analytics' event reports pair them; the action alone without a category; null without an action.
 * An action alone says little: real tags send `20%`, `Click` or a page path as the action.
 */
function eventNameOf(category: string | undefined, action: string | undefined): string | null {
  if (action === undefined || action.length === 0) return null;
  return category === undefined || category.length === 0 ? action : `${category} / ${action}`;
}

/** The event of a ga.js `utme` (`5(category*action*label)`) named by eventNameOf, or null. */
function gaJsAction(utme: string | undefined): string | null {
  const match = /^5\(([^*)]*)\*([^*)]*)/.exec(utme ?? '');
  return match === null ? null : eventNameOf(match[1], match[2]);
}

function gaJsEvent(params: Param[], sentAt: number): VendorEvent {
  const utmt = getParam(params, 'utmt');
  const hitType = utmt === undefined ? 'pageview' : (own(GA_JS_HIT_TYPES, utmt) ?? utmt);
  const action = hitType === 'event' ? gaJsAction(getParam(params, 'utme')) : null;
  const accountID = getParam(params, 'utmac') ?? null;
  return { eventName: action ?? hitType, accountID, params, findings: [sunsetFinding(accountID, sentAt)] };
}

function hitEvent(params: Param[], sentAt: number): VendorEvent {
  const hitType = getParam(params, 't');
  const event = hitType === 'event' ? eventNameOf(getParam(params, 'ec'), getParam(params, 'ea')) : null;
  const eventName = event ?? hitType ?? 'unknown_event';
  const accountID = getParam(params, 'tid') ?? null;
  return { eventName, accountID, params, findings: [sunsetFinding(accountID, sentAt)] };
}

/** The hits of a body: one per non-blank line (a `/batch` body has up to 20). */
function bodyHits(body: string | null): Param[][] {
  if (body === null) return [];
  return body
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && line.includes('='))
    .map((line) => parseParams(line));
}

function decodeUniversalAnalytics(request: RequestView): VendorEvent[] {
  if (isLibraryLoad(request)) {
    return [{ eventName: 'library_load', accountID: null, params: request.query.slice() }];
  }
  if (request.url.path.endsWith('/__utm.gif')) return [gaJsEvent(request.query.slice(), request.timestamp)];
  const hits = bodyHits(request.body);
  if (hits.length === 0) return [hitEvent(request.query.slice(), request.timestamp)];
  return hits.map((hit) => hitEvent(mergeParams(request.query, hit), request.timestamp));
}

export const universalAnalytics = defineVendor({
  code: 'UNIVERSALANALYTICS',
  name: 'Universal Analytics',
  kind: 'analytics',
  badge: { short: 'UA', color: 'oklch(70.5% 0.015 286.067)', textColor: 'oklch(14.1% 0.005 285.823)' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['pageview', 'screenview'],
  pageUrlParams: ['dl'],
  // The hits reach no report, so there is no purchase to compare with other vendors'.
  purchase: null,
  // Not `ti` as a deduplication key: a classic e-commerce transaction sends one `t=item` hit per
  // product, all with the same `ti`. An event is its category, action (the event name), label and
  // value: a scroll-depth tag's 25, 50 and 75 % (the label), one action on two forms (category and
  // label) are several events; so are two virtual page views (`dp`) of one page. The display-features
  // follow-up (`t=dc`) carries the join id (`jid`) of the hit it follows: the follow-ups of two hits
  // are two (a follow-up is sent after a hit with `_r=1`, which the tag throttles, so two copies of one
  // hit rarely both carry a `jid`).
  duplicateKeys: {
    eventIds: [],
    dedupKeys: [],
    distinctKeys: ['ti', 'cid', 'uid', 'ec', 'el', 'ev', 'dp', 'jid'],
  },
  match: matchUniversalAnalytics,
  decode: decodeUniversalAnalytics,
  params: UNIVERSAL_ANALYTICS_PARAMS,
  patterns: UNIVERSAL_ANALYTICS_PATTERNS,
  sessionIds: ['cid', '_gid', 'utmcc'],
  // Not `jid`: see duplicateKeys.
  volatile: ['z', '_s', 'a', '_u', '_r', 'gjid', 'qt', 'ht', 'utmn', 'utms', 'utmhid', 'utmht'],
});
