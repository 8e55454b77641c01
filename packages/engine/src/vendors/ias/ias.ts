/**
 * Integral Ad Science (IAS): ad verification (viewability, invalid traffic, brand safety) measured by
 * a tag that runs in each ad, and the publisher's page-level optimisation tag.
 *
 * Documented: IAS's help center gives the Campaign Monitor and Publisher Verification tags as
 * `pixel.adsafeprotected.com/jload?anId=…&advId=…&campId=…&pubId=…&chanId=…&placementId=…` (`anId`
 * the client id IAS assigns, then advertiser, campaign, publisher, channel and placement; its
 * publisher and platform verification tags fill `campId` with the creative size, `chanId` with the ad
 * unit, `placementId` with the line item and add `pubCreative`, `pubOrder`, `custom`…`custom3`), and
 * asks that it not be cache-busted; a DSP's manual (Eskimi) gives the image form
 * `pixel.adsafeprotected.com/?anId=…` as the impression pixel. Prebid.js's IAS module loads the
 * Publisher Optimization tag `cdn.adsafeprotected.com/iasPET.1.js` and calls
 * `pixel.adsafeprotected.com/services/pub?anId=<publisher id>&slot={id,ss,p}…&wr=&sr=&url=` (slot id,
 * sizes, ad unit path; window and screen size; page URL). Ad servers quote IAS's display tag as
 * `pixel.adsafeprotected.com/rjss/st/<a>/<b>/skeleton.js` with the noscript pixel
 * `…/rfw/st/<a>/<b>/skeleton.gif`; a public copy of the `skeleton.js` IAS serves names the two path
 * ids `advEntityId` and `pubEntityId` and holds `dtBaseURL: dt.adsafeprotected.com/dt?advEntityId=…`,
 * `adsafeSrc: …/rfw/st/<a>/<b>/skeleton.js`, `cookieBaseURL: sc.iasds01.com/dtc?advEntityId=…`.
 *
 * Inferred from real loads (cnn.com in Lighthouse's test data, 2024; www.bbc.co.uk in PerfCascade's,
 * a WebPageTest HAR of 2016): after its tag loads, each ad sends one call carrying the page and frame
 * URLs (`adsafe_url`, each followed by its `adsafe_type`) and `adsafe_jsinfo`, whose `id` is the ad
 * session id that the ad's later pings carry as `asId` — the `rfw` call of the `rjss` tag (answered by
 * a redirect to the skeleton script, or, for a `dc` tag wrapping a Campaign Manager tag, to that ad
 * tag) and `/mon` of the `jload` tag: `impression`, its ad session id shown as `adsafe_jsinfo.id`.
 * `dt.adsafeprotected.com/dt` pings (`ping`) carry `asId` and `tv`, the tag's measurement state as
 * `{key:value,…}` text whose `type` (v, i, a, e, s, p in the captures; their meaning is not published)
 * is shown as `tv.type`. `sc.iasds01.com/dtc?asid=…` (`cookie_call`) redirects to itself with
 * `second_pass=1`. The `rjss` and `jload` tags, the scripts on `static.` and `cdn.` and their Flash
 * files are loaded once per ad with the same URL for every ad of a placement (two ads of one placement
 * on a page are no duplicate), so they are known but not decoded; each ad's impression call is.
 *
 * Video (the VAST wrapper): a video player asks IAS for the ad through the wrapper URL an ad server
 * quotes, `vast.adsafeprotected.com/vast/<wrapper>/<tag kind>/<advertiser entity>/<publisher entity>/
 * skeleton.js?originalVast=<the ad's own VAST URL>` (also on `fw.`; mobile SDKs rewrite the host to
 * `vastpixel3.`), or the jload-style `vast.adsafeprotected.com/vast?anId=…&advId=…&originalVast=…`.
 * A 2016 recording of one (a VAST analyser's test cassette) shows IAS answering with a VAST document
 * that wraps the original and loads `IASVideo.js` (a tag file, known, not decoded) with the same path
 * as `IAS_PATH`. It is `video_tag_request`, its path ids shown as `vast_wrapper`, `ad_server`,
 * `advEntityId`, `pubEntityId`; the wrapper kind `fwjsvid` is read as IAS's own name, its meaning not
 * published.
 *
 * Account: `anId` (jload tags, Publisher Optimization, jload-style video), else the advertiser entity
 * id (`advEntityId`, the first id of an `rfw` or `vast` path).
 */
import { getParam, type Param } from '../../url/params.js';
import { hostMatches } from '../../url/parse-url.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { IAS_PARAMS, IAS_PATTERNS } from './params.js';
import { appendAll } from '../../append-all.js';

const DOMAINS = ['adsafeprotected.com', 'iasds01.com'];
/** `/rfw/<tag kind>/<advertiser entity>/<publisher entity>[/<wrapped ad tag>]`. */
const FIREWALL_CALL = /^\/rfw\/([^/]+)\/(\d+)\/(\d+)(?:\/(.*))?$/;
const PET_SCRIPT = /^\/iasPET\.\d+\.js$/;
/** `/vast/<wrapper>/<tag kind>/<advertiser entity>/<publisher entity>/<file>`. */
const VIDEO_WRAPPER = /^\/vast\/([^/]+)\/([^/]+)\/(\d+)\/(\d+)\/[^/]+$/;
/** Per-ad tag loads and files: the same URL for every ad of a placement. */
const TAG_FILE = /\.(?:js|swf)$/;

type Call =
  | { kind: 'ping' | 'monitor' | 'image' | 'targeting' | 'script' | 'cookie' }
  | { kind: 'firewall' | 'video'; path: Param[] };

