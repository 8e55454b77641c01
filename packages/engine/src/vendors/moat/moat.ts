/**
 * Moat (Oracle Moat Analytics): ad verification (viewability, attention, invalid traffic) and its
 * publisher tags (content, header bidding, brand safety). Oracle ended Moat on 30 September 2024;
 * older captures and pages still carry its tags.
 *
 * Documented: an SDK vendor's guide (Vungle) gives the VAST verification pixel as
 * `px.moatads.com/pixel.gif?moatPartnerCode=<code>`, the partner code being the one Moat assigns to
 * each client. Ad servers quote Moat's display tag as `z.moatads.com/<partner code>/moatad.js#moatClientLevel1=…`.
 *
 * Inferred from real requests (the ad tags an ad server wrote into a public creative: `moatad.js` and
 * `pixel.moatads.com/pixel.gif?e=12&…&i=CELTRADISPLAY1&…&d=<level1>:<level2>:<level3>:<level4>`, the
 * levels being the `moatClientLevel1…4` of the same tag; theverge.com in Lighthouse's test data, 2023):
 * - `pixel.gif` on `px.`, `pixel.` and `video.moatads.com`: `e` an event code (12 for the creative's
 *   pixel, 17 for the content tag; 24 is what the tags' own error handlers send, with the error text
 *   in `k`: `error_report`), `i` the tag's client id (an upper-case code such as `CELTRADISPLAY1`),
 *   `d` the four client levels joined with `:`, `t` and `de` a time and a random number;
 * - `geo.moatads.com/n.js?e=35&…&i=<client id>&…` (`measurement`): the tag's measurement call, a
 *   JSONP script, carrying the page (`gu`), the partner code (`gw`) and the tag's state in short fields;
 * - on `mb.moatads.com`, JSONP lookups named by their callbacks: `/yi/v2` (`yield_intelligence`,
 *   `MoatNadoAllJsonpRequest_…`), `/s/v2` (`brand_safety`, `BrandSafetyNadoscallback_…`), `/ot/v1`
 *   (`onetag`, `OneTagNadoscallback_…`), each with `url` and `pcode`, and `/ii.js?lineItemId=…`
 *   (`line_item_info`);
 * - the scripts `z.moatads.com/<partner code>/moat<kind>.js` (`moatad`, `moatheader`, `moatcontent`,
 *   `moatframe`, `moatvideo`), also on `js.moatads.com` (`library_load`).
 * The Flash files on `s.moatads.com/swf/` are not hits.
 *
 * A customer's pixel host `<partner code>.s.moatpixel.com/pixel.gif` (`pixel`; moatpixel.com is
 * Oracle's, with moat.com and moatads.com, in Disconnect's public tracker list). Read off cnet.com's
 * home page (2018-11-15, coach-core's test HAR): eleven pixels to `cbsdfp5832910442.s.moatpixel.com`,
 * the host's first label a lower-case partner code as in the scripts' paths; each carries the site `d`
 * (`cnet.com`, not client levels), four ad levels `L1id`…`L4id` and `S1id`, `S2id`, a summary type `t`
 * (`meas`, `hdn`, `nht`, `fv`, `iv`: not a time here) and a sequence number `q` counting the pixels of
 * one ad (1, 2, 3…), the ad's `L4id` and `ord` staying the same. The moatads.com pixels count with
 * `q` too (`e=9` with `q=0`, then `q=1`, on the same page): another `q` is another measurement.
 *
 * Account: the client id `i` of the pixel and the measurement call, else `moatPartnerCode`, else
 * `pcode` of a lookup, else the partner code of a script's path or of a moatpixel.com host (a
 * lower-case code such as `voxprebidheader841653991752`: Moat names one client in both forms).
 */
import { getParam, type Param } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { MOAT_PARAMS } from './params.js';
import { own } from '../../own.js';

