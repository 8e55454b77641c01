/**
 * Pinterest tag (pintrk) conversion events, and the Conversions API where a browser sends it.
 *
 * Recognised: `ct.pinterest.com/v3/` (events) and `ct.pinterest.com/user/` (the user call), GET or
 * POST (form or JSON body, as Shopify's Pinterest pixel sends); the tag's page-metadata call
 * `POST ct.pinterest.com/md/` (`page_metadata`); its log ping
 * `ct.pinterest.com/stats/` (`tag_log`); the tag library `s.pinimg.com/ct/core.js` and
 * `s.pinimg.com/ct/lib/main.<hash>.js` and the scripts the library loads from
 * `ct.pinterest.com/static/ct/` (`token_create.js`) (`library_load`); the Conversions API
 * `api.pinterest.com/v5/ad_accounts/<id>/events` (capi.ts). The tag's `ct.html` frame is known, not a hit.
 *
 * Undocumented behaviour relied on: the JavaScript tag sends event data, page data and browser data as
 * JSON text in the `ed`, `pd` and `ad` parameters (or nested objects in a JSON body); the noscript image
 * tag sends the same fields as bracketed names (`ed[value]`, `pd[em]`). All are decoded to the bracketed
 * names, so a check on `ed[value]` works for any form; the raw JSON parameter is kept before its
 * fields. A JSON parameter that does not parse gives a VALUE_INVALID finding.
 *
 * Read off captures (lowes.com 2021 and 2023, hm.com), not documented: when the tag loads, it sends
 * `/user/?tid=…&pd=…&cb=…` (the page and user data given to `pintrk('load', tag id, data)`: a page type,
 * the hashed e-mail `em`, the `pin_unauth` visitor id), then its `init` event on `/v3/`; named
 * `user_data` when it carries no `event` (some tags add `event=init`, which names it). The tag also
 * POSTs the page's metadata as JSON to `/md/`: `urls.loc` (the page), `meta.og` (its Open Graph meta
 * tags, as HTML), `sdo.jsonld` and `sdo.md` (its JSON-LD scripts and microdata elements), `aux`, `tid`;
 * the `ad[mh]` of the tag's hits is a hash of that metadata. Neither is an event of the site's.
 *
 * Event name: the `event` parameter (`pagevisit`, `checkout`, `addtocart`, `init`, a custom name…),
 * `user_data` and `page_metadata` (above). Account: the `tid` parameter (the tag id); the ad account id
 * for the Conversions API.
 */
import { getParam } from '../../url/params.js';
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
  if (call?.kind === 'metadata') {
    const body = readAnyBody(request.body);
    const params = [...request.query, ...body.params];
    const tid = getParam(params, 'tid');
    return [{ eventName: 'page_metadata', accountID: tid ?? null, params, findings: body.findings }];
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
  // The page's own structured data: what a page publishes is no visitor's personal data.
  pageContentEvents: ['page_metadata'],
  pageUrlParams: ['pd[url]', 'pd.url', 'ed[page_url]', 'ad[loc]', 'event_source_url', 'urls.loc'],
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
