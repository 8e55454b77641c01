/**
 * Floodlight (Campaign Manager 360 / Search Ads 360 activities, `DC-` tags of gtag.js and GTM).
 *
 * Recognised: on `fls.doubleclick.net` and `<src>.fls.doubleclick.net`, paths `/activityi;…`,
 * `/activityj;…`, `/activity;…`; on `ad.doubleclick.net`, the same plus `/ddm/activity/…` (the image
 * tag) and `/ddm/fls/…`; on `ade.googlesyndication.com`, `/ddm/activity/…` (where current gtag.js
 * sends a `DC-` tag's image hit, and its `dc_pre` follow-up, on the same path); on
 * `adservice.google.<tld>`, `/ddm/fls/<z|i|p>/…` (the follow-up a hit sends through Google's
 * domain). Other doubleclick.net hosts (Google Ads' `googleads.g`, GA's `stats.g`), other
 * googlesyndication.com hosts and ad-serving paths (`/ddm/trackclk/`, `/ddm/adj/`) are not Floodlight.
 * On `td.doubleclick.net`, `/td/fls/rul/activityi;fledge=1;…`: the Protected Audience iframe the tag
 * loads beside an activity where the browser offers the API, with the activity's own fields (`src`,
 * `type`, `cat`, `ord`…), Floodlight's counterpart of Google Ads' `/td/rul/<id>` and GA4's `/td/ga/rul`
 * (read off a 2024 ebay.com capture: the `activityi` hit and this iframe 16 ms apart, same `ord`).
 *
 * Undocumented behaviour relied on: the fields are `;`-separated `name=value` pairs in the path,
 * after the endpoint (`activityi;src=1;type=g;cat=c;ord=…?`), with an optional query after `?`;
 * `ord` is the order id of a sales activity and a cache buster otherwise; `u1`… are custom
 * variables; a request with `dc_pre` repeats a hit already sent, through adservice.google.com.
 *
 * The Google tag's page-view ping `/ccm/collect` on www.google.com (and the other hosts Google Ads
 * uses it on) belongs here when it is sent for a Floodlight destination, `tid=DC-<src>` (or the first
 * of `tids`): the tag id names a Campaign Manager 360 Floodlight configuration, as in gtag.js's
 * `gtag('config', 'DC-…')` (real 2025 captures of marylandhealthconnection.gov and
 * mahealthconnector.org). Its fields are those of Google Ads' ccm/collect (google-ads/ccm-collect.ts).
 *
 * Event name: `<type>/<cat>`, the activity group tag string and the activity tag string (`cat` alone
 * when `type` is missing): an activity is named by both, since its tag string must be unique only
 * within its activity group (support.google.com/campaignmanager/answer/2824087 on `type` and `cat`;
 * the CM360 API reference of FloodlightActivity.tagString). A 2025 cinemarkhoyts.com.ar capture fires
 * `type=pv;cat=01ts20` and `type=carrito;cat=01ts20`, two activities, on one page. `follow_up_ping` on
 * a `dc_pre` repeat; `interest_group` on the td/fls iframe; on ccm/collect `en` (else `page_view`).
 * Account: `DC-<src>`; on ccm/collect the tag id.
 *
 * Parameter labels: the User-Agent client hints (`uaa`…), `tag_exp` and `_tu` are the Google tag's
 * own, labelled as on Google Ads hits (google-ads/params.ts). `dc_fmt`, `register_conversion`, `ps`
 * and `pcor` have no public source and stay unlabelled.
 *
 * Copies by design: the follow-up is sent both to the hit's own doubleclick.net host and to
 * `adservice.google.<tld>/ddm/fls/z/`, with the same `dc_pre`, `ord` and fields (read off a 2021
 * lowes.com capture). Requests are compared per host (`perHost`): those copies are no duplicate, while a
 * tag fired twice (twice to one host) still is. The td/fls iframe copies the activity it accompanies
 * (same `ord`): a companion of that hit, never a second firing of the activity.
 */
import { parseParams, getParam, type Param } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { ccmCollectTagId, isFloodlightCcmCollect } from '../google-ads/ccm-collect.js';
import { FLOODLIGHT_PARAMS, FLOODLIGHT_PATTERNS } from './params.js';

const ACTIVITY_PATH = /^\/(?:activity[ij]?;|ddm\/activity[/;]|ddm\/fls\/)/;
const FOLLOW_UP_PATH = /^\/ddm\/fls\/[a-z]\//;
const ADSERVICE_HOST = /^adservice\.google\.(?:[a-z]{2,3}|co\.[a-z]{2}|com\.[a-z]{2})$/;
/** Google's ad-event host: only its `/ddm/activity/` path carries Floodlight hits. */
const SYNDICATION_HOST = 'ade.googlesyndication.com';
/** The Protected Audience iframe's host and path (see above). */
const INTEREST_GROUP_HOST = 'td.doubleclick.net';
const INTEREST_GROUP_PATH = /^\/td\/fls\/rul\/activityi;/;