const PIXEL_HOSTS: ReadonlySet<string> = new Set([
  'px.moatads.com',
  'pixel.moatads.com',
  'video.moatads.com',
]);
const SCRIPT_HOSTS: ReadonlySet<string> = new Set(['z.moatads.com', 'js.moatads.com']);
/** A customer's pixel host `<partner code>.s.moatpixel.com`; group 1 is the partner code. */
const CUSTOMER_PIXEL_HOST = /^([a-z0-9_]+)\.s\.moatpixel\.com$/;
/** `/<partner code>/moat<kind>.js`; group 1 is the partner code. */
const SCRIPT = /^\/([A-Za-z0-9_]+)\/moat[a-z]+\.js$/;
const LOOKUPS: Readonly<Record<string, string>> = {
  '/yi/v2': 'yield_intelligence',
  '/s/v2': 'brand_safety',
  '/ot/v1': 'onetag',
  '/ii.js': 'line_item_info',
};
/** The event code the tags' error handlers send. */
const ERROR_REPORT = '24';

type Call =
  { kind: 'pixel' | 'measurement' } | { kind: 'lookup'; name: string } | { kind: 'script'; partner: string };

/** The partner code of `<partner code>.s.moatpixel.com`, else null. */
function pixelHostPartner(host: string): string | null {
  return CUSTOMER_PIXEL_HOST.exec(host)?.[1] ?? null;
}

function callOf(request: RequestView): Call | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
  if (PIXEL_HOSTS.has(host) || pixelHostPartner(host) !== null)
    return path === '/pixel.gif' ? { kind: 'pixel' } : null;
  if (host === 'geo.moatads.com') return path === '/n.js' ? { kind: 'measurement' } : null;
  if (host === 'mb.moatads.com') {
    const name = own(LOOKUPS, path);
    return name === undefined ? null : { kind: 'lookup', name };
  }
  if (SCRIPT_HOSTS.has(host)) {
    const partner = SCRIPT.exec(path)?.[1];
    return partner === undefined ? null : { kind: 'script', partner };
  }
  return null;
}

function eventNameOf(call: Call | null, params: readonly Param[]): string {
  if (call === null) return 'unknown_event';
  if (call.kind === 'script') return 'library_load';
  if (call.kind === 'lookup') return call.name;
  if (call.kind === 'measurement') return 'measurement';
  return getParam(params, 'e') === ERROR_REPORT ? 'error_report' : 'pixel';
}

function decodeMoat(request: RequestView): VendorEvent[] {
  const call = callOf(request);
  const params = [...request.query];
  const account =
    getParam(params, 'i') ||
    getParam(params, 'moatPartnerCode') ||
    getParam(params, 'pcode') ||
    (call?.kind === 'script' ? call.partner : null) ||
    pixelHostPartner(request.url.host) ||
    null;
  return [{ eventName: eventNameOf(call, params), accountID: account, params }];
}

export const moat = defineVendor({
  code: 'MOAT',
  name: 'Moat (Oracle)',
  kind: 'advertising',
  badge: { short: 'Mt', color: '#c74634', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: [],
  pageUrlParams: ['gu', 'url'],
  purchase: null,
  // Another client level string (another creative) or another event code is another measurement.
  // Another sequence number `q` (the next pixel of one ad), another ad (`L4id`) too.
  duplicateKeys: { ...NO_DUPLICATE_KEYS, distinctKeys: ['d', 'e', 'lineItemId', 'q', 'L4id'] },
  hosts: ['px.moatads.com', 'pixel.moatads.com', 'geo.moatads.com', 'mb.moatads.com'],
  knownNonHits: ({ url }) => url.path.endsWith('.js') || url.path.endsWith('.swf'),
  matchHosts: ['moatads.com', 'moatpixel.com'],
  match: (request) => callOf(request) !== null,
  decode: decodeMoat,
  params: MOAT_PARAMS,
  patterns: [
    { prefix: 'zMoat', group: 'custom_event_parameters', label: (rest) => `Client dimension: ${rest}` },
    { prefix: 'moatClient', group: 'custom_event_parameters', label: (rest) => `Client ${rest}` },
  ],
  // The send time, the random number, the JSONP callbacks and cache busters change on every send.
  volatile: ['t', 'de', 'cs', 'cu', 'ord', 'jv', 'callback', 'rx', 'na'],
});
