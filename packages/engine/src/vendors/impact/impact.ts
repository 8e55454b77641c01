/**
 * impact.com (Impact Radius) Universal Tracking Tag (`ire`).
 *
 * Recognised: `/xc/<partner>/<ad>/<program>` on Impact's tracking domains (`*.pxf.io`, `*.sjv.io`,
 * `*.7eer.net`, `*.evyy.net`), the visit the UTT records after a click (POST form); the UTT script
 * `A<…>.js` on `utt.impactcdn.com` and `d.impactradius-event.com` (`library_load`). Click links
 * (`/c/…`, page navigations) and brand-specific CNAME tracking domains are not recognised.
 *
 * Undocumented behaviour relied on: the three path ids are, as on Impact's click links, the media
 * partner, the ad and the advertiser's program (campaign), added here as `partner_id`, `ad_id`,
 * `campaign_id`; the body carries `_ir` (Impact's cookie) and `landurl`. The script's file name starts
 * with `A` and the account's id before the first `-`.
 *
 * Event name: `visit` or `library_load`. Account: the program id of the path, or the script's account
 * prefix (`A2840043`).
 */
import { hostMatches } from '../../url/parse-url.js';
import { mergeParams, type Param } from '../../url/params.js';
import { readAnyBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { IMPACT_PARAMS } from './params.js';

const TRACKING_DOMAINS = ['pxf.io', 'sjv.io', '7eer.net', 'evyy.net'];
const VISIT_PATH = /^\/xc\/(\d+)\/(\d+)\/(\d+)\/?$/;
const SCRIPT_PATH = /^\/(A[A-Za-z0-9]+)-[\w-]+\.js$/;

function endpointOf(request: RequestView): 'visit' | 'script' | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
  if (host === 'utt.impactcdn.com' || host === 'd.impactradius-event.com') {
    return SCRIPT_PATH.test(path) ? 'script' : null;
  }
  const isTracking = TRACKING_DOMAINS.some((domain) => host !== domain && hostMatches(host, domain));
  return isTracking && VISIT_PATH.test(path) ? 'visit' : null;
}

function decodeImpact(request: RequestView): VendorEvent[] {
  const { path } = request.url;
  if (endpointOf(request) === 'script') {
    return [
      {
        eventName: 'library_load',
        accountID: SCRIPT_PATH.exec(path)?.[1] ?? null,
        params: [...request.query],
      },
    ];
  }
  const [, partner = '', ad = '', campaign = ''] = VISIT_PATH.exec(path) ?? [];
  const ids: Param[] = [
    { name: 'partner_id', value: partner },
    { name: 'ad_id', value: ad },
    { name: 'campaign_id', value: campaign },
  ];
  const body = readAnyBody(request.body);
  return [
    {
      eventName: 'visit',
      accountID: campaign.length > 0 ? campaign : null,
      params: mergeParams(ids, request.query, body.params),
      findings: body.findings,
    },
  ];
}

export const impact = defineVendor({
  code: 'IMPACT',
  name: 'impact.com',
  kind: 'advertising',
  badge: { short: 'Im', color: '#f54029', textColor: '#000' },
  supported: false,
  adPixel: true,
  pageViewEvents: [],
  pageUrlParams: ['landurl'],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: ['utt.impactcdn.com', 'd.impactradius-event.com', 'pxf.io', 'sjv.io', '7eer.net', 'evyy.net'],
  match: (request) => endpointOf(request) !== null,
  decode: decodeImpact,
  params: IMPACT_PARAMS,
  volatile: [],
});
