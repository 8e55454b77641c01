/**
 * AdRoll pixel (`roundtrip.js`, `__adroll`).
 *
 * Recognised: `d.adroll.com/pixel/<advertisable>/<pixel>` (the page hit, also as a script request);
 * the scripts `s.adroll.com/j/roundtrip.js`, `s.adroll.com/j/<advertisable>/roundtrip.js` and
 * `a.adroll.com/j/roundtrip.js` (`library_load`). Consent checks (`/consent/…`), cookie matches
 * (`/cm/…`) and `/pex/` pings are not hits.
 *
 * Undocumented behaviour relied on: the path names the advertisable and the pixel (both 22
 * upper-case letters and digits), added here as `advertisable_id` and `pixel_id`; `arrfrr` is the page,
 * `adroll_s_ref` the referrer, `pv` a per-page id; a conversion adds `adroll_conversion_value`,
 * `adroll_currency` and `order_id`, and segments come in `adroll_segments`.
 *
 * Event name: `conversion` when a conversion value or order id is sent, else `page_view`. Account:
 * the advertisable id.
 */
import { getParam, type Param } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { noItemCount } from '../purchase-reader.js';
import { ADROLL_PARAMS } from './params.js';

const PIXEL_PATH = /^\/pixel\/([A-Z0-9]+)\/([A-Z0-9]+)\/?$/;
const SCRIPT_PATH = /^\/j\/(?:([A-Z0-9]+)\/)?roundtrip\.js$/;

function endpointOf(request: RequestView): 'pixel' | 'script' | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
  if (host === 's.adroll.com' || host === 'a.adroll.com') return SCRIPT_PATH.test(path) ? 'script' : null;
  return host === 'd.adroll.com' && PIXEL_PATH.test(path) ? 'pixel' : null;
}

function decodeAdRoll(request: RequestView): VendorEvent[] {
  const { path } = request.url;
  if (endpointOf(request) === 'script') {
    const advertisable = SCRIPT_PATH.exec(path)?.[1] ?? null;
    return [{ eventName: 'library_load', accountID: advertisable, params: [...request.query] }];
  }
  const [, advertisable = '', pixel = ''] = PIXEL_PATH.exec(path) ?? [];
  const params: Param[] = [
    { name: 'advertisable_id', value: advertisable },
    { name: 'pixel_id', value: pixel },
    ...request.query,
  ];
  const isConversion =
    (getParam(params, 'adroll_conversion_value') ?? '').length > 0 ||
    (getParam(params, 'order_id') ?? '').length > 0;
  return [{ eventName: isConversion ? 'conversion' : 'page_view', accountID: advertisable || null, params }];
}

export const adroll = defineVendor({
  code: 'ADROLL',
  name: 'AdRoll',
  kind: 'advertising',
  badge: { short: 'AR', color: '#1479e6', textColor: '#fff' },
  supported: false,
  adPixel: true,
  pageViewEvents: ['page_view'],
  pageUrlParams: ['arrfrr'],
  purchase: {
    events: ['conversion'],
    value: ['adroll_conversion_value'],
    currency: ['adroll_currency'],
    transactionId: ['order_id'],
    eventId: [],
    itemCount: noItemCount,
  },
  duplicateKeys: { eventIds: [], dedupKeys: [], distinctKeys: ['order_id'] },
  matchHosts: ['adroll.com'],
  match: (request) => endpointOf(request) !== null,
  decode: decodeAdRoll,
  params: ADROLL_PARAMS,
  volatile: ['pv', '_s'],
});
