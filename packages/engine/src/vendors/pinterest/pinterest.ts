/**
 * Pinterest tag (pintrk) conversion events, and the Conversions API where a browser sends it.
 *
 * Recognised: `ct.pinterest.com/v3/` (events) and `ct.pinterest.com/user/` (the `init` call), GET or
 * POST (form or JSON body, as Shopify's Pinterest pixel sends); the tag's log ping
 * `ct.pinterest.com/stats/` (`tag_log`); the tag library `s.pinimg.com/ct/core.js` and
 * `s.pinimg.com/ct/lib/main.<hash>.js` (`library_load`); the Conversions API
 * `api.pinterest.com/v5/ad_accounts/<id>/events` (capi.ts). The tag's `ct.html` frame is known, not a hit.
 *
 * Undocumented behaviour relied on: the JavaScript tag sends event data, page data and browser data as
 * JSON text in the `ed`, `pd` and `ad` parameters (or nested objects in a JSON body); the noscript image
 * tag sends the same fields as bracketed names (`ed[value]`, `pd[em]`). All are decoded to the bracketed
 * names, so a check on `ed[value]` works for any form; the raw JSON parameter is kept before its
 * fields. A JSON parameter that does not parse gives a VALUE_INVALID finding.
 *
 * Event name: the `event` parameter (`pagevisit`, `checkout`, `addtocart`, `init`, a custom name…).
 * Account: the `tid` parameter (the tag id); the ad account id for the Conversions API.
 */
import { readAnyBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { pinterestCall } from './calls.js';
import { decodeConversionsApi } from './capi.js';
import { pinterestPurchase } from './purchase.js';
import { PINTEREST_PARAMS, PINTEREST_PATTERNS } from './params.js';
import { decodeTagHit } from './tag-hit.js';

function decodePinterest(request: RequestView): VendorEvent[] {
  const call = pinterestCall(request);
  if (call?.kind === 'conversions_api') return decodeConversionsApi(request, call.adAccountId);
  if (call?.kind === 'library') {
    return [{ eventName: 'library_load', accountID: null, params: [...request.query] }];
  }
  if (call?.kind === 'stats') {
    const body = readAnyBody(request.body);
    const params = [...request.query, ...body.params];
    return [{ eventName: 'tag_log', accountID: null, params, findings: body.findings }];
  }
  return decodeTagHit(request);
}

export const pinterest = defineVendor({
  code: 'PINTEREST',
  name: 'Pinterest Tag',
  kind: 'advertising',
  badge: { short: 'P', color: 'oklch(50.5% 0.213 27.518)', textColor: '#fff' },
  supported: false,
  adPixel: true,
  pageViewEvents: ['pagevisit', 'page_visit'],
  pageUrlParams: ['pd[url]', 'pd.url', 'ed[page_url]', 'ad[loc]', 'event_source_url'],
  purchase: pinterestPurchase,
  duplicateKeys: NO_DUPLICATE_KEYS,
  hosts: ['ct.pinterest.com'],
  knownNonHits: (request) => pinterestCall(request)?.kind === 'frame',
  matchHosts: ['ct.pinterest.com', 's.pinimg.com', 'api.pinterest.com'],
  match: (request) => {
    const kind = pinterestCall(request)?.kind;
    return kind !== undefined && kind !== 'frame';
  },
  decode: decodePinterest,
  params: PINTEREST_PARAMS,
  patterns: PINTEREST_PATTERNS,
  volatile: ['cb'],
});
