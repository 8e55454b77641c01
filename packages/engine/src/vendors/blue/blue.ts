/**
 * Blue (getblue.io): the retargeting and attribution tag `blue-tag.min.js`.
 *
 * Recognised: the hit, which the tag sends twice, once as a frame to `event.getblue.io/p/` and once as
 * a script to `widget.getblue.io/event/` (both `cId`, `tName`…); the script
 * `event.getblue.io/js/blue-tag.min.js` (`library_load`); the cookie match `cms.getblue.io/cm/`
 * (`cookie_sync`, account `cid`). Not recognised: `event.getblue.io/t/`, the image copy of the hit in
 * the tag's 2020 version (not seen in 2025).
 *
 * Fields, from a public copy of the script (version `21042020-2012`, verskunm/ansanat at 542dfe79,
 * `blue-tag.min.js`): the site queues commands in `blue_q`; `setCampaignId` fills `cId`, `setPageType`
 * `tName` (a comma-separated list sends one hit per campaign id and page type), `setProductId` `pId`,
 * `setTransactionTotal` `revenue`, `setTransactionId` `orderId`, `setP1`–`setP3` `p1`–`p3`,
 * `setFingerprint` `fp`; `blueID` is a visitor id the script keeps for 365 days in a cookie and in web
 * storage, `v` its version, `nocache` a random number, `if` 1 when it runs in a frame. The widget URL
 * carries fixed values (`p1=&p2=e%3Dvp&p3=e%3Ddis&adce=1&dtycbr=87954`). A later copy (`29092023-1023`,
 * the `v` of the 2025 captures; found by GitHub code search, repository not named) adds `ulc`, the
 * last click's `utm_source` (kept 30 days), and a pixel mode that sends an image to `/p/` instead.
 * `tcs` (on `/p/` in the captures) is in neither copy. Sites' own tagging code in public repositories
 * sets the page types `visit`, `product` (with `setProductId`), `basket` and `conversion` (with
 * `setTransactionTotal` and `setTransactionId`). On the cookie match, Google's Cookie Matching guide
 * (developers.google.com/authorized-buyers/rtb/cookie-guide) names `google_gid` and `google_cver`.
 *
 * Empty fields are the tag's defaults (a visit sends `pId=&revenue=&orderId=`): no finding. A field
 * sent as `undefined`, `NaN` or `[object Object]` is a variable the site never filled: VALUE_UNFILLED
 * (its `unfilledFields`). No purchase reader: the hit carries no currency.
 *
 * Real captures (August 2025, rashnakumar96/Crux_Sites_Scrapper `data/har_files/AR/`): juanitajo.com,
 * www.casadelaudio.com, www.cheeky.com.ar, www.coppel.com.ar, www.fravega.com, www.gadnic.com.ar,
 * each loading the script and sending a `visit` to both endpoints, and the cookie match.
 *
 * Event name: `tName`, `library_load`, `cookie_sync`. Account: `cId` (`cid` on the cookie match).
 */
import { getParam } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { BLUE_PARAMS } from './params.js';

type Endpoint = 'hit' | 'script' | 'cookie_sync';

function endpointOf(request: RequestView): Endpoint | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
  if (host === 'event.getblue.io') {
    if (path === '/p/' || path === '/p') return 'hit';
    return path === '/js/blue-tag.min.js' ? 'script' : null;
  }
  if (host === 'widget.getblue.io') return path === '/event/' || path === '/event' ? 'hit' : null;
  if (host === 'cms.getblue.io') return path === '/cm/' || path === '/cm' ? 'cookie_sync' : null;
  return null;
}

function decodeBlue(request: RequestView): VendorEvent[] {
  const params = [...request.query];
  const endpoint = endpointOf(request);
  if (endpoint === 'script') return [{ eventName: 'library_load', accountID: null, params }];
  if (endpoint === 'cookie_sync')
    return [{ eventName: 'cookie_sync', accountID: getParam(params, 'cid') || null, params }];
  return [
    {
      eventName: getParam(params, 'tName') || 'unknown_event',
      accountID: getParam(params, 'cId') || null,
      params,
    },
  ];
}

export const blue = defineVendor({
  code: 'BLUE',
  name: 'Blue',
  kind: 'advertising',
  badge: { short: 'Bl', color: 'oklch(50% 0.19 258)', textColor: '#fff' },
  supported: false,
  adPixel: true,
  // Each page sends one hit per page type the site sets: any of them is the page's hit.
  pageViewEvents: ['visit', 'product', 'basket', 'conversion'],
  pageUrlParams: [],
  purchase: null,
  unfilledFields: { revenue: 'transaction total', orderId: 'transaction id', pId: 'product id' },
  duplicateKeys: { eventIds: [], dedupKeys: [], distinctKeys: ['orderId', 'pId'], perHost: true },
  hosts: ['event.getblue.io', 'widget.getblue.io', 'cms.getblue.io'],
  matchHosts: ['getblue.io'],
  match: (request) => endpointOf(request) !== null,
  decode: decodeBlue,
  params: BLUE_PARAMS,
  volatile: ['nocache'],
  sessionIds: ['blueID', 'ckid', 'google_gid'],
});
