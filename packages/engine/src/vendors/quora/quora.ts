/**
 * Quora Pixel (`qp`).
 *
 * Recognised: `q.quora.com/_/ad/<pixel id>/pixel` (GET image, the noscript image included); the
 * script `a.quora.com/qevents.js` (`library_load`). Other quora.com URLs are not hits.
 *
 * Undocumented behaviour relied on: the pixel id is the path segment after `/_/ad/` (added here as
 * `pixel_id`); `tag` is the event (`ViewContent`, `Purchase`, `GenerateLead`…), `i` the integration.
 *
 * Event name: `tag`. Account: the pixel id of the path.
 */
import { getParam } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { QUORA_PARAMS } from './params.js';

const PIXEL_PATH = /^\/_\/ad\/([\w-]+)\/pixel\/?$/;

function endpointOf(request: RequestView): 'pixel' | 'script' | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
  if (host === 'a.quora.com') return path === '/qevents.js' ? 'script' : null;
  return host === 'q.quora.com' && PIXEL_PATH.test(path) ? 'pixel' : null;
}

function decodeQuora(request: RequestView): VendorEvent[] {
  if (endpointOf(request) === 'script')
    return [{ eventName: 'library_load', accountID: null, params: [...request.query] }];
  const pixel = PIXEL_PATH.exec(request.url.path)?.[1] ?? null;
  const params = [...(pixel === null ? [] : [{ name: 'pixel_id', value: pixel }]), ...request.query];
  return [{ eventName: getParam(params, 'tag') || 'unknown_event', accountID: pixel, params }];
}

export const quora = defineVendor({
  code: 'QUORA',
  name: 'Quora Pixel',
  kind: 'advertising',
  badge: { short: 'Qa', color: '#b92b27', textColor: '#fff' },
  supported: false,
  adPixel: true,
  pageViewEvents: ['viewcontent'],
  pageUrlParams: ['u'],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: ['quora.com'],
  match: (request) => endpointOf(request) !== null,
  decode: decodeQuora,
  params: QUORA_PARAMS,
  volatile: ['rand'],
});
