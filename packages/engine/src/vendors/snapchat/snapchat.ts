/**
 * Snap Pixel (`snaptr`).
 *
 * Recognised: `/p` on `tr.snapchat.com` and its numbered and shadow hosts (`tr6.snapchat.com`,
 * `tr-shadow.snapchat.com`), GET or POST; the cookie-match calls `/cm/i` and `/cm/p` (event
 * `cookie_match`); the script `sc-static.net/scevent.min.js` (`library_load`).
 *
 * Undocumented behaviour relied on: classic tags send one event as form fields (`pid`, `ev`, `pl`,
 * `e_…` event data, `u_…` hashed user data). Current tags POST JSON `{"ctx": {…}, "req": [entry…]}`
 * where an entry `{"t": {pid, ev, …}}` is a tracked event, `{"i": {"pids": […]}}` an identify and
 * `{"log": {…}}` a diagnostic: one event per `t` entry, decoded with the classic field names and the
 * shared `ctx.…`; a body with no `t` entry is one `identify` (or `log`) event.
 *
 * Event name: `ev` (`PAGE_VIEW`, `PURCHASE`, …). Account: `pid` (the pixel UUID).
 */
import { hostMatches } from '../../url/parse-url.js';
import { flattenJson } from '../../url/flatten-json.js';
import { getParam, mergeParams, type Param } from '../../url/params.js';
import { readAnyBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { snapchatPurchase } from './purchase.js';
import { SNAPCHAT_PARAMS, SNAPCHAT_PATTERNS } from './params.js';
import { isRecord } from '../../json-value.js';

type Endpoint = 'event' | 'cookie_match' | 'script';

function isTrackingHost(host: string): boolean {
  if (!hostMatches(host, 'snapchat.com')) return false;
  return /^tr(\d*|-shadow)$/.test(host.slice(0, -'.snapchat.com'.length));
}

function endpointOf(request: RequestView): Endpoint | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
  if (host === 'sc-static.net') return path === '/scevent.min.js' ? 'script' : null;
  if (!isTrackingHost(host)) return null;
  if (path === '/p' || path === '/p/') return 'event';
  return path === '/cm/i' || path === '/cm/p' ? 'cookie_match' : null;
}

function event(params: Param[], fallback: string): VendorEvent {
  return {
    eventName: getParam(params, 'ev') || fallback,
    accountID: getParam(params, 'pid') ?? null,
    params,
  };
}

/** The `{ctx, req: [...]}` batch: one event per tracked entry. */
function decodeBatch(query: readonly Param[], json: Record<string, unknown>): VendorEvent[] {
  const context = flattenJson(json.ctx ?? {}, 'ctx');
  const entries = Array.isArray(json.req) ? json.req.filter(isRecord) : [];
  const tracked = entries.filter((entry) => isRecord(entry.t));
  if (tracked.length > 0)
    return tracked.map((entry) => event(mergeParams(query, flattenJson(entry.t), context), 'unknown_event'));
  const params = mergeParams(query, context, flattenJson(entries));
  const kind = entries.some((entry) => 'i' in entry)
    ? 'identify'
    : entries.some((entry) => 'log' in entry)
      ? 'log'
      : 'unknown_event';
  const pids = entries.find((entry) => isRecord(entry.i))?.i;
  const firstPid = isRecord(pids) && Array.isArray(pids.pids) ? pids.pids[0] : undefined;
  return [{ eventName: kind, accountID: typeof firstPid === 'string' ? firstPid : null, params }];
}

function decodeSnapchat(request: RequestView): VendorEvent[] {
  const endpoint = endpointOf(request);
  if (endpoint === 'script')
    return [{ eventName: 'library_load', accountID: null, params: [...request.query] }];
  const body = readAnyBody(request.body);
  if (endpoint === 'event' && isRecord(body.json) && 'req' in body.json)
    return decodeBatch(request.query, body.json);
  const params = mergeParams(request.query, body.params);
  const decoded = event(params, endpoint === 'cookie_match' ? 'cookie_match' : 'unknown_event');
  return [
    {
      ...decoded,
      eventName: endpoint === 'cookie_match' ? 'cookie_match' : decoded.eventName,
      findings: body.findings,
    },
  ];
}

export const snapchat = defineVendor({
  code: 'SNAPCHAT',
  name: 'Snap Pixel',
  kind: 'advertising',
  badge: { short: 'S', color: '#fffc00', textColor: '#000' },
  supported: false,
  adPixel: true,
  pageViewEvents: ['page_view'],
  pageUrlParams: ['pl', 'ctx.url'],
  purchase: snapchatPurchase,
  duplicateKeys: { eventIds: [], dedupKeys: [], distinctKeys: ['e_tid'] },
  matchHosts: ['snapchat.com', 'sc-static.net'],
  match: (request) => endpointOf(request) !== null,
  decode: decodeSnapchat,
  params: SNAPCHAT_PARAMS,
  patterns: SNAPCHAT_PATTERNS,
  volatile: ['ts', 'm_sl', 'm_rd', 'm_pi', 'm_pl', 'm_ic'],
});
