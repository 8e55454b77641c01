/**
 * Marfeel Compass: the editorial analytics of news sites (reading time, scroll, loyalty, recirculation).
 *
 * Recognised, on `events.newsroom.bi` (and `icu.newsroom.bi`, the SDKs' fallback host):
 * - `POST /ingest.php`: the page's pings. The SDK sends one as the page view starts and then at
 *   intervals while it lasts, each with the time on page so far (`l`) and the scroll reached (`sc`); the
 *   server merges them. The body is form-encoded: the account `ac`, the page `url`, its `canonical` `c`,
 *   the previous page `pp`, the page view id `p`, the user `u` and session `s`, the ping's number `a`,
 *   conversions `conv` with their id `cvid`, value `cvv` and variables `cvar`, the page, user and session
 *   variables `pvar`, `uvar`, `svar` (JSON lists of name-value pairs), page speed `pt`, `pdns`…
 *   Event: `conversion` when the ping carries conversions, `ping` otherwise.
 * - `POST /multimedia.php`: a video or audio's playback (`multimedia`), JSON: the ping's fields plus the
 *   player `m_p` and its media id `m_pi`, `m_t` (video, audio), the title `m_ti`, duration `m_l`, the
 *   impression `imp` and `m`, the playback: the seconds where it was played, paused, muted…
 * - `POST /recirculation/recirculation.php` (`/recirculation.php` in the documentation): the links of
 *   the page's tagged modules, seen or clicked (`recirculation`): `m`, the modules and their links.
 * - the SDK itself, `sdk.mrf.io/statics/marfeel-sdk.js?id=<account>` (and `marfeel-sdk.es5.js`), as
 *   `library_load`: the account even where the capture left the pings' bodies out.
 * Account: `ac`, or the script's `id`. A ping captured without its body gets BODY_NOT_CAPTURED.
 * Not hits: `data/rfv.php` (reads the reader's loyalty score) and the AMP configuration `amp.v*.json`.
 *
 * Sources: Marfeel's "Debug Marfeel SDK network requests and tracking parameters" (the three endpoints,
 * POSTs to ingest.php, `ac`, `co`, `t`, `r` and the page-speed keys), its installation snippet
 * (`marfeel-sdk.js?id=` + the account id) and the field names of its open-source iOS and Android SDKs
 * (MarfeelSDK-iOS, MarfeelSDK-Android: ingest.php form-encoded, multimedia.php JSON). Real requests: 45
 * of 841 sites of the August-2025 captures (elcomercio.pe, elpais.com, as.com, tn.com.ar, 20minutos.es,
 * ambito.com…), all captured without bodies: the SDK's POSTs carry `content-type`
 * `application/x-www-form-urlencoded` (ingest) and `text/plain` (multimedia, recirculation).
 */
import { own } from '../../own.js';
import { flattenJson, tryParseJson } from '../../url/flatten-json.js';
import type { Param } from '../../url/params.js';
import { getParam } from '../../url/params.js';
import { bodyNotCaptured, isBodilessPost, readAnyBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';

const HOSTS = ['events.newsroom.bi', 'icu.newsroom.bi'];
const SDK_HOST = 'sdk.mrf.io';
const SDK_SCRIPT = /^\/statics\/marfeel-sdk(?:\.es5)?\.js$/;

type Call = 'ingest' | 'multimedia' | 'recirculation' | 'sdk';

const CALLS: ReadonlyMap<string, Call> = new Map([
  ['/ingest.php', 'ingest'],
  ['/multimedia.php', 'multimedia'],
  ['/recirculation/recirculation.php', 'recirculation'],
  ['/recirculation.php', 'recirculation'],
]);

/** What the body holds when the capture left it out, by call. */
const LOST: Readonly<Record<Exclude<Call, 'sdk'>, string>> = {
  ingest: 'the page ping (account, page, time on page, scroll, conversions)',
  multimedia: 'the playback ping (account, media, what was played)',
  recirculation: 'the recirculation ping (account, the modules and their links)',
};

function callOf(request: RequestView): Call | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
  if (host === SDK_HOST) return SDK_SCRIPT.test(path) ? 'sdk' : null;
  return HOSTS.includes(host) ? (CALLS.get(path) ?? null) : null;
}

/** Variables sent as JSON lists of name-value pairs (`[["section","sports"]]`), or as objects. */
const PAIR_LISTS: ReadonlySet<string> = new Set(['pvar', 'uvar', 'svar', 'cvar', 'pm']);

/**
 * `params` with each pair list followed by its pairs, one parameter each (`pvar.section`), and `m`
 * sent as JSON text (a playback, or a recirculation ping's modules) by its fields (`m.play[0]`,
 * `m[0].n`: the first module's name); a value in another shape stays as sent.
 */
