/**
 * Claritas (formerly Barometric, `trkn.us`) conversion pixel.
 *
 * Recognised: `trkn.us/pixel/conv/…` (fields as `;`-separated `name=value` pairs in the path). Other
 * trkn.us paths are not hits.
 *
 * Undocumented behaviour relied on: `ppt` is the advertiser, `g` the goal's name (`homepage`,
 * `sitewide`, `conversion`…), `gid` its id, `ord` an order id or a random number; the pixel answers
 * with a redirect to the same path with `ip` and `cuidchk` added, decoded the same way.
 *
 * Event name: `g`, else `conversion`. Account: `ppt`.
 */
import { getParam, parseParams } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { CLARITAS_PARAMS } from './params.js';

const PREFIX = '/pixel/conv/';

function isPixel(request: RequestView): boolean {
  return !request.isNavigation && request.url.host === 'trkn.us' && request.url.path.startsWith(PREFIX);
}

function decodeClaritas(request: RequestView): VendorEvent[] {
  const matrix = parseParams(request.url.path.slice(PREFIX.length).replaceAll(';', '&'));
  const params = [...matrix, ...request.query];
  const advertiser = getParam(params, 'ppt');
  return [
    {
      eventName: getParam(params, 'g') || 'conversion',
      accountID: advertiser !== undefined && advertiser.length > 0 ? advertiser : null,
      params,
    },
  ];
}

export const claritas = defineVendor({
  code: 'CLARITAS',
  name: 'Claritas',
  kind: 'advertising',
  badge: { short: 'Cl', color: '#00263e', textColor: '#fff' },
  supported: false,
  adPixel: true,
  pageViewEvents: ['homepage', 'sitewide'],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: ['trkn.us'],
  match: isPixel,
  decode: decodeClaritas,
  params: CLARITAS_PARAMS,
  volatile: [],
});
