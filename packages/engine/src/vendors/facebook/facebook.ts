/**
 * Meta (Facebook) pixel.
 *
 * fbevents.js sends `facebook.com/tr` as a GET image request, or as a POST (sendBeacon / fetch) whose
 * query may be empty and whose fields are then in a form-encoded or multipart body. `ev=Microdata`
 * pings are sent automatically, as GET or POST alike (`rqm` says which), with the page's structured
 * data (`cd[DataLayer]`, `cd[Meta]`, `cd[OpenGraph]`, `cd[Schema.org]`, `cd[JSON-LD]`) and `es=automatic`:
 * they are no event of the site's, but they are the pixel's, so they are recognised under the event
 * name `microdata` (their `ev` stays a parameter), never counted as a page view or conversion, and never
 * left as a request no vendor knows. Custom data is `cd[…]`,
 * advanced matching `ud[…]` (must be SHA-256 hashes); automatic advanced matching `udff[…]` (hashed by
 * the pixel from the fields of a form).
 *
 * fbevents.js also mirrors each hit to `facebook.com/privacy_sandbox/pixel/register/trigger/` (the same
 * query, for the browser's Attribution Reporting API). That side ping is recognised with the event name
 * `attribution_trigger` (its `ev` stays a parameter), so it never counts as a second event. The Topics
 * API registration `facebook.com/privacy_sandbox/topics/registration/?id=<pixel>` carries no event
 * (Meta's rules would call it an event without `ev`): it is a known non-hit, neither matched nor
 * drift-flagged.
 *
 * The pixel's scripts on `connect.facebook.net` are `library_load` (no vendor rule runs on them, see
 * applicable-rules.ts): the base code's `/<locale>/fbevents.js` (and `fbevents.plugins.<name>.js`,
 * which some integrations load beside it), the pixel's configuration `/signals/config/<pixel id>?v=…&r=…`
 * (account: that id) and its plugins `/signals/plugins/<name>.js`. Other scripts there (the Facebook
 * JS SDK `sdk.js`) are no part of the pixel: known non-hits. The SDK's App Events, which it sends to
 * `facebook.com/tr` with the App ID as `id` (`ev=fb_page_view`), are the FACEBOOKSDK vendor's, not hits
 * of a pixel (facebook-sdk/app-event.ts).
 */
import { hostMatches } from '../../url/parse-url.js';
import type { Finding } from '../../findings/finding.js';
import { getParam, mergeParams, type Param } from '../../url/params.js';
import { readAnyBody } from '../body.js';
import { META_CODE } from './code.js';
import { defineVendor, type RequestView } from '../define-vendor.js';
import { metaPurchase } from './purchase.js';
import { metaMetricCategories } from './metric-categories.js';
import { isSdkAppEvent } from '../facebook-sdk/app-event.js';

const TRIGGER_PATH = '/privacy_sandbox/pixel/register/trigger';
const TOPICS_PATH = '/privacy_sandbox/topics/registration';

function withoutSlash(path: string): string {
  return path.endsWith('/') ? path.slice(0, -1) : path;
}

/** The `ev` of the pixel's automatic structured-data ping, and the event name it is given. */
const MICRODATA_EV = 'Microdata';
const MICRODATA_EVENT = 'microdata';

/** The side ping of the pixel recognised as a hit, by path, and its event name. */
function sidePingEvent(path: string): string | null {
  return withoutSlash(path) === TRIGGER_PATH ? 'attribution_trigger' : null;
}

const SCRIPT_HOST = 'connect.facebook.net';
const FBEVENTS = /^\/[a-z]{2,3}_[A-Z]{2}\/fbevents(?:\.plugins\.[\w-]+)?\.js$/;
const CONFIG = /^\/signals\/config\/(\d+)\/?$/;
const PLUGIN = /^\/signals\/plugins\/[\w.-]+\.js$/;

/** The pixel's script: the account it names (the pixel id of its configuration, else null); undefined for any other request. */
function pixelScript(request: RequestView): { account: string | null } | undefined {
  const { host, path } = request.url;
  if (host !== SCRIPT_HOST || request.isNavigation) return undefined;
  if (FBEVENTS.test(path) || PLUGIN.test(path)) return { account: null };
  const config = CONFIG.exec(path);
  return config === null ? undefined : { account: config[1] ?? null };
}

