/**
 * Salesforce Audience Studio (Salesforce DMP, formerly Krux; Salesforce announced in 2024 that it would be
 * retired in 2025): its control tag and the calls the tag makes on `krxd.net`.
 *
 * Recognised:
 * - `beacon.krxd.net/pixel.gif` (`page_view`) and `/event.gif` (`event`): AMP's published Krux
 *   configuration sends its `pageview` request to `/pixel.gif` and its `event` request to `/event.gif`
 *   (with `pageview=false`), both with `confid`, `_kpid` (its `pubid`), `_kcp_s` (site), `_kcp_sc`
 *   (section), `_kcp_ssc` (subsection), `_kcp_d` (canonical host), `_kpref_` (referrer), user
 *   attributes as `_kua_<name>`, page attributes as `_kpa_<name>` and the page's timings `t_…`. The
 *   control tag's own pixel.gif (`source=smarttag`) carries the same fields, once per page load
 *   (bbc.co.uk, five pages and five beacons, PerfCascade's test HAR 2016; bbc.com 2015; nytimes.com
 *   2015, pagexray's);
 * - `services.krxd.net/pixel.gif` (`page_view`), the same beacon from the tag's 2012 host: the
 *   control tag `krux-4.7.2.js` of nytimes.com (2012-01-04) and the `krux.js` of buienradar.nl
 *   (2012-01-08, har-viewer's HARs) sent it with the `_kcp_*` site fields (`_kcp_d`, `_kcp_s`, on
 *   nytimes.com `_kcp_sc`), `_kpid`, `fired=load` (and on nytimes.com the page attribute
 *   `_kpa_page_type`). The tag's other call there,
 *   `services.krxd.net/stats?q=controltag.views:1|c,…`, reports the tag's own counters and timings:
 *   not a hit;
 * - `beacon.krxd.net/data.gif?_kdpid=…` (`partner_data`): a data provider's attributes for the visitor
 *   (`_kdpid`, the provider; in the captures Neustar's `d.agkn.com/pixel/5500` redirects there, the
 *   same `_kdpid` on bbc.com and nytimes.com);
 * - `cdn.krxd.net/userdata/get?pub=…` (`user_data`, the tag's JSONP read of the visitor's segments)
 *   and `beacon.krxd.net/cookie2json` (`cookie_lookup`), JSONP calls the control tag makes on each
 *   page;
 * - ID syncs (`id_sync`): `usermatch.krxd.net/um/v2?partner=…`, `apiservices.krxd.net/um?partner=…`
 *   and `beacon.krxd.net/usermatch.gif` where a partner (LiveRamp, Google, dataxu, rfuel, xplus1)
 *   returns with its user id;
 * - `jslog.krxd.net/jslog.gif` (`error_log`: the control tag's version, the publisher and site, and
 *   its `errors` as JSON);
 * - the control tag: its loader `cdn.krxd.net/controltag?confid=<id>` (older) and
 *   `cdn.krxd.net/controltag/<id>.js`, and its code `cdn.krxd.net/ctjs/controltag.js.<hash>`
 *   (`library_load`).
 *
 * Known, not a hit: `beacon.krxd.net/optout_check`, the tag's JSONP look-up of the opt-out cookie. The
 * tag calls it twice on every page, identical (six page loads of bbc.co.uk, bbc.com and nytimes.com,
 * tag versions 5.60 and 5.65): as events, each page would show a duplicate the site cannot remove.
 *
 * Account: the Configuration ID (`confid`, the loader's id): Salesforce's help centre says a ConfID is
 * made for each Site created in Audience Studio and goes in the control tag that collects from its
 * pages. Calls without it carry the publisher's id (`_kpid`, `pub`, `pubid`: one value for bbc.com's
 * and bbc.co.uk's tags), taken instead. A data provider's `_kdpid` and a sync's partner are not the
 * site's: no account.
 */
import { getParam, type Param } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { own } from '../../own.js';
import { AUDIENCE_STUDIO_PARAMS, AUDIENCE_STUDIO_PATTERNS } from './params.js';

type Call = { name: string; account: 'site' | 'none' } | { name: 'library_load'; tagId: string | null };

