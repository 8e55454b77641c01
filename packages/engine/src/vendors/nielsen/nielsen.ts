/**
 * Nielsen audience measurement on the web: the SiteCensus page tag, Digital Measurement (Digital
 * Content Ratings and the other products of the Browser SDK), Digital Ad Ratings tags, and Nielsen
 * Marketing Cloud (eXelate) pixels.
 *
 * Recognised on `*.imrworldwide.com` and `*.nmrodam.com`:
 * - `/cgi-bin/m` carrying `ci`: the SiteCensus page tag (`page_view`), or an ad tag when it carries
 *   an action type `at` (the event is then `at`: `view`…);
 * - `/cgi-bin/gn`: Digital Measurement pings; the event is the action type `at` (`view`, `timer`…),
 *   else the product `prd` (`session`, `audit`);
 * - the Cloud API `/nmapi/v<n>/<app id>/<session id>/a?b=<JSON>` (AMP's Nielsen configuration): the
 *   JSON's `event` (`playhead`), its fields under `b.`;
 * - `library_load` for the scripts: SiteCensus `/v<version>.js` (`v53.js`, `v60.js`), the Browser
 *   SDK `/novms/js/…` and its per-app configuration `/conf/<app id>.js` (or `.json`).
 * And on `*.exelator.com`, the Marketing Cloud pixel `/load` (`/load/`, no other path): `id_sync` when
 * it carries a partner's user ID field (`buid`, `rluid`, `utid`), else `load` (a publisher's data pixel).
 *
 * Account: the client ID `ci` (`us-nytimes`, `us-804789h`, `it-605193`); else the app ID, from `apid`,
 * from `c13` (`asid,P…`) or from the path; the publisher ID `p` of an eXelate data pixel; none for an
 * eXelate ID sync.
 *
 * Documented (Nielsen's engineering portal): the DAR parameter reference names `ci` (client ID),
 * `am` (ad server), `ca`, `cr`, `pc` (campaign, creative, placement); the audit beacon `prd=audit`
 * with `apid`, `sessionid`, `pingtype`, `uoo` (user opt-out); the static queue snippet loads
 * `/conf/<app id>.js`; DCR Static Lite counts the time on the page in `c27`. AMP's vendor
 * configurations (public) give the session ping, the Cloud API and eXelate's `p` (pubId) and `g`
 * (siteId).
 * Inferred, not a published contract: the SiteCensus fields, from the tag's variables in public page
 * sources (`_rsCI` client ID, `_rsCG` content group, `_rsSI` page, `_rsRP` referrer, `_rsCC`) and from
 * captured hits: with `cc=1` a browser without Nielsen's IMRID cookie is answered with a redirect that
 * sets it and sends the hit again with `ja=1`; `ts` is `compact` for the JavaScript tag, `noscript` for
 * its image. The keys of the `c<n>=<key>,<value>` fields and the meaning of the other ping fields, from
 * the variable names of the Browser SDK's ping templates (`c13=asid,|!nol_dfltAppid!|`). A tag that
 * writes its ampersands HTML-escaped (`&amp;cg=0`, seen on bbc.com) sends `amp;cg`: Nielsen reads no
 * such field (it skipped the cookie check `cc=1` asked for), so it is reported.
 *
 * eXelate ID syncs, from captures: every `/load` hit in the public HARs is another company's user-ID
 * sync, none the site's measurement, all with `p=204`: Krux's (`loadm.exelator.com/load?_kdpid=…&
 * buid=<Krux user>&p=204&g=270`, fired by Krux on nytimes.com 2015, sitespeedio/pagexray, and on
 * bbc.com 2015, micmro/PerfCascade) and LiveRamp's (`rc.rlcdn.com/456809.gif` redirects to
 * `…/load/?p=204&g=450&rluid=<LiveRamp user>`, which redirects back to `idsync.rlcdn.com/…?partner_uid=…`;
 * spartapride.org 2020, the-markup/investigation-blacklight-the-high-cost-of-free). Public site code
 * lists more: `p=204&g=1145&utid=…` ("Exelate (Batch Integration)" among a site's sync partners),
 * `p=204&g=700&buid=…` beside Audience Manager's `ibs:` and LiveRamp's `idsync`. Such a hit names no
 * site account: `p` is 204 on every site and for every partner (a data partner ID, not the site's),
 * and `g` follows the partner (270 Krux, 450 LiveRamp: inferred from those captures). A publisher's own
 * data pixel (AMP's `p=${pubId}&g=${siteId}`; `p=400&g=031&c=…&ctg=…` in a site's code) carries no
 * user ID and keeps its publisher ID `p` as the account.
 */
