/**
 * MNTN pixel (formerly SteelHouse; connected-TV advertising).
 *
 * Recognised: `dx.mountain.com/spx` (a script request carrying the fields in its query), and the same
 * pixel on SteelHouse's former host `dx.steelhousemedia.com/spx`, which sites tagged before the
 * rebrand still load. Other mountain.com and steelhousemedia.com URLs are not hits.
 *
 * Undocumented behaviour relied on: `shaid` is the advertiser, `plh` the page and `tdr` the referrer;
 * a conversion adds `conv=1` with `shoid` (order id), `shoamt` (amount), `shocur` (currency) and the
 * product lists `shopid`, `shoq`, `shoup`; `cb` is a cache buster.
 *
 * Event name: `conversion` with `conv=1`, else `page_view`. Account: `shaid`.
 */
import { getParam } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { noItemCount } from '../purchase-reader.js';
import { MNTN_PARAMS } from './params.js';

/** The pixel's hosts: MNTN's, and SteelHouse's from before the rebrand (same path and fields). */
const PIXEL_HOSTS: ReadonlySet<string> = new Set(['dx.mountain.com', 'dx.steelhousemedia.com']);

function isPixel(request: RequestView): boolean {
  return !request.isNavigation && PIXEL_HOSTS.has(request.url.host) && request.url.path === '/spx';
}

function decodeMntn(request: RequestView): VendorEvent[] {
  const params = [...request.query];
  const advertiser = getParam(params, 'shaid');
  return [
    {
      eventName: getParam(params, 'conv') === '1' ? 'conversion' : 'page_view',
      accountID: advertiser !== undefined && advertiser.length > 0 ? advertiser : null,
      params,
    },
  ];
}

export const mntn = defineVendor({
  code: 'MNTN',
  name: 'MNTN (SteelHouse)',
  kind: 'advertising',
  badge: { short: 'Mn', color: '#1b1f3b', textColor: '#fff' },
  supported: false,
  adPixel: true,
  pageViewEvents: ['page_view'],
  pageUrlParams: ['plh'],
  purchase: {
    events: ['conversion'],
    value: ['shoamt'],
    currency: ['shocur'],
    transactionId: ['shoid'],
    eventId: [],
    itemCount: noItemCount,
  },
  duplicateKeys: { eventIds: [], dedupKeys: [], distinctKeys: ['shoid'] },
  matchHosts: [...PIXEL_HOSTS],
  match: isPixel,
  decode: decodeMntn,
  params: MNTN_PARAMS,
  volatile: ['cb'],
});
