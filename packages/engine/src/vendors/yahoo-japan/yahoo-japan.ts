/**
 * Yahoo! JAPAN Ads (search and display ads) site retargeting and conversion tags.
 *
 * Recognised: `/pagead/conversion/<id>/` on `b91.yahoo.co.jp` (search ads conversions) and
 * `b97.yahoo.co.jp` (site retargeting), the images of the classic tags, noscript included; the
 * scripts `s.yimg.jp/images/listing/tool/cv/conversion.js` and `ytag.js` (`library_load`). Other yahoo.co.jp hosts are not hits, nor Google Ads' own
 * `/pagead/conversion/` hosts.
 *
 * Undocumented behaviour relied on: the path's id is the retargeting or conversion id (added here as
 * `id`); a conversion carries its `label` (and `value`), a retargeting hit does not; `guid`, `script`
 * and `disvt` are fixed tag options.
 *
 * Event name: `conversion` with a label, else `retargeting`. Account: the path's id.
 */
import { getParam } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { YAHOO_JAPAN_PARAMS } from './params.js';

const HIT_PATH = /^\/pagead\/conversion\/(\d+)\/?$/;
const SCRIPTS: ReadonlySet<string> = new Set([
  '/images/listing/tool/cv/conversion.js',
  '/images/listing/tool/cv/ytag.js',
]);

function endpointOf(request: RequestView): 'hit' | 'script' | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
  if (host === 's.yimg.jp') return SCRIPTS.has(path) ? 'script' : null;
  return (host === 'b91.yahoo.co.jp' || host === 'b97.yahoo.co.jp') && HIT_PATH.test(path) ? 'hit' : null;
}

function decodeYahooJapan(request: RequestView): VendorEvent[] {
  if (endpointOf(request) === 'script')
    return [{ eventName: 'library_load', accountID: null, params: [...request.query] }];
  const id = HIT_PATH.exec(request.url.path)?.[1] ?? null;
  const params = [...(id === null ? [] : [{ name: 'id', value: id }]), ...request.query];
  const eventName = getParam(params, 'label') ? 'conversion' : 'retargeting';
  return [{ eventName, accountID: id, params }];
}

export const yahooJapan = defineVendor({
  code: 'YAHOOJAPAN',
  name: 'Yahoo! JAPAN Ads',
  kind: 'advertising',
  badge: { short: 'YJ', color: '#ff0033', textColor: '#fff' },
  supported: false,
  adPixel: true,
  pageViewEvents: ['retargeting'],
  pageUrlParams: ['url'],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: ['s.yimg.jp', 'b91.yahoo.co.jp', 'b97.yahoo.co.jp'],
  match: (request) => endpointOf(request) !== null,
  decode: decodeYahooJapan,
  params: YAHOO_JAPAN_PARAMS,
  volatile: [],
});
