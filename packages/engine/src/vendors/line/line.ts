/**
 * LINE Tag (LINE Ads, `_lt`).
 *
 * Recognised: `tr.line.me/tag.gif` (image, the noscript image included); the script
 * `d.line-scdn.net/n/line_tag/public/release/v1/lt.js` (`library_load`). Other line.me URLs
 * (LINE accounts, login) are not hits.
 *
 * Undocumented behaviour relied on: `t_id` is the tag id, `c_t` the customer type (`lap`, `account`),
 * `e` the event type (`pv` page view, `cv` conversion, `ce` custom event) and `ev` the conversion or
 * custom event's name.
 *
 * Event name: `ev` when sent, else `e`. Account: `t_id`.
 */
import { getParam } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { LINE_PARAMS } from './params.js';

const SCRIPT_PATH = '/n/line_tag/public/release/v1/lt.js';

function endpointOf(request: RequestView): 'hit' | 'script' | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
  if (host === 'd.line-scdn.net') return path === SCRIPT_PATH ? 'script' : null;
  return host === 'tr.line.me' && path === '/tag.gif' ? 'hit' : null;
}

function decodeLine(request: RequestView): VendorEvent[] {
  const params = [...request.query];
  const isScript = endpointOf(request) === 'script';
  const eventName = isScript
    ? 'library_load'
    : getParam(params, 'ev') || getParam(params, 'e') || 'unknown_event';
  return [{ eventName, accountID: getParam(params, 't_id') ?? null, params }];
}

export const line = defineVendor({
  code: 'LINE',
  name: 'LINE Tag',
  kind: 'advertising',
  badge: { short: 'L', color: '#06c755', textColor: '#000' },
  supported: false,
  adPixel: true,
  pageViewEvents: ['pv'],
  pageUrlParams: ['p'],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: ['d.line-scdn.net', 'tr.line.me'],
  match: (request) => endpointOf(request) !== null,
  decode: decodeLine,
  params: LINE_PARAMS,
  volatile: ['_ts'],
});
