/**
 * Amplitude (Browser SDK 2, the legacy amplitude-js SDK and the HTTP API).
 *
 * Recognised: `/2/httpapi` and `/batch` on `amplitude.com` API hosts (`api2.amplitude.com`,
 * `api.eu.amplitude.com`…), with a JSON body `{api_key, events: [...]}`; the legacy SDK's POST to the
 * root of `api.amplitude.com` / `api.eu.amplitude.com`, a form body `client=<api key>&e=<JSON array>`;
 * the SDK and its unified script on `cdn.amplitude.com` (`/libs/…`, `/script/<api key>.js`:
 * `library_load`).
 *
 * Event name: each event's `event_type` (one event per entry of `events` or `e`; `[Amplitude] Page
 * Viewed` is the page view of the autocapture plugin, `revenue_amount` a revenue event).
 * Account: `api_key` (`client` in the legacy form body; the file name of `/script/<key>.js`).
 * Undocumented behaviour relied on: the legacy `e` field is a JSON array of events, in a form body.
 */
import { tryParseJson, flattenJson } from '../../url/flatten-json.js';
import { getParam, parseParams, type Param } from '../../url/params.js';
import { hostMatches } from '../../url/parse-url.js';
import { readJsonBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import type { PurchaseReader } from '../purchase-reader.js';
import { AMPLITUDE_PARAMS, AMPLITUDE_PATTERNS } from './params.js';

const API_PATHS: ReadonlySet<string> = new Set(['/2/httpapi', '/batch']);
const LEGACY_HOSTS: ReadonlySet<string> = new Set(['api.amplitude.com', 'api.eu.amplitude.com']);
const SCRIPT = /^\/script\/([A-Za-z0-9]+)\.js$/;

function isApiHost(host: string): boolean {
  return hostMatches(host, 'amplitude.com') && host.startsWith('api');
}

function isHttpApi(request: RequestView): boolean {
  return isApiHost(request.url.host) && API_PATHS.has(request.url.path.replace(/\/$/, ''));
}

function isLegacy(request: RequestView): boolean {
  return (
    LEGACY_HOSTS.has(request.url.host) && request.url.path === '/' && request.method.toUpperCase() === 'POST'
  );
}

function isScript(request: RequestView): boolean {
  const { path } = request.url;
  return request.url.host === 'cdn.amplitude.com' && (path.startsWith('/libs/') || SCRIPT.test(path));
}

/** Splits flattened `<list>[n].…` parameters into one event per entry, after the shared ones. */
function perEvent(shared: Param[], params: Param[], list: string, account: string | null): VendorEvent[] {
  const own = new Map<number, Param[]>();
  for (const param of params) {
    const match = /^\[(\d+)\]\.?(.*)$/.exec(param.name.slice(list.length));
    if (!param.name.startsWith(`${list}[`) || match === null) continue;
    const index = Number(match[1]);
    own.set(index, [...(own.get(index) ?? []), { name: match[2] ?? '', value: param.value }]);
  }
  if (own.size === 0) return [{ eventName: 'unknown_event', accountID: account, params: shared }];
  return [...own.values()].map((fields) => ({
    eventName: getParam(fields, 'event_type') || 'unknown_event',
    accountID: account,
    params: [...shared, ...fields],
  }));
}

function decodeHttpApi(request: RequestView): VendorEvent[] {
  const body = readJsonBody(request.body);
  const shared = [...request.query, ...body.params.filter((param) => !param.name.startsWith('events['))];
  const events = perEvent(shared, body.params, 'events', getParam(body.params, 'api_key') ?? null);
  events[0] = { ...(events[0] as VendorEvent), findings: body.findings };
  return events;
}

function decodeLegacy(request: RequestView): VendorEvent[] {
  const form = parseParams(request.body?.trim() ?? '');
  const shared = form.filter((param) => param.name !== 'e');
  const parsed = tryParseJson(getParam(form, 'e') ?? '');
  const events = parsed.ok ? flattenJson(parsed.value, 'e') : [];
  return perEvent([...request.query, ...shared], events, 'e', getParam(form, 'client') ?? null);
}

function decodeAmplitude(request: RequestView): VendorEvent[] {
  if (isHttpApi(request)) return decodeHttpApi(request);
  if (isLegacy(request)) return decodeLegacy(request);
  const key = SCRIPT.exec(request.url.path)?.[1] ?? null;
  return [{ eventName: 'library_load', accountID: key, params: [...request.query] }];
}

const amplitudePurchase: PurchaseReader = {
  events: ['revenue_amount'],
  value: ['event_properties.$revenue', 'revenue', 'event_properties.$price', 'price'],
  currency: ['event_properties.$currency', 'currency'],
  transactionId: [],
  eventId: ['insert_id'],
  itemCount: (params) => {
    const text = params.get('event_properties.$quantity')?.[0] ?? params.get('quantity')?.[0];
    const number = text === undefined ? Number.NaN : Number(text);
    return Number.isFinite(number) ? number : null;
  },
};

export const amplitude = defineVendor({
  code: 'AMPLITUDE',
  name: 'Amplitude',
  kind: 'analytics',
  badge: { short: 'Am', color: 'oklch(54.6% 0.245 262.881)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['[amplitude] page viewed'],
  pageUrlParams: ['event_properties.[Amplitude] Page URL'],
  purchase: amplitudePurchase,
  duplicateKeys: { eventIds: ['insert_id'], dedupKeys: [], distinctKeys: [] },
  matchHosts: ['amplitude.com'],
  match: (request) => !request.isNavigation && (isHttpApi(request) || isLegacy(request) || isScript(request)),
  decode: decodeAmplitude,
  params: AMPLITUDE_PARAMS,
  patterns: AMPLITUDE_PATTERNS,
  volatile: ['time', 'event_id', 'upload_time', 'checksum'],
});
