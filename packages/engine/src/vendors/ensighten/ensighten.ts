/**
 * Ensighten (now part of CHEQ): Ensighten Manage, the tag manager, and Ensighten Server Side (SST).
 *
 * Manage: the bootstrap `nexus.ensighten.com/<client>/Bootstrap.js` or `…/<client>/<space>/Bootstrap.js`
 * (also on the test host `nexus-test.ensighten.com`) is `library_load`; the account is `<client>/<space>`,
 * or the client alone when the path names no space. The tag files the bootstrap loads next from the
 * same host (`…/code/<hash>.js`) are known and not decoded, so one container counts one library load. A
 * bootstrap served from a first-party CNAME is not recognised: off Ensighten's hosts a file named
 * `Bootstrap.js` says too little.
 *
 * Two further Manage calls on the nexus hosts, inferred from real requests (jcpenney.com 2016–2017 in
 * public NetStorm recordings): `/<client>/<space>/serverComponent.php?ClientID=…&PageID=<page URL>&r=…`
 * (`server_component`), which the bootstrap sends on each page for the rules that run on the server,
 * `ClientID` being the numeric client and `r` a random number; and `/<client>/<space>/perf.rnc?cid=…&ns=…`
 * (`performance`), the page's Navigation Timing: `ns` the navigation start, the others offsets named
 * after the timing attributes (`fs` fetchStart, `reqs`/`resps`/`respe` request and response, `dl`
 * domLoading, `di` domInteractive, `dcles`/`dclee` DOMContentLoaded, `dc` domComplete, `les`/`lee`
 * load event…). Account: `<client>/<space>`, as for the bootstrap.
 *
 * Server Side: a call to a path ending in `/sst` (or `/sst/`) whose query carries `sstVersion`, on any
 * host. Its JSON body is flattened: `settings.*` (the library's host and publish path),
 * `virtualBrowser.*` (the page as the browser saw it: `page`, `title`, `referrer`, screen), `dataLayer.*`
 * and the batched `events[<n>].name` / `events[<n>].data.*`. Each listed event is one event named by its
 * `name`, with the call's shared fields; a call listing no event is `sst_request`. Account: `<client>`
 * of a `/pc/<client>/sst` path, else none.
 *
 * Relied on, not a published contract (Ensighten's documentation needs a login): the bootstrap URL
 * shape, from Ensighten's installation training and public page sources; the Server Side path, query
 * and body fields as Omnibug reads them and as a user-submitted payload shows them (omnibug issue #282).
 * The shape of the `events` array is known from Omnibug's reader only.
 */
