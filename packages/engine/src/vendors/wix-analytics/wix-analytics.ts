/**
 * Wix platform analytics: the BI events a Wix site's viewer and its apps send to `frog.wix.com`.
 *
 * Recognised: any one-segment path of `frog.wix.com` (`/bpm`, `/pa`, `/form-builder`,
 * `/bolt-performance`…, the path naming the logging endpoint) carrying an event id `evid`, in the query
 * or in a JSON body `{"dt", "e": [{"dt", "f": {…}}], "g": {…}}` (one event per entry of `e`, its own
 * fields `f` joined with the batch's shared fields `g`). Not recognised: the same calls proxied through
 * a site's own domain (`<site>/_frog/…`), which no capture held.
 * Event name: on `/pa` with `src=76`, the name Wix's analytics channel gives the evid (`Lead`,
 * `Purchase`, `AddToCart`…); else `<endpoint>_<evid>` (`bpm_505`, `form_builder_900`,
 * `bolt_performance_24`), as what each evid means is not published. Account: the site (meta site) id
 * `_msid`, else `msid`.
 *
 * Sources: a public copy of the boot script of Wix's site viewer (Thunderbolt), which sends
 * `frog.wix.com/bolt-performance?src=72&evid=<n>` with `msid` (the meta site id), `session_id`, `vsi`
 * (a new id per page load), `dc`, `is_cached`, `caching`, `ish`/`isb` (a bot, an iframe or an SEO
 * render suspected), `v` (the viewer's version), `url`, `st` (site type 1 Wix site, 2 user site,
 * 3 template), `ts` (ms since the page started) and `tsn` (performance.now()), `appName`, and on a
 * phase `name` and `duration` (evid 21 at the start, 28 and 22 at a phase's start and end, 26 an
 * error); an older public Wix page whose inline script sent `frog.wix.com/bt?src=29&evid=3&vsi=<its
 * viewerSessionId>`; a public copy of the BI channel of Wix's site analytics adapter: `src` 76 with
 * evids 1100 to 1108 named AddProductImpression, ClickProduct, ViewContent, AddToCart, RemoveFromCart,
 * InitiateCheckout, AddPaymentInfo, Purchase and Lead; and a real capture (gryphon.org contact form,
 * 2023-06-08, The Markup's meta-pixel-988 HARs): six calls, all answered 204.
 * Read off that capture only: the batch body's layout; `/pa?src=76&evid=1108` (Lead) sent as the
 * contact form was submitted; `/form-builder` evid 900 then 901 (`src` 5) around the submission, the
 * second with its `submissionId`; `/bolt-performance` evids 24 and 25 with `name=submission` (25 adding
 * a `duration`); `/bpm` evid 505 with `entryType=page-transition` from `origin` to `destination`;
 * `_rp` repeats the endpoint; `uuid` on `/pa` equals `_siteOwnerId`; `_mt_instance` is a signed token
 * whose payload names the app instance, the site and its owner; `bl`/`pl` held the browser's language
 * and languages. Other fields keep their wire names.
 */
