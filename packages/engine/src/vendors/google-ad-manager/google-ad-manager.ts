/**
 * Google Ad Manager conversion activities and audience pixels.
 *
 * Recognised: `pubads.g.doubleclick.net/activity;…` (fields as `;`-separated `name=value` pairs in the
 * path). Ad requests on the same host (`/gampad/ads`, `/gampad/…`) and the other doubleclick.net
 * hosts (Floodlight's `ad.doubleclick.net`, Google Ads' `googleads.g`) are not Ad Manager pixels.
 *
 * Undocumented behaviour relied on: a conversion activity carries `xsp` (the activity id), with `qty`,
 * `cost` and `ord` (the order id of a sale, a cache buster otherwise); an audience pixel carries
 * `dc_iu` (`/<network code>/<ad unit>`) and `dc_seg` (the audience segment).
 *
 * Event name: `conversion` with `xsp`, else `audience_pixel`. Account: the activity id, else the
 * network code of `dc_iu`.
 */
import { getParam, parseParams } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { GOOGLE_AD_MANAGER_PARAMS } from './params.js';

const ACTIVITY_PREFIX = '/activity;';

function isActivity(request: RequestView): boolean {
  return (
    !request.isNavigation &&
    request.url.host === 'pubads.g.doubleclick.net' &&
    request.url.path.startsWith(ACTIVITY_PREFIX)
  );
}

function decodeAdManager(request: RequestView): VendorEvent[] {
  const matrix = parseParams(request.url.path.slice(ACTIVITY_PREFIX.length).replaceAll(';', '&'));
  const params = [...matrix, ...request.query];
  const activity = getParam(params, 'xsp');
  if (activity !== undefined && activity.length > 0)
    return [{ eventName: 'conversion', accountID: activity, params }];
  const network = /^\/?(\d+)/.exec(getParam(params, 'dc_iu') ?? '')?.[1] ?? null;
  return [{ eventName: 'audience_pixel', accountID: network, params }];
}

export const googleAdManager = defineVendor({
  code: 'GOOGLEADMANAGER',
  name: 'Google Ad Manager',
  kind: 'advertising',
  badge: { short: 'GAM', color: '#1a73e8', textColor: '#fff' },
  supported: false,
  adPixel: true,
  pageViewEvents: ['audience_pixel'],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: ['pubads.g.doubleclick.net'],
  match: isActivity,
  decode: decodeAdManager,
  params: GOOGLE_AD_MANAGER_PARAMS,
  volatile: [],
});