import { getParam, type Param } from '../../url/params.js';
import { readAnyBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { ENSIGHTEN_PARAMS, ENSIGHTEN_PATTERNS } from './params.js';
import { own } from '../../own.js';

const NEXUS_HOSTS = new Set(['nexus.ensighten.com', 'nexus-test.ensighten.com']);
const BOOTSTRAP = /^\/([^/]+)\/(?:([^/]+)\/)?Bootstrap\.js$/;
const SST_CLIENT = /^\/pc\/([^/]+)\/sst\/?$/;
/** `/<client>/<space>/serverComponent.php` or `…/perf.rnc`: client, space and the call. */
const MANAGE_CALL = /^\/([^/]+)\/([^/]+)\/(serverComponent\.php|perf\.rnc)$/;
const MANAGE_CALL_NAMES: Readonly<Record<string, string>> = {
  'serverComponent.php': 'server_component',
  'perf.rnc': 'performance',
};
const EVENTS_PREFIX = 'events[';

function bootstrapOf(request: RequestView): RegExpExecArray | null {
  const { host, path } = request.url;
  if (!path.endsWith('/Bootstrap.js') || !NEXUS_HOSTS.has(host)) return null;
  return BOOTSTRAP.exec(path);
}

function manageCallOf(request: RequestView): RegExpExecArray | null {
  const { host, path } = request.url;
  if (!NEXUS_HOSTS.has(host) || (!path.endsWith('.php') && !path.endsWith('.rnc'))) return null;
  return MANAGE_CALL.exec(path);
}

function decodeManageCall(call: RegExpExecArray, request: RequestView): VendorEvent[] {
  const [, client = '', space = '', file = ''] = call;
  const params = [{ name: 'client', value: client }, { name: 'space', value: space }, ...request.query];
  return [
    { eventName: own(MANAGE_CALL_NAMES, file) ?? 'manage_call', accountID: `${client}/${space}`, params },
  ];
}

function isServerSide(request: RequestView): boolean {
  const { path } = request.url;
  // Tried on every request (no host of its own): the path first, the query only after `/sst`.
  if (!path.endsWith('/sst') && !path.endsWith('/sst/')) return false;
  return getParam(request.query, 'sstVersion') !== undefined;
}

function decodeBootstrap(bootstrap: RegExpExecArray, request: RequestView): VendorEvent[] {
  const [, client = '', space] = bootstrap;
  const params = [
    { name: 'client', value: client },
    ...(space === undefined ? [] : [{ name: 'space', value: space }]),
    ...request.query,
  ];
  return [
    { eventName: 'library_load', accountID: space === undefined ? client : `${client}/${space}`, params },
  ];
}

/** The index written in `events[<index>]…`, or null for any other name. */
function eventIndexOf(name: string): string | null {
  if (!name.startsWith(EVENTS_PREFIX)) return null;
  const close = name.indexOf(']', EVENTS_PREFIX.length);
  return close === -1 ? null : name.slice(EVENTS_PREFIX.length, close);
}

function decodeServerSide(request: RequestView): VendorEvent[] {
  const body = readAnyBody(request.body);
  const client = SST_CLIENT.exec(request.url.path)?.[1];
  const params: Param[] = [
    ...(client === undefined ? [] : [{ name: 'client', value: client }]),
    ...request.query,
    ...body.params,
  ];
  const accountID = client ?? null;
  const shared: Param[] = [];
  const byEvent = new Map<string, Param[]>();
  for (const param of params) {
    const index = eventIndexOf(param.name);
    const own = index === null ? undefined : byEvent.get(index);
    if (index === null) shared.push(param);
    else if (own === undefined) byEvent.set(index, [param]);
    else own.push(param);
  }
  if (byEvent.size === 0) return [{ eventName: 'sst_request', accountID, params, findings: body.findings }];
  return [...byEvent].map(([index, own], position) => ({
    eventName: getParam(own, `${EVENTS_PREFIX}${index}].name`) || 'sst_event',
    accountID,
    params: [...shared, ...own],
    findings: position === 0 ? body.findings : [],
  }));
}

export const ensighten = defineVendor({
  code: 'ENSIGHTEN',
  name: 'Ensighten',
  kind: 'tag_manager',
  badge: { short: 'En', color: 'oklch(45% 0.15 250)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: [],
  pageUrlParams: ['virtualBrowser.page'],
  purchase: null,
  // Another page is another server-component call.
  duplicateKeys: { ...NO_DUPLICATE_KEYS, distinctKeys: ['PageID'] },
  hosts: [...NEXUS_HOSTS],
  knownNonHits: ({ url }) => url.path.endsWith('.js'),
  match: (request) =>
    !request.isNavigation &&
    (bootstrapOf(request) !== null || manageCallOf(request) !== null || isServerSide(request)),
  decode: (request) => {
    const bootstrap = bootstrapOf(request);
    if (bootstrap !== null) return decodeBootstrap(bootstrap, request);
    const call = manageCallOf(request);
    return call === null ? decodeServerSide(request) : decodeManageCall(call, request);
  },
  params: ENSIGHTEN_PARAMS,
  patterns: ENSIGHTEN_PATTERNS,
  // The server component's random number; the timing offsets change on every load.
  volatile: ['r', 'ns'],
});
