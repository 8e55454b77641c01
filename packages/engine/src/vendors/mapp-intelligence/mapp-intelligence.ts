/**
 * Mapp Intelligence (formerly Webtrekk): its tracking pixel's requests and its script.
 *
 * Recognised: `<track domain>/<track id>/wt?p=<version>,<page name>,…` on any host (the track domain is
 * Mapp's, `*.webtrekk.net`, `*.wt-eu02.net`, or the customer's own), a GET whose path is a track id
 * (digits, several joined by commas) followed by the endpoint `wt`, carrying `p` that starts with the
 * pixel version (digits); the pixel's script `webtrekk_v<version>(.min).js` on any host (`library_load`).
 *
 * Event: the event name `ct` when present (an event request: a click, an action), else `page_view` (a
 * page request). Account: the track id of the path (shown as `track_id`). `p` is split into
 * `p.version`, `p.content_id` (the page name), `p.javascript`, `p.screen_resolution`,
 * `p.color_depth`, `p.cookies`, `p.client_time`, `p.referrer`, `p.screen_size`, `p.java`.
 *
 * Sources: Mapp's "Request Structure" (docs.mapp.com/docs/request-structure, and its earlier version
 * docs.mapp.com/v1/docs/request-structure): `http[s]://[track domain]/[track ID]/wt?p=[version],
 * [content ID],[JavaScript],[screen resolution],[color depth],[cookies],[client time],[referrer],
 * [screen size],[Java]`, the minimal request `wt?p=[version]`, the fields of `p` separated by commas
 * that are not encoded, the other parameters URL-encoded; "Which request types are supported by Mapp
 * Intelligence?" (page requests make page impressions; event requests carry `ct`, the name of the
 * event, and the event parameters `ck<ID>`; page parameters `cp<ID>`, content groups `cg<ID>`, session
 * parameters `cs<ID>`, campaign `mc`, `mca`, `cc<ID>`, customer id `cd`, user categories `uc<ID>`,
 * internal search `is`); "Optional URL Parameters" (`cb<ID>` e-commerce parameters); the order
 * pages (`ov` value, `oi` id, `cr` currency); "Session and Visitor Handling" (`eid` the Ever ID, `one`
 * a new visitor's first request, `ceid` a custom Ever ID); "Advanced" of the pixel's documentation
 * (documentation.mapp.com/latest/en/advanced-17499129.html): with request obfuscation a random string
 * follows `wt` in the path and the parameters come in random order, `p` among them, as in its example
 * `q3.webtrekk.net/999955867561122/wtc2l42m?cg3=home&…&pu=http%3A%2F%2Fdemoshop.webtrekk.com%2F&…&
 * p=507,de.home,…`, whose `pu` is the page URL.
 *
 * Real requests (uwv.nl and werk.nl, 2024-04-14, Playwright HARs of schmidtvinicius/online-tracking2):
 * `uwv01.wt-eu02.net/<track id>/wt?p=458,<page name>,1,1280x720,24,1,<time>,0,1280x720,0&eid=…`,
 * track ids of 15 digits, a page view with `cg1`, `cg2`, `cp…`, `cs…`, `pu`, `one=1`, `fns=1`, and
 * event requests with `ct` (the consent click `pw-consent-agree-to-all`, `optimizelycap_data-ta-id`)
 * and `ck…`, the 8th field of their `p` being `2`; the script `cdn-extern.uwv.nl/tag/
 * webtrekk_v4-5-8.min.js`. Media and form requests (`mi`, `fn`) were not seen: they are named as any
 * request is, by `ct` or else as a page view.
 */
import { appendAll } from '../../append-all.js';
import { decodeComponent } from '../../url/decode-component.js';
import { getParam, type Param } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { MAPP_PARAMS, MAPP_PATTERNS } from './params.js';

/** `/<track id>[,<track id>…]/wt` (`wt` and a random string with request obfuscation); group 1: the ids. */
const PIXEL_PATH = /^\/(\d{6,20}(?:,\d{6,20})*)\/wt[a-z0-9]*$/;
/** `p` starts with the pixel version: digits, then a comma or nothing. */
const P_VALUE = /^\d+(?:,|$)/;
const SCRIPT = /\/webtrekk_v\d[\w.-]*\.js$/;
/** The fields of `p`, in order (see the header). */
const P_FIELDS = [
  'version',
  'content_id',
  'javascript',
  'screen_resolution',
  'color_depth',
  'cookies',
  'client_time',
  'referrer',
  'screen_size',
  'java',
] as const;

type Call = { kind: 'hit'; trackId: string } | { kind: 'script' };

function callOf(request: RequestView): Call | null {
  if (request.isNavigation) return null;
  const { path } = request.url;
  if (path.endsWith('.js')) return SCRIPT.test(path) ? { kind: 'script' } : null;
  if (!path.includes('/wt')) return null;
  const trackId = PIXEL_PATH.exec(path)?.[1];
  if (trackId === undefined) return null;
  return P_VALUE.test(getParam(request.query, 'p') ?? '') ? { kind: 'hit', trackId } : null;
}

/** The raw (still encoded) value of `p` in the query, else null. */
function rawP(query: string): string | null {
  for (const segment of query.split('&')) if (segment.startsWith('p=')) return segment.slice(2);
  return null;
}

/** `p`'s fields as `p.<field>`, split on the commas that are not encoded, then decoded. */
function pFields(query: string): Param[] {
  const raw = rawP(query);
  if (raw === null) return [];
  return raw
    .split(',')
    .slice(0, P_FIELDS.length)
    .map((value, index) => ({ name: `p.${P_FIELDS[index] ?? index}`, value: decodeComponent(value) }));
}

function decodeMapp(request: RequestView): VendorEvent[] {
  const call = callOf(request);
  const query = [...request.query];
  if (call === null) return [{ eventName: 'unknown_event', accountID: null, params: query }];
  if (call.kind === 'script') return [{ eventName: 'library_load', accountID: null, params: query }];
  const params: Param[] = [{ name: 'track_id', value: call.trackId }];
  for (const param of query) {
    params.push(param);
    if (param.name === 'p') appendAll(params, pFields(request.url.query));
  }
  const event = getParam(query, 'ct');
  return [{ eventName: event || 'page_view', accountID: call.trackId, params }];
}

export const mappIntelligence = defineVendor({
  code: 'MAPPINTELLIGENCE',
  aliases: ['WEBTREKK', 'MAPP'],
  name: 'Mapp Intelligence (Webtrekk)',
  kind: 'analytics',
  badge: { short: 'Mp', color: 'oklch(55.3% 0.195 38.402)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['page_view'],
  pageUrlParams: ['pu'],
  purchase: null,
  // The order id prevents double counting (Mapp's order documentation); another order is another event.
  duplicateKeys: { ...NO_DUPLICATE_KEYS, dedupKeys: ['oi'], distinctKeys: ['oi'] },
  // No matchHosts: the track domain may be the customer's own.
  match: (request) => callOf(request) !== null,
  decode: decodeMapp,
  params: MAPP_PARAMS,
  patterns: MAPP_PATTERNS,
  // `p` holds the client time, so it changes on every send; its other fields are compared one by one.
  volatile: ['p', 'p.client_time'],
  sessionIds: ['eid'],
});