function isPixelPath(request: RequestView): boolean {
  const { host, path } = request.url;
  return (
    hostMatches(host, 'facebook.com') &&
    (path === '/tr' || path === '/tr/' || sidePingEvent(path) !== null) &&
    !isSdkAppEvent(request)
  );
}

interface PixelFields {
  params: Param[];
  findings: Finding[];
}

/** The pixel's fields: the query, then those of a form or multipart body. */
function fields(request: RequestView): PixelFields {
  const body = request.body === null ? { params: [], findings: [] } : readAnyBody(request.body);
  return { params: mergeParams(request.query, body.params), findings: body.findings };
}

export const facebook = defineVendor({
  code: META_CODE,
  name: 'Meta Pixel',
  kind: 'advertising',
  badge: { short: 'f', color: 'oklch(48.8% 0.243 264.376)', textColor: '#fff' },
  supported: true,
  adPixel: true,
  pageViewEvents: ['pageview'],
  // `noscript=1` is the image a `<noscript>` tag loads: with scripts on, another system fired it on its
  // own (Adobe Audience Manager's segment destination `ev=Adobe-Audience-Manager-Segment`, a real 2025
  // capture of samsung.com/ar with no pixel script), so the page's Meta page views are not expected.
  standaloneHit: (params) => getParam(params, 'noscript') === '1',
  // The page's own structured data: what a page publishes is no visitor's personal data.
  pageContentEvents: [MICRODATA_EVENT],
  pageUrlParams: ['dl'],
  purchase: metaPurchase,
  // `eid` is the eventID Meta deduplicates on (pixel and Conversions API share it on purpose). Another
  // order, browser, value or product list is another event, never a copy.
  duplicateKeys: {
    eventIds: ['eid'],
    dedupKeys: [],
    distinctKeys: ['cd[order_id]', 'fbp', 'cd[value]', 'cd[content_ids]', 'cd[contents]'],
  },
  metricCategories: metaMetricCategories,
  hosts: ['facebook.com/tr/', 'facebook.com/privacy_sandbox/', 'connect.facebook.net'],
  // The Topics API registration, and the scripts on connect.facebook.net that are not the pixel's (sdk.js).
  knownNonHits: (request) =>
    request.url.host === SCRIPT_HOST
      ? request.url.path.endsWith('.js') || request.url.path.startsWith('/signals/')
      : withoutSlash(request.url.path) === TOPICS_PATH,
  matchHosts: ['facebook.com', SCRIPT_HOST],
  match: (request) => !request.isNavigation && (isPixelPath(request) || pixelScript(request) !== undefined),
  decode: (request) => {
    const script = pixelScript(request);
    if (script !== undefined)
      return [{ eventName: 'library_load', accountID: script.account, params: [...request.query] }];
    const { params, findings } = fields(request);
    const ev = getParam(params, 'ev');
    return [
      {
        eventName:
          sidePingEvent(request.url.path) ?? (ev === MICRODATA_EV ? MICRODATA_EVENT : ev) ?? 'unknown_event',
        accountID: getParam(params, 'id') ?? null,
        params,
        findings,
      },
    ];
  },
  params: {
    id: { label: 'Pixel ID', group: 'most_used' },
    ev: { label: 'Event', group: 'most_used' },
    dl: { label: 'Page location', group: 'most_used' },
    rl: { label: 'Referrer', group: 'most_used' },
    if: { label: 'In an iframe', group: 'other' },
    ts: { label: 'Timestamp', group: 'other' },
    sw: { label: 'Screen width', group: 'user' },
    sh: { label: 'Screen height', group: 'user' },
    v: { label: 'Pixel version', group: 'other' },
    r: { label: 'Release segment', group: 'other' },
    a: { label: 'Agent (integration)', group: 'other' },
    ec: { label: 'Event count on page', group: 'other' },
    o: { label: 'Options bitmask', group: 'other' },
    fbp: { label: 'Browser ID (_fbp)', group: 'user' },
    fbc: { label: 'Click ID (_fbc)', group: 'user' },
    eid: { label: 'Event ID (deduplication)', group: 'most_used' },
    it: { label: 'Init time', group: 'other' },
    coo: { label: 'Cookies off', group: 'other' },
    rqm: { label: 'Request method', group: 'other' },
    // Chrome's cookie deprecation label (Privacy Sandbox testing; `API_unavailable` without it), read
    // by the pixel's cookiedeprecationlabel plugin, as gtag sends it in `pscdl`: no consent.
    cdl: { label: 'Privacy Sandbox cookie deprecation label', group: 'other' },
    dpo: { label: 'Data processing options', group: 'consent_mode' },
    dpoco: { label: 'Data processing country', group: 'consent_mode' },
    dpost: { label: 'Data processing state', group: 'consent_mode' },
    pmd: { label: 'Page metadata', group: 'other' },
    plt: { label: 'Page load time', group: 'other' },
    expv2: { label: 'Experiments', group: 'other' },
    // fbevents.js appends the code of the pixel's own experiment (SignalsFBEventsQE) the page load
    // was rolled into: the experiment's code, then a digit (+1 in the test group, +2 exposed).
    exp: { label: 'Pixel experiment group', group: 'other' },
    // trackSingleGeneric in fbevents.js: `es` is the category of an event the pixel fires itself
    // (`automatic` for inferred button clicks and Microdata, `user_properties`), `tm` the track
    // method (1 trackSingle, 2 trackSingleCustom, 3 such a system event).
    es: { label: 'System event category', group: 'other' },
    tm: { label: 'Track method', group: 'other' },
    // The lastexternalreferrer plugin: where the visitor last came from, by the referrer's host,
    // kept 90 days in localStorage (`fb` Facebook, `ig` Instagram, `other`, `empty` none).
    ler: { label: 'Last external referrer', group: 'other' },
    'cd[value]': { label: 'Value', group: 'e_commerce' },
    'cd[currency]': { label: 'Currency', group: 'e_commerce' },
    'cd[content_ids]': { label: 'Content IDs', group: 'e_commerce' },
    'cd[content_type]': { label: 'Content type', group: 'e_commerce' },
    'cd[contents]': { label: 'Contents', group: 'e_commerce' },
    'cd[num_items]': { label: 'Number of items', group: 'e_commerce' },
    'cd[content_name]': { label: 'Content name', group: 'e_commerce' },
    'cd[content_category]': { label: 'Content category', group: 'e_commerce' },
    'cd[search_string]': { label: 'Search string', group: 'e_commerce' },
    'cd[predicted_ltv]': { label: 'Predicted lifetime value', group: 'e_commerce' },
    'cd[order_id]': { label: 'Order ID', group: 'e_commerce' },
    // The page's structured data, read by the pixel for its automatic Microdata ping.
    'cd[DataLayer]': { label: 'Microdata: data layer', group: 'other' },
    'cd[Meta]': { label: 'Microdata: page title and meta tags', group: 'other' },
    'cd[OpenGraph]': { label: 'Microdata: Open Graph tags', group: 'other' },
    'cd[Schema.org]': { label: 'Microdata: Schema.org microdata', group: 'other' },
    'cd[JSON-LD]': { label: 'Microdata: JSON-LD', group: 'other' },
  },
  patterns: [
    {
      prefix: 'cd[',
      group: 'custom_event_parameters',
      label: (rest) => `Custom data: ${rest.replace(/\]$/, '')}`,
    },
    { prefix: 'ud[', group: 'user', label: (rest) => `Advanced matching: ${rest.replace(/\]$/, '')}` },
    // Automatic advanced matching: the pixel reads the fields of a form and sends them hashed.
    {
      prefix: 'udff[',
      group: 'user',
      label: (rest) => `Automatic advanced matching: ${rest.replace(/\]$/, '')}`,
    },
    { prefix: 'pmd[', group: 'other', label: (rest) => `Page metadata: ${rest.replace(/\]$/, '')}` },
  ],
  sessionIds: ['fbp', 'fbc'],
  volatile: ['ts', 'it', 'ec', 'o', 'plt', 'coo', 'rqm', 'r', 'v', 'expv2', 'if'],
});
