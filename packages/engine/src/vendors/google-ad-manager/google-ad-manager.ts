/**
 * Google Ad Manager conversion activities and audience pixels, and Google's cookie matching for the
 * buyers of its ad exchange (Authorized Buyers, Open Bidding).
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
 *
 * Cookie matching (documented: Google's Authorized Buyers cookie-matching guide):
 * `cm.g.doubleclick.net/pixel?google_nid=<buyer's network id>&google_cm…` asks Google to match the
 * buyer's cookie with its own; `google_hm` carries hosted match data (web-safe base64), `google_sc`
 * asks Google to set its cookie first, `google_ula` adds the user to a user list, `google_push` is data
 * handed back to the buyer. Event `cookie_match`, with no account: `google_nid` names the RTB partner
 * (the buyer) in Google's cookie-matching service, not an Ad Manager network, and is shown as that
 * parameter, as other vendors' cookie syncs show their partner (Amazon Ads' `ex`, Wunderkind's
 * `partner`). Real ones: `krux_digital` on lowes.com 2021, `a9eu` on amazon.in 2019, `TheTradeDesk…`
 * on 2025 US health-insurance exchange sites.
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

function isCookieMatch(request: RequestView): boolean {
  const { host, path } = request.url;
  return (
    !request.isNavigation &&
    host === 'cm.g.doubleclick.net' &&
    path === '/pixel' &&
    getParam(request.query, 'google_nid') !== undefined
  );
}

function decodeAdManager(request: RequestView): VendorEvent[] {
  if (request.url.host === 'cm.g.doubleclick.net') {
    return [{ eventName: 'cookie_match', accountID: null, params: [...request.query] }];
  }
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
  // Another buyer or hosted match is another cookie match.
  duplicateKeys: { ...NO_DUPLICATE_KEYS, distinctKeys: ['google_nid', 'google_hm'] },
  matchHosts: ['pubads.g.doubleclick.net', 'cm.g.doubleclick.net'],
  match: (request) => isActivity(request) || isCookieMatch(request),
  decode: decodeAdManager,
  params: GOOGLE_AD_MANAGER_PARAMS,
  volatile: [],
});
