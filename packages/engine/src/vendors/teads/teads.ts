/**
 * Teads: the advertiser's Universal Pixel (`teads-fellow.js`) and the publisher's analytics tag with
 * its Teads ID call.
 *
 * Recognised:
 * - the pixel's `t.teads.tv/track` hit (GET, or POST with a form or JSON body merged over the query)
 *   when it carries a field only the pixel sends, `buyer_pixel_id` or `tag_version` (Omnibug's Teads
 *   provider keys on `tag_version`, account `buyer_pixel_id`, event `action`); the pixel script
 *   `p.teads.tv/teads-fellow.js` (`library_load`), which public pages load beside
 *   `window.teads_e = window.teads_e || []; window.teads_buyer_pixel_id = <id>`;
 * - the analytics tag `a.teads.tv/analytics/tag.js` (`library_load`) and the Teads ID call
 *   `at.teads.tv/fpc` (`visitor_id`). Prebid's Teads ID module (prebid/Prebid.js
 *   modules/teadsIdSystem.js) builds the same call: `analytics_tag_id` is `PUB_` + the Teads publisher
 *   id (empty when its `pubId` is missing or not a number), `tfpvi` the `_tfpvi` cookie's viewer id
 *   (the answer is that id, kept a year in `_tfpvi`), `gdpr_status` 0 (GDPR does not apply), 12 (it
 *   applies) or 22 (no CMP, or a CMP error) with `gdpr_reason` 0, 120 or 220 to match,
 *   `gdpr_consent`, `ccpa_consent`, and `sv=prebid-v1`. The analytics tag sends it with `sv=90769f5`
 *   and an empty `shared_ids` (real captures); the meaning of `shared_ids` is not documented.
 *
 * Not hits: the ad format's own tracking on `/track` (on `t.teads.tv` and `t3.teads.tv`:
 * `action=placementCall`, `slotAvailable`, `adCall`, with the publisher's `pageId` and placement `pid`
 * of its `a.teads.tv/page/<pageId>/tag` and `/ad` calls, and no pixel field) is the ads a page shows, not
 * the site's tracking: known, no drift alarm. The ad-serving calls on `a.teads.tv` (`/page/<id>/tag`,
 * `/page/<id>/ad`, Prebid's Teads bidder `/hb/bid-request`, `teads-format.min.js`) are not recognised;
 * `a.teads.tv` is not a drift host, as it serves ads and scripts.
 *
 * Undocumented behaviour relied on, not seen in the captures below: the pixel sends `action=page` for
 * its automatic page hit and `action=conversion` for a `teads_e.push({conversionType, …})` call, the
 * conversion type in `conversion_type` and its metadata in `name`, `price`, `currency`,
 * `product_name`. Teads' Conversions API (Tealium's "Teads Conversions Connector Setup Guide") names
 * `auctid` the click id (also in the `tfpai` cookie), `tfpvi` the user identifier and `tfpsi` the
 * session id; Teads' help centre ("Consent Management Platform FAQs") says the pixel sends conversion
 * data (events, order id, value and currency), but no capture shows its wire names, so no purchase is
 * read. The ad format's `pid` is the placement id: Tealium's Teads (publisher) tag takes a
 * Teads-supplied `pid`, and Prebid's Teads bidder a `pageId` and a `placementId`.
 *
 * Event name: the pixel's `action`; `visitor_id` for the Teads ID call. Account: `buyer_pixel_id`;
 * `analytics_tag_id` for the Teads ID call (an empty one gives a VALUE_REQUIRED warning).
 *
 * Real captures (August 2025, rashnakumar96/Crux_Sites_Scrapper data/har_files/AR): the analytics tag
 * and its `/fpc` call on todojujuy.com, 0221.com.ar, elancasti.com.ar, lmneuquen.com, parati.com.ar
 * and paparazzi.com.ar (empty `analytics_tag_id`, answered 204 where the others got 200); Prebid's
 * `/fpc` call on leagueofgraphs.com and zonatmo.com; the ad format's `/track` calls on terra.com and
 * todojujuy.com.
 */