function withFields(call: Exclude<Call, 'sdk'>, params: readonly Param[]): Param[] {
  const out: Param[] = [];
  for (const param of params) {
    out.push(param);
    const nested = call !== 'ingest' && param.name === 'm';
    if (!nested && !PAIR_LISTS.has(param.name)) continue;
    const parsed = tryParseJson(param.value);
    if (!parsed.ok) continue;
    if (nested) for (const field of flattenJson(parsed.value, 'm')) out.push(field);
    else
      for (const [name, value] of pairsOf(parsed.value)) out.push({ name: `${param.name}.${name}`, value });
  }
  return out;
}

function pairsOf(value: unknown): Array<[string, string]> {
  if (Array.isArray(value)) {
    return value.flatMap((pair: unknown) =>
      Array.isArray(pair) && pair.length === 2 && typeof pair[0] === 'string'
        ? [[pair[0], textOf(pair[1])] as [string, string]]
        : [],
    );
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).map(([name, field]) => [name, textOf(field)]);
  }
  return [];
}

/** A JSON value as a parameter value: a text as it is, anything else as JSON. */
function textOf(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

function eventNameOf(call: Exclude<Call, 'sdk'>, params: readonly Param[]): string {
  if (call !== 'ingest') return call;
  return (getParam(params, 'conv') ?? '').length > 0 ? 'conversion' : 'ping';
}

function decodeMarfeel(request: RequestView): VendorEvent[] {
  const call = callOf(request);
  if (call === 'sdk') {
    const id = getParam(request.query, 'id') ?? '';
    return [{ eventName: 'library_load', accountID: id || null, params: [...request.query] }];
  }
  if (call === null) return [{ eventName: 'unknown_event', accountID: null, params: [...request.query] }];
  if (isBodilessPost(request)) {
    const finding = bodyNotCaptured(
      `This POST to Marfeel Compass holds no body in the capture, where the SDK sends ${LOST[call]}`,
      'the ping',
    );
    return [
      {
        eventName: call === 'ingest' ? 'ping' : call,
        accountID: null,
        params: [...request.query],
        findings: [finding],
      },
    ];
  }
  const body = readAnyBody(request.body);
  const params = withFields(call, [...request.query, ...body.params]);
  return [
    {
      eventName: eventNameOf(call, params),
      accountID: getParam(params, 'ac') || null,
      params,
      findings: body.findings,
    },
  ];
}

/** `m.play[0]`: the playback's field, named. */
const PLAYBACK: Readonly<Record<string, string>> = {
  play: 'Played at (s)',
  pause: 'Paused at (s)',
  mute: 'Muted at (s)',
  unmute: 'Unmuted at (s)',
  ads: 'Ads at (s)',
  fscr: 'Full screen at (s)',
  bscr: 'Back from full screen at (s)',
  mp: 'Longest time played (s)',
  e: 'Ended',
  s: 'Started',
  a: 'Ads started',
  ap: 'Ads length (s)',
};

function playbackLabel(rest: string): string {
  const field = /^([a-z]+)/.exec(rest)?.[1] ?? rest;
  const label = own(PLAYBACK, field);
  return label === undefined
    ? `Playback ${rest}`
    : `${label}${rest.length > field.length ? ` ${rest.slice(field.length)}` : ''}`;
}

/** `m[0].n` as `Module 1: name`, `m[0].e[2].url` as `Module 1, link 3: url`. */
function moduleLabel(rest: string): string {
  const match = /^(\d+)\](?:\.e\[(\d+)\])?\.?(.*)$/.exec(rest);
  if (match === null) return `Modules ${rest}`;
  const name = match[3] ?? '';
  const field = own(MODULE_FIELDS, name) ?? name;
  const module = `Module ${Number(match[1]) + 1}`;
  const where = match[2] === undefined ? module : `${module}, link ${Number(match[2]) + 1}`;
  return field.length > 0 ? `${where}: ${field}` : where;
}

const MODULE_FIELDS: Readonly<Record<string, string>> = { n: 'name', url: 'URL', p: 'position' };

