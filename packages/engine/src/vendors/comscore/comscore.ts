/**
 * Comscore (scorecardresearch.com): the publisher page tag, its streaming tag, and the c-value tags
 * that ad servers fire from VAST and image pixels.
 *
 * Recognised on `sb.scorecardresearch.com` (https), `b.scorecardresearch.com` (http) and
 * `ads.scorecardresearch.com` (ad tags and partner ID syncs): the beacons `/b`, `/p`, `/b2`, `/p2`
 * when they carry a tag type or client ID (`c1` or `c2`, in either case: ad tags write `C1`, `C2`…);
 * the scripts `/beacon.js`, `/cs/<c2>/beacon.js`, `/c2/<c2>/cs.js` and `/internal-cs/<c2>/beacon.js`
 * (`library_load`, account from the path). The survey invite `app.scorecardresearch.com/s2e/…` is not
 * a hit.
 *
 * Event name: the streaming event `ns_st_ev` (`play`, `pause`, `end`, `hb`…) when present; else
 * `hidden_event` for a hidden event (`ns_type=hidden`, counted as no view); else `id_sync` for a
 * partner's ID sync (`c1=9`, below); else `page_view` for a page tag (`c1=2`); else `beacon`. Account:
 * the client ID `c2` (or `C2`); none for an ID sync.
 *
 * Tag type `c1`: 2 is the page tag (Comscore's tag specification: "constant value of 2"); 1 comes in
 * ad and content tags (VAST impressions), 3 in an ad SDK's impression tag on `ads.scorecardresearch.com`
 * (with campaign, creative and placement in `c3`–`c5`, public SDK source). `c1=9` is a data partner
 * syncing its user id with Comscore's, not a tag of the site's: every `c1=9` hit found is one. Zeta
 * Global's sync iframe `live.rezync.com/pixel.html` sent `ads.scorecardresearch.com/b?c1=9&c2=14652657&
 * cs_xi=<its user id>` among its other partners' syncs (Tapad, rfihub) on two unrelated sites
 * (immigrationimpact.com, spartapride.com, Blacklight 2020), the same `c2` on both, the same `cs_xi` as
 * it gave the others (`/b` answering 302 to `/b2`); LiveRamp's `rc.rlcdn.com/456809.gif` redirected to
 * `ads.scorecardresearch.com/p?c1=9&c2=17057153&c3=1&c6=<its hashed id>` among its own syncs (eXelate,
 * Google); a public sync list of Undertone has `…/b?c1=9&c2=2113&c3=2&cs_xi=`, a public recording has
 * `…/p?c1=9&c2=6034944&c3=2&cs_xi=<id>&r=<Audience Manager's /ibs: sync with that id>`. So `c2` there is
 * the partner's Comscore ID, not the site's: the sync names no account of the site, like the other
 * vendors' syncs, and is never a duplicate. `cs_xi` is the partner's user id (inferred).
 *
 * Why `hidden_event` and not `hidden`, nor the hit's `name`: Comscore's SDKs call such a hit a hidden
 * event (`notifyHiddenEvent()`, beside `notifyViewEvent()`, in the public THEOplayer Comscore
 * integration; the app tag sends it as `ns_ap_ev=hidden`), an event measured without counting a view.
 * `name` on it is the page's counter name, the same as on that page's view: `home.page` on both the
 * view and the hidden `action_name=page-load` hit of bbc.co.uk (2016), `smp.player.page` on the video
 * player's view and hidden hits of bbc.com (2015, both in PerfCascade's test HARs); it names the page,
 * not the event, so it would show a hidden event under the page view's name. What happened is said only
 * by the publisher's own labels (the BBC's `action_type`, `action_name`), not by any Comscore field. The
 * app event `ns_ap_ev=hidden` gets the same name.
 *
 * Relied on, read off public page sources and captured beacons (not a published contract): beacon.js
 * adds `c7` (page URL), `c8` (title), `c9` (referrer), `ns__t` (time), `ns_c` (charset) and, past
 * 2,048 characters, cuts the URL into `ns_cut`; `cs_ucfr` is the user consent (1 granted, 0 denied,
 * empty unknown); the streaming tag sends its metadata as `ns_st_*`.
 *
 * Digital Analytix (Nedstat's Sitestat, Comscore's since 2010) on the customer's own collection host:
 * its tag is `<host>/<client>/<site>/s?<counter name>&ns__t=<time>…` (`uk.sitestat.com/<client>/
 * <site>/s?…` in public site code; the BBC's first-party CNAME `sa.bbc.co.uk/bbc/bbc/s?name=…` in
 * PerfCascade's test HARs of 2015 and 2016, its app tag `/bbc/nkdata/s?c1=19&ns_ap_…&ns_st_…`). As it
 * may be on any host, it is recognised only with that path shape and the tag's own fields: `name` or
 * `c1`, and one of `ns__t`, `ns_ts` (send times of 13 digits), `ns_type` `view`/`hidden`, or the
 * streaming pair `ns_st_ev` with `ns_st_id`. The classic Sitestat syntax gives the counter name (the
 * page's name) as the query's first key, bare, with no `=` (`nl.sitestat.com/rtl/buienradar/
 * s?buienradar.nl_actueel.index&rtl_…&ns_channel=…&ns__t=1326029131413&ns_c=UTF-8&ns_ti=…&
 * ns_jspageurl=…`, buienradar.nl 2012, har-viewer's HAR): it counts as `name`, and is shown as `name`
 * in its place, the field the later `s?name=<counter name>` syntax writes. Event: `ns_st_ev`, else the
 * app event `ns_ap_ev` (its `hidden` as `hidden_event`), else `hidden_event` for `ns_type=hidden`, else
 * `page_view`; account `c2`, else `<client>/<site>` of the path (shown as `ns_client`, `ns_sitename`).
 * Inferred from those captures: `ns_jspageurl` is the page URL, `ns_ti` its title, `ns_referrer` the
 * referrer.
 */
