/**
 * Dynamic Yield.
 *
 * Relied on (DY documents its script, not its wire format): the script `cdn.dynamicyield.com/api/<section
 * id>/api_dynamic.js` (and `api_static.js`) is a `library_load` whose account is the section id in the
 * path; the same two files served from a first-party subdomain or another CDN folder
 * (`/…/api/<numeric section id>/api_dynamic.js` on any host) are recognised too, their names being
 * DY's own. Its tracking calls go to `(async-)px(-eu).dynamicyield.com` on these endpoints: `/uia` (page
 * info, form-encoded body with `se`), `/imp` (unit impressions `imps[n]`), `/var` (variation
 * impression: campaign `e`, version `ve`, variations `va`), `/ac`, `/id` and `/dpx` (custom events
 * sent by `DY.API('event', {name, properties})`, a JSON body), and `/batch` (a POST with `cnst` and
 * the cache buster `_` in its query, sent twice by script 2.62.0 after `/uia`, `/dpx` and `/var` in a
 * 2025 carrefour.com.ar capture that kept no bodies: what it batches is not read off any source, so
 * it is the event `batch`, named after its endpoint, its body decoded as sent). The account is `sec`
 * (else `se`); the event is the payload's `name`, else the type parameter `t`, else the endpoint's
 * meaning (`page_info`, `unit_impressions`, …). Query and body are merged; a JSON page context `ctx` is also
 * flattened. The state fetch `st(-eu).dynamicyield.com/st` made on each page load is the side ping
 * `state_fetch` (account `sec`). Other data fetches (`/spa/json/…`, `rcom…` recommendations), the
 * collector script `dy-coll-…js` and campaign images are not hits and are not matched.
 */
import { flattenJson, tryParseJson } from '../../url/flatten-json.js';
import { hostMatches } from '../../url/parse-url.js';
import { getParam, mergeParams, type Param } from '../../url/params.js';
import { readAnyBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { DY_PARAMS, DY_PATTERNS } from './params.js';
import { own } from '../../own.js';

/** The hit endpoints and the event name used when a hit carries neither `name` nor `t`. */
const HIT_EVENTS: Readonly<Record<string, string>> = {
  uia: 'page_info',
  imp: 'unit_impressions',
  var: 'variation_impression',
  ac: 'variation_click',
  id: 'identify',
  dpx: 'event',
  batch: 'batch',
};
/** Endpoints named after themselves whatever their payload holds (one batch carries several events). */
const NAMED_BY_ENDPOINT: ReadonlySet<string> = new Set(['batch']);
const LIBRARY_SCRIPTS = new Set(['api_dynamic.js', 'api_static.js']);

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}

/** `uia`, `dpx`… for a hit; null otherwise. */
function hitEndpoint(path: string): string | null {
  const segments = segmentsOf(path);
  const [endpoint] = segments;
  return segments.length === 1 && endpoint !== undefined && Object.hasOwn(HIT_EVENTS, endpoint)
    ? endpoint
    : null;
}

function isDigits(text: string): boolean {
  if (text.length === 0) return false;
  for (const char of text) if (char < '0' || char > '9') return false;
  return true;
}

/**
 * `[…, 'api', section, 'api_dynamic.js']`: the section id; null when the path is not the DY script.
 * On DY's hosts the script is `/api/<section>/…` exactly; elsewhere (a first-party subdomain) folders
 * may come first but the section id must be numeric.
 */
function scriptSection(request: RequestView): string | null {
  const segments = segmentsOf(request.url.path);
  const onDy = hostMatches(request.url.host, 'dynamicyield.com');
  if (onDy ? segments.length !== 3 : segments.length < 3) return null;
  const [api, section = '', file = ''] = segments.slice(-3);
  if (api !== 'api' || !LIBRARY_SCRIPTS.has(file)) return null;
  return onDy ? section : isDigits(section) ? section : null;
}

/** The state fetch `st.dynamicyield.com/st` (also `st-eu.`). */
function isStateFetch(request: RequestView): boolean {
  const { host, path } = request.url;
  return (
    path === '/st' &&
    (hostMatches(host, 'st.dynamicyield.com') || hostMatches(host, 'st-eu.dynamicyield.com'))
  );
}

function matchDy(request: RequestView): boolean {
  if (request.isNavigation) return false;
  // Elsewhere only the script is DY's, and both its names contain `api_`: other paths need no split.
  if (!hostMatches(request.url.host, 'dynamicyield.com'))
    return request.url.path.includes('api_') && scriptSection(request) !== null;
  return hitEndpoint(request.url.path) !== null || isStateFetch(request) || scriptSection(request) !== null;
}

/** Adds the fields of a JSON page context (`ctx={"type":"PRODUCT","data":["SKU"]}`) after it. */
function expandContext(params: readonly Param[]): Param[] {
  return params.flatMap((param) => {
    if (param.name !== 'ctx' || !param.value.startsWith('{')) return [param];
    const parsed = tryParseJson(param.value);
    return parsed.ok ? [param, ...flattenJson(parsed.value, 'ctx')] : [param];
  });
}

function decodeScript(request: RequestView, section: string): VendorEvent[] {
  const file = segmentsOf(request.url.path).pop() ?? '';
  return [
    {
      eventName: 'library_load',
      accountID: section,
      params: [{ name: 'script', value: file }, { name: 'section_id', value: section }, ...request.query],
    },
  ];
}

function decodeHit(request: RequestView, endpoint: string): VendorEvent[] {
  const body = request.body === null ? { params: [], findings: [] } : readAnyBody(request.body);
  const params = expandContext(mergeParams(request.query, body.params));
  const eventName = NAMED_BY_ENDPOINT.has(endpoint)
    ? endpoint
    : getParam(params, 'name') || getParam(params, 't') || own(HIT_EVENTS, endpoint) || 'unknown_event';
  return [
    {
      eventName,
      accountID: getParam(params, 'sec') || getParam(params, 'se') || null,
      params: [{ name: 'endpoint', value: endpoint }, ...params],
      findings: body.findings,
    },
  ];
}

function decodeDy(request: RequestView): VendorEvent[] {
  const section = scriptSection(request);
  if (section !== null) return decodeScript(request, section);
  if (isStateFetch(request)) {
    const sec = getParam(request.query, 'sec');
    return [{ eventName: 'state_fetch', accountID: sec || null, params: request.query.slice() }];
  }
  return decodeHit(request, hitEndpoint(request.url.path) ?? '');
}

export const dynamicYield = defineVendor({
  code: 'DY',
  name: 'Dynamic Yield',
  aliases: ['DYNAMICYIELD'],
  kind: 'other',
  badge: { short: 'DY', color: 'oklch(49.1% 0.27 292.581)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: [],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  match: matchDy,
  decode: decodeDy,
  params: DY_PARAMS,
  patterns: DY_PATTERNS,
  volatile: ['_', 'reqts', 'rri', 'lts', 'msn'],
});
