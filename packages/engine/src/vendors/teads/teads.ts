/**
 * Teads Universal Pixel (`teads-fellow.js`).
 *
 * Recognised: `t.teads.tv/track` (GET, or POST with a form or JSON body merged over the query), and the
 * pixel script `p.teads.tv/teads-fellow.js` (`library_load`). The ad-serving hosts are not hits.
 *
 * Undocumented behaviour relied on: the pixel sends `action=page` for the automatic page hit and
 * `action=conversion` for a `teads_e.push({conversionType, …})` call, the conversion type in
 * `conversion_type` and its metadata in `name`, `price`, `currency`, `product_name`; `auctid` is the
 * Teads click id (cookie `tfpai`), `tfpvi`/`tfpsi` the visitor and session ids.
 *
 * Event name: the `action` parameter (`page`, `conversion`, …); the conversion type is shown as a
 * parameter. Account: the `buyer_pixel_id` parameter.
 */
import { hostMatches } from '../../url/parse-url.js';
import { getParam, mergeParams } from '../../url/params.js';
import { readAnyBody } from '../body.js';
import { defineVendor, type RequestView } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

function isTrack({ url }: RequestView): boolean {
  return hostMatches(url.host, 't.teads.tv') && (url.path === '/track' || url.path === '/track/');
}

function isFellowScript({ url }: RequestView): boolean {
  return url.host === 'p.teads.tv' && url.path === '/teads-fellow.js';
}

export const teads = defineVendor({
  code: 'TEADS',
  name: 'Teads Universal Pixel',
  kind: 'advertising',
  badge: { short: 'T', color: 'oklch(27.9% 0.041 260.031)', textColor: '#fff' },
  supported: false,
  adPixel: true,
  pageViewEvents: [],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  hosts: ['t.teads.tv'],
  matchHosts: ['t.teads.tv', 'p.teads.tv'],
  match: (request) => !request.isNavigation && (isTrack(request) || isFellowScript(request)),
  decode: (request) => {
    if (isFellowScript(request)) {
      return [{ eventName: 'library_load', accountID: null, params: [...request.query] }];
    }
    const body = request.body === null ? { params: [], findings: [] } : readAnyBody(request.body);
    const params = mergeParams(request.query, body.params);
    return [
      {
        eventName: getParam(params, 'action') ?? 'unknown_event',
        accountID: getParam(params, 'buyer_pixel_id') ?? null,
        params,
        findings: body.findings,
      },
    ];
  },
  params: {
    action: { label: 'Action', group: 'most_used' },
    buyer_pixel_id: { label: 'Buyer pixel ID', group: 'most_used' },
    conversion_type: { label: 'Conversion type', group: 'most_used' },
    name: { label: 'Conversion name', group: 'most_used' },
    page_url: { label: 'Page URL', group: 'most_used' },
    referer: { label: 'Referrer', group: 'most_used' },
    price: { label: 'Price (value)', group: 'e_commerce' },
    currency: { label: 'Currency', group: 'e_commerce' },
    product_name: { label: 'Product name', group: 'e_commerce' },
    order_id: { label: 'Order ID', group: 'e_commerce' },
    auctid: { label: 'Teads click ID (auctid)', group: 'user' },
    tfpvi: { label: 'Visitor ID', group: 'user' },
    tfpsi: { label: 'Session ID', group: 'user' },
    hashed_email: { label: 'Hashed e-mail', group: 'user' },
    timezone: { label: 'Time zone', group: 'user' },
    gdpr: { label: 'GDPR applies', group: 'consent_mode' },
    gdpr_consent: { label: 'TCF consent string', group: 'consent_mode' },
    us_privacy: { label: 'US privacy string', group: 'consent_mode' },
    env: { label: 'Integration environment', group: 'other' },
    tag_version: { label: 'Tag version', group: 'other' },
    variant: { label: 'Tag variant', group: 'other' },
    ts: { label: 'Timestamp', group: 'other' },
  },
  volatile: ['ts'],
});