import { getParam, type Param } from '../../url/params.js';
import { hostMatches } from '../../url/parse-url.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { decodeCloudApi, isCloudApi } from './cloud-api.js';
import { escapedAmpersandFindings } from './escaped-ampersands.js';
import { NIELSEN_PARAMS, NIELSEN_PATTERNS, PRODUCT_PARAM } from './params.js';

const DOMAINS = ['imrworldwide.com', 'nmrodam.com'] as const;
const MARKETING_CLOUD_DOMAIN = 'exelator.com';

const SITE_CENSUS_SCRIPT = /^\/v\d+\.js$/;
const CONFIG_SCRIPT = /^\/conf\/([\w-]+)\.(?:js|json)$/;

type Call = 'page_tag' | 'ping' | 'cloud_api' | 'script' | 'marketing_cloud';

/** A partner's user ID an eXelate ID sync carries (Krux `buid`, LiveRamp `rluid`; see the header). */
const SYNC_USER_PARAMS = ['buid', 'rluid', 'utid'] as const;

function isNielsenHost(host: string): boolean {
  return DOMAINS.some((domain) => hostMatches(host, domain));
}

/** The Browser SDK's scripts (`/novms/js/2/nlsSDK600.bundle.min.js`, `/novms/js/2/ggcmb510.js`). */
function isSdkScript(path: string): boolean {
  return path.startsWith('/novms/js/') && path.endsWith('.js');
}

function callOf(request: RequestView): Call | null {
  const { host, path } = request.url;
  if (hostMatches(host, MARKETING_CLOUD_DOMAIN)) {
    return path === '/load' || path === '/load/' ? 'marketing_cloud' : null;
  }
  if (!isNielsenHost(host)) return null;
  if (path === '/cgi-bin/m') return getParam(request.query, 'ci') === undefined ? null : 'page_tag';
  if (path === '/cgi-bin/gn') return request.query.length > 0 ? 'ping' : null;
  if (isCloudApi(path)) return 'cloud_api';
  return SITE_CENSUS_SCRIPT.test(path) || isSdkScript(path) || CONFIG_SCRIPT.test(path) ? 'script' : null;
}

function nonEmpty(value: string | undefined): string | null {
  return value !== undefined && value.length > 0 ? value : null;
}

/** The value of a `c<n>=<key>,<value>` field when its key is `key` (`c13=asid,P…` gives `P…`). */
function keyedValue(params: readonly Param[], name: string, key: string): string | undefined {
  const value = getParam(params, name);
  return value?.startsWith(`${key},`) === true ? value.slice(key.length + 1) : undefined;
}

function accountOf(params: readonly Param[]): string | null {
  return (
    nonEmpty(getParam(params, 'ci')) ??
    nonEmpty(getParam(params, 'apid')) ??
    nonEmpty(keyedValue(params, 'c13', 'asid'))
  );
}

function product(name: string): Param {
  return { name: PRODUCT_PARAM, value: name };
}

function decodePageTag(request: RequestView): VendorEvent {
  const action = nonEmpty(getParam(request.query, 'at'));
  return {
    eventName: action ?? 'page_view',
    accountID: accountOf(request.query),
    params: [product(action === null ? 'SiteCensus' : 'Digital Ad Ratings'), ...request.query],
    findings: escapedAmpersandFindings(request.query),
  };
}