const PAGE_VIEW: Call = { name: 'page_view', account: 'site' };
const BEACON_CALLS: Readonly<Record<string, Call>> = {
  '/pixel.gif': PAGE_VIEW,
  '/event.gif': { name: 'event', account: 'site' },
  '/data.gif': { name: 'partner_data', account: 'none' },
  '/usermatch.gif': { name: 'id_sync', account: 'none' },
  '/cookie2json': { name: 'cookie_lookup', account: 'none' },
};
/** The opt-out look-up the tag sends twice a page: known, not a hit (see above). */
const OPT_OUT_CHECK = '/optout_check';
const USER_DATA: Call = { name: 'user_data', account: 'site' };
const ID_SYNC: Call = { name: 'id_sync', account: 'none' };
const ERROR_LOG: Call = { name: 'error_log', account: 'site' };
/** `/controltag/<confid>.js`; group 1 is the Configuration ID. */
const TAG_LOADER = /^\/controltag\/([A-Za-z0-9_-]+)\.js$/;
const TAG_CODE = /^\/ctjs\/controltag\.js\.[0-9a-f]+$/;

function cdnCall(path: string): Call | null {
  if (path === '/userdata/get') return USER_DATA;
  if (path === '/controltag') return { name: 'library_load', tagId: null };
  if (TAG_CODE.test(path)) return { name: 'library_load', tagId: null };
  const tagId = TAG_LOADER.exec(path)?.[1];
  return tagId === undefined ? null : { name: 'library_load', tagId };
}

function callOf(request: RequestView): Call | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
  switch (host) {
    case 'beacon.krxd.net':
      return own(BEACON_CALLS, path) ?? null;
    case 'cdn.krxd.net':
      return cdnCall(path);
    case 'services.krxd.net':
      return path === '/pixel.gif' ? PAGE_VIEW : null;
    case 'usermatch.krxd.net':
      return path === '/um/v2' ? ID_SYNC : null;
    case 'apiservices.krxd.net':
      return path === '/um' ? ID_SYNC : null;
    case 'jslog.krxd.net':
      return path === '/jslog.gif' ? ERROR_LOG : null;
    default:
      return null;
  }
}

/** The site's account: the Configuration ID, else the publisher's id. */
function siteAccount(params: readonly Param[]): string | null {
  return (
    getParam(params, 'confid') ||
    getParam(params, '_kpid') ||
    getParam(params, 'pub') ||
    getParam(params, 'pubid') ||
    null
  );
}

function decodeAudienceStudio(request: RequestView): VendorEvent[] {
  const call = callOf(request);
  const params = [...request.query];
  if (call === null) return [{ eventName: 'unknown_event', accountID: null, params }];
  if ('tagId' in call)
    return [{ eventName: call.name, accountID: call.tagId ?? siteAccount(params), params }];
  return [{ eventName: call.name, accountID: call.account === 'site' ? siteAccount(params) : null, params }];
}

export const salesforceAudienceStudio = defineVendor({
  code: 'SFAUDIENCESTUDIO',
  aliases: ['KRUX'],
  name: 'Salesforce Audience Studio (Salesforce DMP, Krux)',
  kind: 'other',
  badge: { short: 'Kx', color: 'oklch(58.8% 0.158 241.966)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['page_view'],
  pageUrlParams: [],
  purchase: null,
  // Another data provider, or a sync with another partner, is another call.
  duplicateKeys: { eventIds: [], dedupKeys: [], distinctKeys: ['_kdpid', 'partner', 'partner_id'] },
  hosts: ['beacon.krxd.net', 'usermatch.krxd.net', 'apiservices.krxd.net', 'jslog.krxd.net'],
  knownNonHits: ({ url }) => url.host === 'beacon.krxd.net' && url.path === OPT_OUT_CHECK,
  matchHosts: ['krxd.net'],
  match: (request) => callOf(request) !== null,
  decode: decodeAudienceStudio,
  params: AUDIENCE_STUDIO_PARAMS,
  patterns: AUDIENCE_STUDIO_PATTERNS,
  // The page's timings change on every load; `jsonp_requests` holds the JSONP calls' times.
  volatile: [
    't_navigation_type',
    't_dns',
    't_tcp',
    't_http_request',
    't_http_response',
    't_content_ready',
    't_window_load',
    't_redirect',
    'jsonp_requests',
  ],
  sessionIds: ['store_user', 'store_user_after', '_kua_kx_amp_client_id'],
});
