/**
 * Adobe Advertising (Advertising Cloud; formerly Efficient Frontier, Adobe Media Optimizer, and for
 * its DSP TubeMogul): conversion and page tags, DSP segment and conversion pixels, the Last Event
 * Service of Analytics for Advertising, and its ID syncs.
 *
 * Documented by Adobe (Experience League):
 * - conversion tags `pixel.everesttech.net/<ef-userid>/t?ev_<property>=<value>&ev_transid=<id>` (the
 *   JavaScript tags' noscript image) and the image tag `pixel.everesttech.net/px2/<ef-userid>?px_evt=s
 *   &s=<segment>&px_evt=t&ev_<property>=…&ev_transid=…`, the ef-userid being the numeric id Adobe gives
 *   the advertiser, each `ev_<property>` a conversion metric with its value, `ev_transid` the order id
 *   Adobe deduplicates transactions on;
 * - click tracking `pixel.everesttech.net/<advertiser ID>/c`, `cq`, `r` or `rq` `?ev_sid=<ad network>
 *   &…&url=<landing page>`;
 * - the DSP's segment pixel `rtd-tm.everesttech.net/upi/?sid=<hash>` (a segment's "Get pixel");
 * - the Last Event Service tag of Analytics for Advertising, `AdCloudEvent('<IMS org id>', '<rsid>')`,
 *   and its script on `www.everestjs.net`.
 * Read off the conversion tag's own script (`st.v2.js`, as archived in a public repository): `/<ef-
 * userid>/v` is its page view (with the page `ev___loc` and referrer `ev___ref`), `/i` an impression,
 * `/a` a visitor action, `/s` a segment, and `/<id>/gr?url=<URL>` sends the browser on to `url` with the
 * visitor's ids filled in for `__EFGSURFER__`, `__EFGCK__`: its cookie matching (`/1/gr`, user 1 being
 * the script's own); `ev_rs` names the exchange of an impression.
 * Inferred from real captures (The Markup's Blacklight scans: suntrust.com and usmint.gov 2020,
 * nevadahealthlink.com 2025): `cm.everesttech.net/cm/dd?d_uuid=<Audience Manager id>` redirects to
 * Audience Manager's `ibs:dpid=411`, `/cm/ax` is Google's cookie matching coming back;
 * `sync-tm.everesttech.net/upi/pid/<partner>?redir=<partner URL with ${TM_USER_ID}>` redirects through
 * `/ct/upi/pid/…` (a cookie check) to the partner with the id filled in; the Last Event call is
 * `lasteventf-tm.everesttech.net/?_les_imsOrgId=…&_les_rsid=…&_les_sdid=…&_les_mid=…&_les_url=…`; a
 * GTM image tag sends `conv-tm.everesttech.net/stats/1/conv?cpk=…&cak=…` (`cpk` read as the conversion
 * pixel's key: its meaning is not published).
 *
 * Events: `page_view`, `conversion` (the image tag when `px_evt` says `t`), `impression`,
 * `visitor_action`, `segment` (the image tag when `px_evt` says only `s`), `pixel` (an image tag saying
 * neither), `click`, `last_event`, `id_sync` (`/gr`, `cm.`, `sync-tm.`), `library_load`. Account: the ef-userid of the path, the DSP
 * segment `sid`, the conversion pixel `cpk`, the Last Event Service's organisation `_les_imsOrgId`;
 * none for syncs (a partner's id, not the site's).
 */
import { getParam, type Param } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { own } from '../../own.js';
import { ADOBE_ADVERTISING_PARAMS, ADOBE_ADVERTISING_PATTERNS } from './params.js';

interface Call {
  name: string;
  account: string | null;
  /** Ids read off the path, shown as parameters. */
  path: Param[];
}

/** `/<ef-userid>/<call>`: group 1 the user id, group 2 the call. */
const USER_CALL = /^\/(\d+)\/([a-z]+)\/?$/;
const USER_CALLS: Readonly<Record<string, string>> = {
  v: 'page_view',
  t: 'conversion',
  i: 'impression',
  a: 'visitor_action',
  s: 'segment',
  gr: 'id_sync',
  c: 'click',
  cq: 'click',
  r: 'click',
  rq: 'click',
};
const IMAGE_TAG = /^\/px2\/(\d+)\/?$/;
const COOKIE_MATCH = /^\/cm\/([a-z0-9]+)\/?$/;
const PARTNER_SYNC = /^\/(?:ct\/)?upi\/pid\/([A-Za-z0-9]+)\/?$/;
const SEGMENT_PIXEL = /^\/(?:ct\/)?upi\/?$/;
const SCRIPT = /^\/static\/[\w./-]+\.js$/;