function decodePing(request: RequestView): VendorEvent {
  const params = request.query;
  return {
    eventName: nonEmpty(getParam(params, 'at')) ?? nonEmpty(getParam(params, 'prd')) ?? 'ping',
    accountID: accountOf(params),
    params: [product('Digital Measurement'), ...params],
    findings: escapedAmpersandFindings(params),
  };
}

function decodeScript(request: RequestView): VendorEvent {
  const appId = CONFIG_SCRIPT.exec(request.url.path)?.[1];
  const siteCensus = SITE_CENSUS_SCRIPT.test(request.url.path);
  return {
    eventName: 'library_load',
    accountID: appId ?? null,
    params: [
      product(siteCensus ? 'SiteCensus' : 'Browser SDK'),
      ...(appId === undefined ? [] : [{ name: 'app_id', value: appId }]),
      ...request.query,
    ],
  };
}

function decodeMarketingCloud(request: RequestView): VendorEvent {
  const params = [product('Marketing Cloud (eXelate)'), ...request.query];
  // Even empty (a sync whose partner had no ID to send), the field makes the hit a sync.
  const sync = SYNC_USER_PARAMS.some((name) => getParam(request.query, name) !== undefined);
  if (sync) return { eventName: 'id_sync', accountID: null, params };
  return { eventName: 'load', accountID: nonEmpty(getParam(request.query, 'p')), params };
}

function decodeNielsen(request: RequestView): VendorEvent[] {
  switch (callOf(request)) {
    case 'page_tag':
      return [decodePageTag(request)];
    case 'ping':
      return [decodePing(request)];
    case 'cloud_api':
      return [decodeCloudApi(request, product('Cloud API'))];
    case 'marketing_cloud':
      return [decodeMarketingCloud(request)];
    default:
      return [decodeScript(request)];
  }
}

export const nielsen = defineVendor({
  code: 'NIELSEN',
  name: 'Nielsen (Digital Measurement, SiteCensus, eXelate)',
  kind: 'analytics',
  badge: { short: 'Ni', color: 'oklch(48.8% 0.217 264.376)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['page_view'],
  pageUrlParams: ['si'],
  purchase: null,
  duplicateKeys: {
    eventIds: [],
    dedupKeys: [],
    // Another content group, asset, campaign, creative, placement or resource type, another time spent
    // (the duration pings of one asset) or another Cloud API ping of the page (its count): another
    // measurement, however alike the rest. eXelate pixels of one publisher differ by site.
    distinctKeys: ['cg', 'ca', 'cr', 'pc', 'ai', 'asn', 'tl', 'rt', 'c27', 'b.index', 'g'],
  },
  hosts: [...DOMAINS, MARKETING_CLOUD_DOMAIN],
  // The Browser SDK's own frames and files (`/novms/html/ls.html`…) carry no measurement.
  knownNonHits: ({ url }) => url.path.startsWith('/novms/'),
  matchHosts: [...DOMAINS, MARKETING_CLOUD_DOMAIN],
  match: (request) => !request.isNavigation && callOf(request) !== null,
  decode: decodeNielsen,
  params: NIELSEN_PARAMS,
  patterns: NIELSEN_PATTERNS,
  // Cache busters, the cookie-check mark of the redirect, and the times each ping is made and sent.
  volatile: [
    'rnd',
    'r',
    'ja',
    'c61',
    'c62',
    'c64',
    'createtm',
    'xl8blockcheck',
    'b.utc',
    'b.position',
    'b.data.position',
  ],
  sessionIds: [
    'sessionId',
    'sessionid',
    'c1',
    'c29',
    'c59',
    'fp_id',
    'buid',
    'session_id',
    'b.devInfo.devId',
  ],
});
