/**
 * Webtrends Analytics On Demand: the SmartSource Data Collector (SDC) image request.
 *
 * Recognised: `…/dcs.gif` (and `…/njs.gif`, the image of the `<noscript>` tag) on Webtrends' collection
 * hosts (`statse.webtrendslive.com`, `*.webtrends.com`); on any other host (a first-party SDC, as the tag
 * lets a site name its own collection domain) only when the query carries both a `WT.` field and one of
 * the page fields `dcsuri`, `dcssip`, `dcsdat`. The tag builds the URL as `//<domain>/<dcsid>/dcs.gif`.
 *
 * Event name from `WT.dl`, the event type the tag sets: `0` `page_view`; the tag's automatic click
 * tracking `20` `download_click`, `21` `anchor_click`, `22` `javascript_click`, `23` `mailto_click`,
 * `24` `offsite_click`, `25` `right_click`, `26` `form_submit_get`, `27` `form_submit_post`,
 * `28` `form_input_click`, `29` `form_button_click`, `30` `image_map_click`; another value (a site's own
 * `dcsMultiTrack` type) `event_<value>`. Without `WT.dl`, the `<noscript>` image is a `page_view` and a
 * `dcs.gif` is `unknown_event`. Account: the DCSID, the folder of a `/<dcsid>/dcs.gif` path.
 *
 * Relied on: the WT.dl codes and the fields as Webtrends' published JavaScript tags (versions 8 to 10)
 * send them, and Webtrends' query-parameter documentation; not a contract. With `i18n` on, the tag
 * encodes the `WT.` values twice: they are decoded once more here when an escape is left.
 */
import { decodeComponent } from '../../url/decode-component.js';
import { getParam, type Param } from '../../url/params.js';
import { hostMatches } from '../../url/parse-url.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { WEBTRENDS_PARAMS, WEBTRENDS_PATTERNS } from './params.js';
import { own } from '../../own.js';

const COLLECTION_DOMAINS = ['webtrendslive.com', 'webtrends.com'];
const DCSID_PATH = /^\/([^/]+)\/(?:dcs|njs)\.gif$/;
const ESCAPE = /%[0-9a-fA-F]{2}/;
const PAGE_FIELDS = new Set(['dcsuri', 'dcssip', 'dcsdat']);

const EVENT_TYPES: Readonly<Record<string, string>> = {
  '0': 'page_view',
  '20': 'download_click',
  '21': 'anchor_click',
  '22': 'javascript_click',
  '23': 'mailto_click',
  '24': 'offsite_click',
  '25': 'right_click',
  '26': 'form_submit_get',
  '27': 'form_submit_post',
  '28': 'form_input_click',
  '29': 'form_button_click',
  '30': 'image_map_click',
};

function isCollectionHost(host: string): boolean {
  return COLLECTION_DOMAINS.some((domain) => hostMatches(host, domain));
}

/** A first-party collector's hit: at least one `WT.` field and one page field. */
function carriesWebtrendsFields(query: readonly Param[]): boolean {
  let wt = false;
  let page = false;
  for (const { name } of query) {
    if (name.startsWith('WT.')) wt = true;
    else if (PAGE_FIELDS.has(name)) page = true;
    if (wt && page) return true;
  }
  return false;
}

function isHit(request: RequestView): boolean {
  const { host, path } = request.url;
  // Tried on every request (first-party collectors): the file name first.
  if (request.isNavigation || !(path.endsWith('/dcs.gif') || path.endsWith('/njs.gif'))) return false;
  return isCollectionHost(host) || carriesWebtrendsFields(request.query);
}

function eventNameOf(eventType: string | undefined, noScript: boolean): string {
  if (eventType === undefined || eventType === '') return noScript ? 'page_view' : 'unknown_event';
  const known = own(EVENT_TYPES, eventType);
  if (known !== undefined) return known;
  return /^[A-Za-z0-9_]+$/.test(eventType) ? `event_${eventType}` : 'event';
}

/** The `WT.` values the i18n tag encoded twice, decoded once more. */
function decodedTwice(param: Param): Param {
  if (!param.name.startsWith('WT.') || !ESCAPE.test(param.value)) return param;
  return { name: param.name, value: decodeComponent(param.value, false) };
}

function decodeWebtrends(request: RequestView): VendorEvent[] {
  const dcsid = DCSID_PATH.exec(request.url.path)?.[1] ?? null;
  const params = [
    ...(dcsid === null ? [] : [{ name: 'dcsid', value: dcsid }]),
    ...request.query.map(decodedTwice),
  ];
  const noScript = request.url.path.endsWith('/njs.gif');
  return [{ eventName: eventNameOf(getParam(params, 'WT.dl'), noScript), accountID: dcsid, params }];
}

export const webtrends = defineVendor({
  code: 'WEBTRENDS',
  name: 'Webtrends',
  kind: 'analytics',
  badge: { short: 'WT', color: 'oklch(50% 0.17 255)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['page_view'],
  // No field carries the whole page URL (`WT.es` has no scheme): the captured tab URL is used.
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: {
    eventIds: [],
    // Webtrends itself counts one purchase per invoice number (a refreshed confirmation page).
    dedupKeys: ['WT.tx_i'],
    // Another link, page or order: another event.
    distinctKeys: ['dcssip', 'dcsuri', 'WT.tx_i'],
    // A tag given several collection domains sends each hit to each (a real mytoys.de capture: one
    // page view to `statse.webtrendslive.com` and to `scs.webtrends.com`, same `dcsdat`): those copies
    // are no duplicate; a hit fired twice still is, twice on each host.
    perHost: true,
  },
  hosts: ['statse.webtrendslive.com'],
  // The visitor-id callback script the tag loads from the collector.
  knownNonHits: (request) => request.url.path.endsWith('/wtid.js'),
  match: isHit,
  decode: decodeWebtrends,
  params: WEBTRENDS_PARAMS,
  patterns: WEBTRENDS_PATTERNS,
  volatile: ['dcsdat', 'WT.vt_f_tlh'],
  sessionIds: ['WT.vtid', 'WT.co_f', 'WT.vtvs', 'WT.vt_sid', 'WT.co_d'],
});
