/**
 * VK retargeting pixel (`VK.Retargeting`).
 *
 * Recognised: `vk.com/rtrg` (the pixel image, sent by `VK.Retargeting.Hit()` or the noscript image).
 * The Open API script `vk.com/js/api/openapi.js` serves other VK features too, so it is not counted.
 *
 * Undocumented behaviour relied on: `p` is the pixel code `VK-RTRG-<number>-<key>`; `event` names a
 * `VK.Retargeting.Event(…)` call (absent on a page hit), `audience` an `Add(…)` call; product events
 * send `products_event` and `products_params`.
 *
 * Event name: `event`, else `products_event`, else `page_view`. Account: `p`.
 */
import { getParam } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { VK_PARAMS } from './params.js';

function isPixel(request: RequestView): boolean {
  const { host, path } = request.url;
  return !request.isNavigation && (host === 'vk.com' || host === 'www.vk.com') && path === '/rtrg';
}

function decodeVk(request: RequestView): VendorEvent[] {
  const params = [...request.query];
  const code = getParam(params, 'p');
  return [
    {
      eventName: getParam(params, 'event') || getParam(params, 'products_event') || 'page_view',
      accountID: code !== undefined && code.length > 0 ? code : null,
      params,
    },
  ];
}

export const vk = defineVendor({
  code: 'VK',
  name: 'VK Pixel',
  kind: 'advertising',
  badge: { short: 'VK', color: '#0077ff', textColor: '#fff' },
  supported: false,
  adPixel: true,
  pageViewEvents: ['page_view'],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: ['vk.com'],
  match: isPixel,
  decode: decodeVk,
  params: VK_PARAMS,
  volatile: [],
});