export const marfeel = defineVendor({
  code: 'MARFEEL',
  name: 'Marfeel Compass',
  kind: 'analytics',
  badge: { short: 'Mf', color: 'oklch(55% 0.2 265)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: [],
  pageUrlParams: ['url', 'c'],
  purchase: null,
  // Each ping of a page is numbered (`a`): two numbers are two pings however alike; a conversion is
  // told apart by its id, a playback by its impression.
  duplicateKeys: { eventIds: [], dedupKeys: [], distinctKeys: ['a', 'conv', 'cvid', 'imp', 'p'] },
  hosts: HOSTS,
  knownNonHits: ({ url }) => url.path === '/data/rfv.php' || /^\/amp\.v\d+\.json$/.test(url.path),
  matchHosts: [...HOSTS, SDK_HOST],
  match: (request) => callOf(request) !== null,
  decode: decodeMarfeel,
  params: {
    ac: { label: 'Account ID', group: 'most_used' },
    id: { label: 'Account ID (SDK)', group: 'most_used' },
    url: { label: 'Page URL', group: 'most_used' },
    c: { label: 'Canonical URL', group: 'most_used' },
    pp: { label: 'Previous page URL', group: 'most_used' },
    r: { label: 'Referrer', group: 'most_used' },
    lp: { label: 'Landing page', group: 'most_used' },
    a: { label: 'Ping number on the page', group: 'most_used' },
    l: { label: 'Time on page (ms)', group: 'most_used' },
    sc: { label: 'Scroll reached (%)', group: 'most_used' },
    pageType: { label: 'Page technology', group: 'other' },
    rs: { label: 'Recirculation source', group: 'most_used' },
    conv: { label: 'Conversions', group: 'custom_event_parameters' },
    conv_i: { label: 'Conversion initiator', group: 'custom_event_parameters' },
    cvid: { label: 'Conversion ID', group: 'custom_event_parameters' },
    cvv: { label: 'Conversion value', group: 'custom_event_parameters' },
    cvar: { label: 'Conversion variables', group: 'custom_event_parameters' },
    pvar: { label: 'Page variables', group: 'custom_event_parameters' },
    uvar: { label: 'User variables', group: 'user' },
    svar: { label: 'Session variables', group: 'custom_event_parameters' },
    pm: { label: 'Page metrics', group: 'custom_event_parameters' },
    useg: { label: 'User segments', group: 'user' },
    u: { label: 'User ID', group: 'user' },
    sui: { label: 'Registered user ID', group: 'user' },
    ut: { label: 'User type', group: 'user' },
    s: { label: 'Session ID', group: 'user' },
    p: { label: 'Page view ID', group: 'other' },
    t: { label: 'Session start / event type (recirculation)', group: 'user' },
    fv: { label: 'First visit', group: 'user' },
    lv: { label: 'Previous visit', group: 'user' },
    ps: { label: 'Page start', group: 'other' },
    n: { label: 'Sent at', group: 'other' },
    v: { label: 'SDK version', group: 'other' },
    co: { label: 'Cookie domain', group: 'other' },
    uc: { label: 'User consent', group: 'consent_mode' },
    cc: { label: 'Consent (1 given, 0 refused, 3 unknown)', group: 'consent_mode' },
    cdp_mid: { label: 'CDP master ID', group: 'user' },
    cdp_rfv: { label: 'CDP loyalty (RFV)', group: 'user' },
    cdp_cohorts: { label: 'CDP cohorts', group: 'user' },
    pt: { label: 'SDK ready after (ms)', group: 'other' },
    pdns: { label: 'DNS lookup (ms)', group: 'other' },
    pcon: { label: 'Connection (ms)', group: 'other' },
    pfet: { label: 'Page fetch (ms)', group: 'other' },
    pnet: { label: 'Network time (ms)', group: 'other' },
    pttf: { label: 'HTML download (ms)', group: 'other' },
    pint: { label: 'Time to interactive (ms)', group: 'other' },
    pdcl: { label: 'DOM content loaded (ms)', group: 'other' },
    pdclf: { label: 'DOM content loaded, finished (ms)', group: 'other' },
    m_p: { label: 'Media player', group: 'most_used' },
    m_pi: { label: 'Media ID in the player', group: 'most_used' },
    m_t: { label: 'Media type', group: 'most_used' },
    m_ti: { label: 'Media title', group: 'most_used' },
    m_d: { label: 'Media description', group: 'other' },
    m_u: { label: 'Media URL', group: 'most_used' },
    m_th: { label: 'Media thumbnail', group: 'other' },
    m_a: { label: 'Media authors', group: 'other' },
    m_pt: { label: 'Media published', group: 'other' },
    m_l: { label: 'Media duration (s)', group: 'most_used' },
    m_il: { label: 'Live', group: 'most_used' },
    imp: { label: 'Media impression ID', group: 'other' },
    m: { label: 'Playback / modules', group: 'most_used' },
  },
  patterns: [
    { prefix: 'pvar.', group: 'custom_event_parameters', label: (rest) => `Page variable: ${rest}` },
    { prefix: 'uvar.', group: 'user', label: (rest) => `User variable: ${rest}` },
    { prefix: 'svar.', group: 'custom_event_parameters', label: (rest) => `Session variable: ${rest}` },
    { prefix: 'cvar.', group: 'custom_event_parameters', label: (rest) => `Conversion variable: ${rest}` },
    { prefix: 'pm.', group: 'custom_event_parameters', label: (rest) => `Page metric: ${rest}` },
    { prefix: 'm.', group: 'most_used', label: playbackLabel },
    { prefix: 'm[', group: 'most_used', label: moduleLabel },
    { prefix: 'useg[', group: 'user', label: (rest) => `User segment ${rest.replace(/\]$/, '')}` },
  ],
  volatile: ['n', 'l'],
  sessionIds: ['u', 's', 'p', 'sui', 'imp'],
});