import { own } from '../../own.js';
import { getParam, type Param } from '../../url/params.js';
import { readJsonBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { splitIndexedEntries } from '../indexed-entries.js';
import { WIX_ANALYTICS_PARAMS } from './params.js';

const HOST = 'frog.wix.com';
/** `/<endpoint>`; group 1 is the endpoint. */
const ENDPOINT_PATH = /^\/([a-z0-9][a-z0-9-]*)$/;
/** The `src` of Wix's site analytics channel on `/pa`. */
const ANALYTICS_CHANNEL_SRC = '76';
/** The names Wix's analytics channel gives its evids. */
const ANALYTICS_CHANNEL_EVENTS: Readonly<Record<string, string>> = {
  '1100': 'AddProductImpression',
  '1101': 'ClickProduct',
  '1102': 'ViewContent',
  '1103': 'AddToCart',
  '1104': 'RemoveFromCart',
  '1105': 'InitiateCheckout',
  '1106': 'AddPaymentInfo',
  '1107': 'Purchase',
  '1108': 'Lead',
};

function endpointOf(request: RequestView): string | null {
  if (request.isNavigation || request.url.host !== HOST) return null;
  const endpoint = ENDPOINT_PATH.exec(request.url.path)?.[1];
  if (endpoint === undefined) return null;
  if (getParam(request.query, 'evid') !== undefined) return endpoint;
  const body = request.body;
  return body !== null && body.trimStart().startsWith('{') && body.includes('"evid"') ? endpoint : null;
}

/** Strips `prefix` from the names that carry it; the others are left out. */
function under(params: readonly Param[], prefix: string): Param[] {
  return params
    .filter((param) => param.name.startsWith(prefix))
    .map((param) => ({ name: param.name.slice(prefix.length), value: param.value }));
}

/** One event's parameters: the query, its own fields, then the batch's (`g.<name>` when both have one). */
function eventParams(query: readonly Param[], entry: readonly Param[], shared: readonly Param[]): Param[] {
  const params: Param[] = [...query, ...under(entry, 'f.')];
  const taken = new Set(params.map((param) => param.name));
  for (const param of entry) if (param.name === 'dt') params.push({ name: 'e.dt', value: param.value });
  for (const param of under(shared, 'g.'))
    params.push(taken.has(param.name) ? { name: `g.${param.name}`, value: param.value } : param);
  for (const param of shared) if (param.name === 'dt') params.push(param);
  return params;
}

function eventNameOf(endpoint: string, params: readonly Param[]): string {
  const evid = getParam(params, 'evid') ?? getParam(params, 'g.evid');
  if (evid === undefined || evid.length === 0) return endpoint.replace(/-/g, '_');
  const src = getParam(params, 'src') ?? getParam(params, 'g.src');
  const named = own(ANALYTICS_CHANNEL_EVENTS, evid);
  if (endpoint === 'pa' && src === ANALYTICS_CHANNEL_SRC && named !== undefined) return named;
  return `${endpoint.replace(/-/g, '_')}_${evid}`;
}

function accountOf(params: readonly Param[]): string | null {
  return getParam(params, '_msid') || getParam(params, 'msid') || getParam(params, 'g._msid') || null;
}

function decodeWixAnalytics(request: RequestView): VendorEvent[] {
  const endpoint = endpointOf(request);
  const query = [...request.query];
  if (endpoint === null) return [{ eventName: 'unknown_event', accountID: null, params: query }];
  const body = request.body !== null && request.body.trim().length > 0 ? readJsonBody(request.body) : null;
  const split = body === null ? null : splitIndexedEntries(body.params, 'e');
  const entries = split === null || split.entries.length === 0 ? [[]] : split.entries;
  return entries.map((entry, index) => {
    const params = eventParams(query, entry, split?.shared ?? []);
    const event: VendorEvent = {
      eventName: eventNameOf(endpoint, params),
      accountID: accountOf(params),
      params,
    };
    return index === 0 && body !== null ? { ...event, findings: body.findings } : event;
  });
}

export const wixAnalytics = defineVendor({
  code: 'WIXANALYTICS',
  name: 'Wix platform analytics',
  kind: 'analytics',
  badge: { short: 'Wx', color: 'oklch(25% 0.02 260)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: [],
  pageUrlParams: ['url', 'form_url'],
  purchase: null,
  // The event name carries the evid; a phase, a submission or a transition tells two of one evid apart.
  duplicateKeys: { eventIds: [], dedupKeys: [], distinctKeys: ['name', 'submissionId', 'destination'] },
  hosts: [HOST],
  matchHosts: [HOST],
  match: (request) => endpointOf(request) !== null,
  decode: decodeWixAnalytics,
  params: WIX_ANALYTICS_PARAMS,
  // Clocks, counters and measured times of each send.
  volatile: ['_', 'ts', 'tsn', '_ms', 'dt', 'e.dt', 'duration', 'startTime', 'delay', 'tti'],
  sessionIds: ['vsi', 'session_id', '_visitorId'],
});