import { makeFinding } from '../../findings/make-finding.js';
import type { Finding } from '../../findings/finding.js';
import { hostMatches } from '../../url/parse-url.js';
import { getParam, mergeParams } from '../../url/params.js';
import { readAnyBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { TEADS_PARAMS } from './params.js';

type TeadsCall = 'pixel' | 'pixel_script' | 'analytics_script' | 'teads_id';

/** Fields only the Universal Pixel sends to `/track`. */
const PIXEL_FIELDS = ['buyer_pixel_id', 'tag_version'];
/** The publisher page and placement ids the ad format sends to `/track`. */
const AD_FORMAT_FIELDS = ['pageId', 'pid'];

function isTrackPath(path: string): boolean {
  return path === '/track' || path === '/track/';
}

function carriesPixelField({ query, body }: RequestView): boolean {
  for (const name of PIXEL_FIELDS) {
    if (getParam(query, name) !== undefined || (body !== null && body.includes(name))) return true;
  }
  return false;
}

function callOf(request: RequestView): TeadsCall | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
  if (host === 'p.teads.tv') return path === '/teads-fellow.js' ? 'pixel_script' : null;
  if (host === 'a.teads.tv') return path === '/analytics/tag.js' ? 'analytics_script' : null;
  if (host === 'at.teads.tv') return path === '/fpc' ? 'teads_id' : null;
  if (hostMatches(host, 't.teads.tv') && isTrackPath(path) && carriesPixelField(request)) return 'pixel';
  return null;
}

/** The ad format's tracking on a `/track` host: a page and placement id, no pixel field. */
function isAdFormatTracking(request: RequestView): boolean {
  if (!isTrackPath(request.url.path) || carriesPixelField(request)) return false;
  return AD_FORMAT_FIELDS.some((name) => getParam(request.query, name) !== undefined);
}

function noPublisher(received: string | undefined): Finding {
  return makeFinding('VALUE_REQUIRED', {
    severity: 'warning',
    fieldPath: 'analytics_tag_id',
    parameter: 'analytics_tag_id',
    message:
      'This Teads ID call names no publisher: analytics_tag_id should be PUB_ followed by the Teads ' +
      "publisher id (Prebid's Teads ID module, which builds the same call, leaves it empty when its " +
      'pubId is missing or not a number).',
    expected: 'PUB_<publisher id>',
    received: received ?? '(absent)',
  });
}

function decodeTeadsId(request: RequestView): VendorEvent {
  const params = [...request.query];
  const tagId = getParam(params, 'analytics_tag_id');
  const accountID = tagId !== undefined && tagId.trim().length > 0 ? tagId : null;
  return {
    eventName: 'visitor_id',
    accountID,
    params,
    ...(accountID === null ? { findings: [noPublisher(tagId)] } : {}),
  };
}

function decodePixel(request: RequestView): VendorEvent {
  const body = readAnyBody(request.body);
  const params = mergeParams(request.query, body.params);
  return {
    eventName: getParam(params, 'action') || 'unknown_event',
    accountID: getParam(params, 'buyer_pixel_id') || null,
    params,
    findings: body.findings,
  };
}

function decodeTeads(request: RequestView): VendorEvent[] {
  const call = callOf(request);
  if (call === 'pixel') return [decodePixel(request)];
  if (call === 'teads_id') return [decodeTeadsId(request)];
  return [{ eventName: 'library_load', accountID: null, params: [...request.query] }];
}

export const teads = defineVendor({
  code: 'TEADS',
  name: 'Teads',
  kind: 'advertising',
  badge: { short: 'T', color: 'oklch(27.9% 0.041 260.031)', textColor: '#fff' },
  supported: false,
  adPixel: true,
  pageViewEvents: [],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  hosts: ['t.teads.tv', 'at.teads.tv'],
  knownNonHits: isAdFormatTracking,
  matchHosts: ['t.teads.tv', 'p.teads.tv', 'a.teads.tv', 'at.teads.tv'],
  match: (request) => callOf(request) !== null,
  decode: decodeTeads,
  params: TEADS_PARAMS,
  volatile: ['ts'],
  sessionIds: ['tfpvi', 'tfpsi', 'auctid'],
});