/** The image tag's event: a transaction when `px_evt` says `t`, else a segment when it says `s`. */
function imageTagEvent(query: readonly Param[]): string {
  let segment = false;
  for (const { name, value } of query) {
    if (name !== 'px_evt') continue;
    if (value === 't') return 'conversion';
    if (value === 's') segment = true;
  }
  return segment ? 'segment' : 'pixel';
}

function pixelCall(request: RequestView): Call | null {
  const { path } = request.url;
  const user = USER_CALL.exec(path);
  if (user !== null) {
    const name = own(USER_CALLS, user[2] ?? '');
    if (name === undefined) return null;
    return { name, account: name === 'id_sync' ? null : (user[1] ?? null), path: [] };
  }
  const imageTag = IMAGE_TAG.exec(path)?.[1];
  return imageTag === undefined ? null : { name: imageTagEvent(request.query), account: imageTag, path: [] };
}

function callOf(request: RequestView): Call | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
  switch (host) {
    case 'pixel.everesttech.net':
      return pixelCall(request);
    case 'cm.everesttech.net': {
      const partner = COOKIE_MATCH.exec(path)?.[1];
      return partner === undefined
        ? null
        : { name: 'id_sync', account: null, path: [{ name: 'cm_partner', value: partner }] };
    }
    case 'sync-tm.everesttech.net': {
      const partner = PARTNER_SYNC.exec(path)?.[1];
      return partner === undefined
        ? null
        : { name: 'id_sync', account: null, path: [{ name: 'pid', value: partner }] };
    }
    case 'rtd-tm.everesttech.net': {
      const segment = getParam(request.query, 'sid');
      return SEGMENT_PIXEL.test(path) && segment ? { name: 'segment', account: segment, path: [] } : null;
    }
    case 'conv-tm.everesttech.net':
      return path === '/stats/1/conv'
        ? { name: 'conversion', account: getParam(request.query, 'cpk') || null, path: [] }
        : null;
    case 'lasteventf-tm.everesttech.net':
      return path === '/'
        ? { name: 'last_event', account: getParam(request.query, '_les_imsOrgId') || null, path: [] }
        : null;
    case 'www.everestjs.net':
      return SCRIPT.test(path) ? { name: 'library_load', account: null, path: [] } : null;
    default:
      return null;
  }
}

function decodeAdobeAdvertising(request: RequestView): VendorEvent[] {
  const call = callOf(request);
  if (call === null) return [{ eventName: 'unknown_event', accountID: null, params: [...request.query] }];
  return [{ eventName: call.name, accountID: call.account, params: [...call.path, ...request.query] }];
}

export const adobeAdvertising = defineVendor({
  code: 'ADOBEADVERTISING',
  name: 'Adobe Advertising (Advertising Cloud, Efficient Frontier)',
  kind: 'advertising',
  badge: { short: 'AdC', color: 'oklch(50.5% 0.213 27.518)', textColor: '#fff' },
  supported: false,
  adPixel: true,
  pageViewEvents: ['page_view'],
  pageUrlParams: ['ev___loc', '_les_url'],
  // A sync's `redir` and `url` hold the partner's URL with the macro Adobe fills in when it redirects.
  serverFilledParams: ['redir', 'url'],
  purchase: null,
  // Adobe drops a second transaction with the same ev_transid; another segment or pixel is another hit.
  duplicateKeys: {
    eventIds: [],
    dedupKeys: ['ev_transid'],
    dedupEvents: ['conversion'],
    distinctKeys: ['ev_transid', 's', 'pid', 'cm_partner'],
  },
  hosts: [
    'pixel.everesttech.net',
    'cm.everesttech.net',
    'sync-tm.everesttech.net',
    'rtd-tm.everesttech.net',
    'conv-tm.everesttech.net',
    'lasteventf-tm.everesttech.net',
  ],
  // The 1x1 image the conversion script loads on its own.
  knownNonHits: ({ url }) => url.path === '/1x1',
  matchHosts: ['everesttech.net', 'everestjs.net'],
  match: (request) => callOf(request) !== null,
  decode: decodeAdobeAdvertising,
  params: ADOBE_ADVERTISING_PARAMS,
  patterns: ADOBE_ADVERTISING_PATTERNS,
  // GTM's cache buster, the stitch id made per page view.
  volatile: ['gtmcb', '_les_sdid'],
  sessionIds: ['_les_mid', 'd_uuid', '_test', 'efid'],
});