function isFloodlight(request: RequestView): boolean {
  if (request.isNavigation) return false;
  const { host, path } = request.url;
  if (path === '/ccm/collect') return isFloodlightCcmCollect(request);
  if (host === 'fls.doubleclick.net' || host.endsWith('.fls.doubleclick.net')) {
    return /^\/activity[ij]?;/.test(path);
  }
  if (host === 'ad.doubleclick.net') return ACTIVITY_PATH.test(path);
  if (host === SYNDICATION_HOST) return path.startsWith('/ddm/activity/');
  if (host === INTEREST_GROUP_HOST) return INTEREST_GROUP_PATH.test(path);
  return ADSERVICE_HOST.test(host) && FOLLOW_UP_PATH.test(path);
}

/** The `name=value` pairs of the path: after the first `;`, or after `/ddm/activity/` and `/ddm/fls/<x>/`. */
function matrixParams(path: string): Param[] {
  const semicolon = path.indexOf(';');
  const prefix = /^\/ddm\/(?:activity|fls\/[a-z])\//.exec(path)?.[0];
  const start =
    prefix !== undefined && (semicolon === -1 || prefix.length <= semicolon) ? prefix.length : semicolon + 1;
  if (start <= 0) return [];
  return parseParams(path.slice(start).replaceAll(';', '&'));
}

/** `<type>/<cat>` names the activity (see above); `cat` alone without a group. */
function activityName(params: readonly Param[]): string {
  const group = getParam(params, 'type') ?? '';
  const tag = getParam(params, 'cat') ?? '';
  if (tag.length === 0) return 'unknown_event';
  return group.length > 0 ? `${group}/${tag}` : tag;
}

function eventNameOf(request: RequestView, params: readonly Param[]): string {
  if (request.url.host === INTEREST_GROUP_HOST) return 'interest_group';
  if (getParam(params, 'dc_pre') !== undefined) return 'follow_up_ping';
  return activityName(params);
}

function decodeCcmCollect(request: RequestView): VendorEvent[] {
  const params = [...request.query];
  const tagId = ccmCollectTagId(params);
  return [{ eventName: getParam(params, 'en') || 'page_view', accountID: tagId || null, params }];
}

function decodeFloodlight(request: RequestView): VendorEvent[] {
  if (request.url.path === '/ccm/collect') return decodeCcmCollect(request);
  const params = [...matrixParams(request.url.path), ...request.query];
  const src = getParam(params, 'src');
  const eventName = eventNameOf(request, params);
  return [{ eventName, accountID: src !== undefined && src.length > 0 ? `DC-${src}` : null, params }];
}

export const floodlight = defineVendor({
  code: 'FLOODLIGHT',
  name: 'Floodlight (Campaign Manager 360)',
  kind: 'advertising',
  badge: { short: 'FL', color: '#34a853', textColor: '#000' },
  supported: false,
  adPixel: false,
  pageViewEvents: [],
  pageUrlParams: ['~oref', 'dl'],
  purchase: null,
  // The activity's names and sales fields, filled from the site's variables (a real `cat=undefined`
  // on micuenta.invertironline.com, 2025: the activity tag string never set, so no activity counts it).
  unfilledFields: {
    type: 'activity group',
    cat: 'activity tag',
    ord: 'order id or cache buster',
    qty: 'quantity',
    cost: 'revenue',
  },
  // Compared per host: the follow-up's copy through adservice.google.com is no duplicate (see above).
  // Follow-ups of two activities (another `type` or `cat`), or of two firings (another `dc_pre`: the
  // 2025 carrefour.com.ar capture reloads its page and sends one follow-up per load, 26 ms apart), are
  // two pings, never duplicates; a firing twice shows on its activity hits. The td/fls iframe follows
  // the activity of the same `ord`.
  duplicateKeys: {
    eventIds: [],
    dedupKeys: [],
    distinctKeys: ['type', 'cat', 'dc_pre', 'ord'],
    perHost: true,
    companions: { events: ['interest_group'], hitParam: 'ord' },
  },
  match: isFloodlight,
  decode: decodeFloodlight,
  params: FLOODLIGHT_PARAMS,
  patterns: FLOODLIGHT_PATTERNS,
  // `num` is the unique counter's cache buster, `dc_random` a random value gtag adds to each hit.
  volatile: ['num', 'dc_random'],
  // `ord` is the order id of a sales activity (which sends `qty` and `cost`): two orders are two events
  // (a distinct key above). On a counter it is a fresh cache buster on every fire: a counter fired nine
  // times (cloud.google.com, 2025) is then one group of nine copies, not eight 94 % pairs told apart by
  // their random `ord`.
  volatileWhen: { names: ['ord'], holds: (params) => !params.some(isSalesField) },
});

function isSalesField({ name }: { name: string }): boolean {
  return name === 'qty' || name === 'cost';
}