function firewallCall(path: string): Call | null {
  const match = FIREWALL_CALL.exec(path);
  if (match === null) return null;
  const [, server = '', advertiser = '', publisher = '', tag] = match;
  const params: Param[] = [
    { name: 'ad_server', value: server },
    { name: 'advEntityId', value: advertiser },
    { name: 'pubEntityId', value: publisher },
  ];
  if (tag !== undefined && tag.length > 0) params.push({ name: 'ad_tag', value: tag });
  return { kind: 'firewall', path: params };
}

/** A VAST wrapper request: its path ids, or the jload-style `/vast?anId=…`. */
function videoCall(request: RequestView): Call | null {
  const { path, query } = request.url;
  if (path === '/vast')
    return getParam(request.query, 'anId') === undefined ? null : { kind: 'video', path: [] };
  const match = VIDEO_WRAPPER.exec(path);
  if (match === null || !query.includes('originalVast=')) return null;
  const [, wrapper = '', server = '', advertiser = '', publisher = ''] = match;
  return {
    kind: 'video',
    path: [
      { name: 'vast_wrapper', value: wrapper },
      { name: 'ad_server', value: server },
      { name: 'advEntityId', value: advertiser },
      { name: 'pubEntityId', value: publisher },
    ],
  };
}

function callOf(request: RequestView): Call | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
  if (host === 'sc.iasds01.com') return path === '/dtc' ? { kind: 'cookie' } : null;
  if (!hostMatches(host, 'adsafeprotected.com')) return null;
  if (host === 'dt.adsafeprotected.com') return path === '/dt' ? { kind: 'ping' } : null;
  if (host === 'cdn.adsafeprotected.com') return PET_SCRIPT.test(path) ? { kind: 'script' } : null;
  if (path.startsWith('/rfw/')) return firewallCall(path);
  if (path === '/vast' || path.startsWith('/vast/')) return videoCall(request);
  if (host !== 'pixel.adsafeprotected.com') return null;
  if (path === '/mon') return { kind: 'monitor' };
  if (path === '/services/pub') return { kind: 'targeting' };
  if (path === '/' && getParam(request.query, 'anId') !== undefined) return { kind: 'image' };
  return null;
}

/**
 * The value of `key` among the top-level `key:value` fields of `text` (`{c:…,type:v,im:{…}}` or
 * `,c:…,id:…,fm:…`), or undefined: nested `{…}` and `[…]` are skipped. Linear in the text.
 */
function topLevelField(text: string, key: string): string | undefined {
  const prefix = `${key}:`;
  let index = text.startsWith('{') ? 1 : 0;
  let fieldStart = index;
  let depth = 0;
  for (; index <= text.length; index++) {
    const char = index < text.length ? text[index] : ',';
    if (char === '{' || char === '[') depth++;
    else if (depth > 0 && (char === '}' || char === ']')) depth--;
    else if (depth === 0 && (char === ',' || char === '}')) {
      if (text.startsWith(prefix, fieldStart)) return text.slice(fieldStart + prefix.length, index);
      if (char === '}') return undefined;
      fieldStart = index + 1;
    }
  }
  return undefined;
}

/** A field read out of a measurement blob, named `<blob>.<field>`, when it is there. */
function derived(params: readonly Param[], blob: string, field: string): Param[] {
  const text = getParam(params, blob);
  const value = text === undefined ? undefined : topLevelField(text, field);
  return value === undefined || value.length === 0 ? [] : [{ name: `${blob}.${field}`, value }];
}

const EVENT_OF_CALL: Readonly<Record<Call['kind'], string>> = {
  ping: 'ping',
  monitor: 'impression',
  image: 'impression',
  firewall: 'impression',
  video: 'video_tag_request',
  targeting: 'targeting_request',
  script: 'library_load',
  cookie: 'cookie_call',
};

function decodeIas(request: RequestView): VendorEvent[] {
  const call = callOf(request);
  const query = [...request.query];
  const path = call?.kind === 'firewall' || call?.kind === 'video' ? call.path : [];
  const params = [...path, ...query];
  if (call?.kind === 'ping') appendAll(params, derived(query, 'tv', 'type'));
  if (call?.kind === 'monitor' || call?.kind === 'firewall')
    appendAll(params, derived(query, 'adsafe_jsinfo', 'id'));
  const account = getParam(params, 'anId') || getParam(params, 'advEntityId') || null;
  return [
    { eventName: call === null ? 'unknown_event' : EVENT_OF_CALL[call.kind], accountID: account, params },
  ];
}

/** IAS requests known and left undecoded: per-ad tag loads and their files (see the header). */
function isTagFile(request: RequestView): boolean {
  const { path } = request.url;
  return path === '/jload' || path.startsWith('/rjss/') || TAG_FILE.test(path);
}

export const ias = defineVendor({
  code: 'IAS',
  name: 'Integral Ad Science (IAS)',
  kind: 'advertising',
  badge: { short: 'IAS', color: '#0b3d5c', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: [],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: {
    eventIds: [],
    dedupKeys: [],
    // Another ad session is another ad; another ping type is another measurement of it.
    distinctKeys: ['asId', 'asid', 'adsafe_jsinfo.id', 'tv.type'],
  },
  hosts: DOMAINS,
  knownNonHits: isTagFile,
  matchHosts: DOMAINS,
  match: (request) => callOf(request) !== null,
  decode: decodeIas,
  params: IAS_PARAMS,
  patterns: IAS_PATTERNS,
  volatile: [],
  sessionIds: ['sessionId'],
});