import { decodeComponent } from '../../url/decode-component.js';
import { getParam, type Param } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { COMSCORE_PARAMS, COMSCORE_PATTERNS } from './params.js';

const BEACON_HOSTS: ReadonlySet<string> = new Set([
  'sb.scorecardresearch.com',
  'b.scorecardresearch.com',
  'ads.scorecardresearch.com',
]);
const BEACON_PATHS: ReadonlySet<string> = new Set(['/b', '/p', '/b2', '/p2']);
/**
 * `/beacon.js`, `/cs/<c2>/beacon.js`, `/c2/<c2>/cs.js`, `/internal-cs/<c2 or default>/beacon.js` (the
 * tag of 2025: 53 of 842 Argentine captures); the groups hold the client ID of the path.
 */
const SCRIPT =
  /^\/(?:beacon\.js|cs\/(\d+)\/beacon\.js|c2\/(\d+)\/cs\.js|internal-cs\/(?:(\d+)|default)\/beacon\.js)$/;

/** Digital Analytix: `/<client>/<site>/s`. */
const ANALYTIX_PATH = /^\/([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)\/s$/;
const SEND_TIME = /^\d{13}$/;

type Call = 'beacon' | 'script' | 'analytix';

/** A hit measured without counting a view (`ns_type=hidden`, `ns_ap_ev=hidden`): see the header. */
const HIDDEN_EVENT = 'hidden_event';
/** A data partner's user-id sync (`c1=9`): see the header. */
const ID_SYNC = 'id_sync';

/** A c-value in either case (ad tags write `C2`). */
function cValue(params: readonly Param[], name: string): string | undefined {
  return getParam(params, name) ?? getParam(params, name.toUpperCase());
}

/**
 * The classic Sitestat counter name: the query's first key when it is written bare (no `=`), decoded;
 * else null (see the header).
 */
function bareCounterName(query: string): string | null {
  const end = query.indexOf('&');
  const first = end === -1 ? query : query.slice(0, end);
  return first.length > 0 && !first.includes('=') ? decodeComponent(first) : null;
}

/** The Digital Analytix tag's own fields (see the header): never a look-alike's by chance. */
function isAnalytixHit(params: readonly Param[], query: string): boolean {
  const named = getParam(params, 'name') !== undefined || bareCounterName(query) !== null;
  if (!named && getParam(params, 'c1') === undefined) return false;
  const sendTime = getParam(params, 'ns__t') ?? getParam(params, 'ns_ts');
  if (sendTime !== undefined && SEND_TIME.test(sendTime)) return true;
  const type = getParam(params, 'ns_type');
  if (type === 'view' || type === 'hidden') return true;
  return getParam(params, 'ns_st_ev') !== undefined && getParam(params, 'ns_st_id') !== undefined;
}

function callOf(request: RequestView): Call | null {
  const { host, path } = request.url;
  if (!BEACON_HOSTS.has(host)) {
    return path.endsWith('/s') && ANALYTIX_PATH.test(path) && isAnalytixHit(request.query, request.url.query)
      ? 'analytix'
      : null;
  }
  if (BEACON_PATHS.has(path)) {
    const tagged = cValue(request.query, 'c1') !== undefined || cValue(request.query, 'c2') !== undefined;
    return tagged ? 'beacon' : null;
  }
  return SCRIPT.test(path) ? 'script' : null;
}

function eventNameOf(params: readonly Param[]): string {
  const streaming = getParam(params, 'ns_st_ev');
  if (streaming) return streaming;
  if (getParam(params, 'ns_type') === 'hidden') return HIDDEN_EVENT;
  const type = cValue(params, 'c1');
  if (type === '9') return ID_SYNC;
  return type === '2' ? 'page_view' : 'beacon';
}

function decodeAnalytix(request: RequestView): VendorEvent[] {
  const [, client = '', site = ''] = ANALYTIX_PATH.exec(request.url.path) ?? [];
  const counterName = bareCounterName(request.url.query);
  // The classic bare counter name, read as the first parameter, is shown as `name` in its place.
  const query =
    counterName === null ? request.query : [{ name: 'name', value: counterName }, ...request.query.slice(1)];
  const params: Param[] = [
    { name: 'ns_client', value: client },
    { name: 'ns_sitename', value: site },
    ...query,
  ];
  const type = getParam(params, 'ns_type');
  const appEvent = getParam(params, 'ns_ap_ev');
  const eventName =
    getParam(params, 'ns_st_ev') ||
    (appEvent === 'hidden' ? HIDDEN_EVENT : appEvent) ||
    (type === 'hidden' ? HIDDEN_EVENT : 'page_view');
  return [{ eventName, accountID: cValue(params, 'c2') || `${client}/${site}`, params }];
}

function decodeComscore(request: RequestView): VendorEvent[] {
  const params = [...request.query];
  const call = callOf(request);
  if (call === 'analytix') return decodeAnalytix(request);
  if (call === 'script') {
    const match = SCRIPT.exec(request.url.path);
    return [{ eventName: 'library_load', accountID: match?.[1] ?? match?.[2] ?? match?.[3] ?? null, params }];
  }
  const eventName = eventNameOf(params);
  const account = eventName === ID_SYNC ? null : cValue(params, 'c2') || null;
  return [{ eventName, accountID: account, params }];
}

export const comscore = defineVendor({
  code: 'COMSCORE',
  name: 'Comscore',
  kind: 'analytics',
  badge: { short: 'cS', color: 'oklch(55.8% 0.288 302.321)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['page_view'],
  pageUrlParams: ['c7', 'C7', 'ns_jspageurl'],
  purchase: null,
  duplicateKeys: {
    eventIds: [],
    dedupKeys: [],
    // Another content or another position in it: another streaming event, however alike the rest.
    distinctKeys: ['ns_st_ci', 'ns_st_po'],
  },
  hosts: [...BEACON_HOSTS],
  // No matchHosts: Digital Analytix collects on the customer's own host.
  match: (request) => !request.isNavigation && callOf(request) !== null,
  decode: decodeComscore,
  params: COMSCORE_PARAMS,
  patterns: COMSCORE_PATTERNS,
  // The streaming event counter grows with every send, like the send times and the cache buster.
  volatile: ['rn', 'ns__t', 'ns_ts', 'ns_st_ec'],
  sessionIds: ['cs_fpid', 'ns_st_id'],
});
