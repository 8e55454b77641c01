/**
 * AirPR (Outcomes, now Onclusive): the site pixel that ties visits to PR coverage.
 *
 * Recognised: the pixel `/px` on `dpx.airpr.com` when it carries the `profile` (`page_view`); its
 * AppNexus (Xandr) user match `/anpx` carrying `adnxs_uid` (`id_sync`, never a duplicate); the script
 * `px.airpr.com/airpr.js` (`library_load`).
 * Account: `profile` (the pixel); none for the match and the script.
 *
 * Sources: AirPR's embed code as published on many sites (`_airpr = {id: '<number>', ga_dim: '<n>',
 * ga_account_preset: 'UA-…'}` or `_airpr = "<number>"`, commented "Profile ID", then the async
 * `//px.airpr.com/airpr.js`); and a real capture (savethechildren.org, 2021-10-19, The Markup's nonprofit
 * privacy inspections): airpr.js on the home page, then on each of the two pages a call to the site's
 * own Adobe `smetrics.…/id?callback=_airpr_ns.om_cookie` and one `/px`; the first `/px` answered 302 to
 * `secure.adnxs.com/getuid?https://dpx.airpr.com/anpx?adnxs_uid=$UID&airpr_id=<id>`, which AppNexus
 * answered with its user id filled in; the second `/px` answered 204.
 * Read off that capture, not documented: `profile` is the customer's profile (the embed code's id);
 * `hostname` is the page's host; `ga_account_id`/`ga_account_type` the site's Google Analytics property
 * and its kind (`UA`), `ga_c` the client id of its `_ga` cookie; `om_account_type=OM` with `om_c` the
 * Adobe Analytics (Omniture) visitor id just fetched from the site's Adobe `/id` call and
 * `om_fallback_c` its fallback id (`undefined` there); on `/anpx`, `adnxs_uid` is AppNexus's user id and
 * `airpr_id` AirPR's own id of the visitor. `an` (`true` on both pixels) keeps its wire name. That `/px`
 * is sent once per page load (as the tag sits on every page) is what makes it the page view here.
 */
import { getParam } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { AIRPR_PARAMS } from './params.js';

const PIXEL_HOST = 'dpx.airpr.com';
const SCRIPT_HOST = 'px.airpr.com';

type Call = 'page_view' | 'id_sync' | 'library_load';

function callOf(request: RequestView): Call | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
  if (host === SCRIPT_HOST) return path === '/airpr.js' ? 'library_load' : null;
  if (host !== PIXEL_HOST) return null;
  if (path === '/px') return getParam(request.query, 'profile') ? 'page_view' : null;
  if (path === '/anpx') return getParam(request.query, 'adnxs_uid') !== undefined ? 'id_sync' : null;
  return null;
}

function decodeAirpr(request: RequestView): VendorEvent[] {
  const call = callOf(request);
  const params = [...request.query];
  const accountID = call === 'page_view' ? (getParam(params, 'profile') ?? null) : null;
  return [{ eventName: call ?? 'unknown_event', accountID, params }];
}

export const airpr = defineVendor({
  code: 'AIRPR',
  name: 'AirPR (Outcomes, Onclusive)',
  kind: 'analytics',
  badge: { short: 'AP', color: 'oklch(42% 0.12 290)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['page_view'],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: { eventIds: [], dedupKeys: [], distinctKeys: [] },
  hosts: [PIXEL_HOST],
  matchHosts: [PIXEL_HOST, SCRIPT_HOST],
  match: (request) => callOf(request) !== null,
  decode: decodeAirpr,
  params: AIRPR_PARAMS,
  volatile: [],
  sessionIds: ['ga_c', 'om_c', 'om_fallback_c', 'adnxs_uid', 'airpr_id'],
});
