/**
 * Snap Pixel (`snaptr`).
 *
 * Recognised: `/p` on `tr.snapchat.com` and its numbered and shadow hosts (`tr6.snapchat.com`,
 * `tr-shadow.snapchat.com`), GET or POST; the cookie-match calls `/cm/i` and `/cm/p` (event
 * `cookie_match`); the IPv6 side ping `tr6.snapchat.com/ipv6?rid=…` (`ipv6_enrichment`, as TikTok's
 * `/ipv6/enrich_ipv6`); the script `sc-static.net/scevent.min.js` (`library_load`).
 *
 * The side ping, read off a real capture (plannedparenthood.org, 2021, The Markup's nonprofit privacy
 * inspections): the pixel's `/p` POST is answered with a 303 to `tr6.snapchat.com/ipv6?rid=<uuid>`, a
 * new `rid` each time, so the visitor's IPv6 address reaches Snap for that hit. It names no pixel (no
 * account) and is no page view; two pings with different `rid`s are never duplicates.
 *
 * Undocumented behaviour relied on: classic tags send one event as form fields (`pid`, `ev`, `pl`,
 * `e_…` event data, `u_…` hashed user data). Current tags POST JSON `{"ctx": {…}, "req": [entry…]}`
 * where an entry `{"t": {pid, ev, …}}` is a tracked event, `{"i": {"pids": […]}}` an identify,
 * `{"md": {"md": [{tagProtocol, tagData}…]}}` the page's metadata (its `og:` and `meta:` tags, its
 * JSON-LD; sent after the PAGE_VIEW, with the same session) and `{"log": {name, pids, stack}}` a
 * diagnostic (`TPFA` with the stack of an exception inside `snaptr`, in real captures of 2025). One
 * event per `t`, `md` and `log` entry, each with the shared `ctx.…` (and the body's other top-level
 * fields, such as `u_scsid`): tracked events decoded with the classic field names, `md` as
 * `page_metadata` (page content, not scanned for personal data), a `log` with a stack as
 * `pixel_error` (other logs `pixel_log`); identify entries beside them are no event, and a body of
 * identify entries alone is one `identify`. No finding is raised for `pixel_error`: no code of the
 * catalogue means "the tag reported its own exception".
 *
 * Event name: `ev` (`PAGE_VIEW`, `PURCHASE`, …). Account: `pid` (the pixel UUID); the first of
 * `pids` for an identify or a log; none for page metadata.
 *
 * Sources: real captures (Idaho, Maine, Maryland, Nevada health exchanges, eBay; 2024–2025).
 */
import { hostMatches } from '../../url/parse-url.js';
import { flattenJson } from '../../url/flatten-json.js';
import { getParam, mergeParams, type Param } from '../../url/params.js';
import { readAnyBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { snapchatPurchase } from './purchase.js';
import { SNAPCHAT_PARAMS, SNAPCHAT_PATTERNS } from './params.js';
import { isRecord } from '../../json-value.js';

type Endpoint = 'event' | 'cookie_match' | 'ipv6' | 'script';

/** The IPv6 side ping's name, as TikTok's vendor names its own (`/ipv6/enrich_ipv6`). */
const IPV6_PING = 'ipv6_enrichment';

/** The page-metadata upload's name, as the engine names such uploads (Pinterest's `/md/`). */
const PAGE_METADATA = 'page_metadata';

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
  if (path === '/ipv6') return 'ipv6';
  return path === '/cm/i' || path === '/cm/p' ? 'cookie_match' : null;
}

function event(params: Param[], fallback: string): VendorEvent {
  return {
    eventName: getParam(params, 'ev') || fallback,
    accountID: getParam(params, 'pid') ?? null,
    params,
  };
}

/** The first pixel id of an identify's or a log's `pids`, or null. */
function firstPid(value: unknown): string | null {
  const first = isRecord(value) && Array.isArray(value.pids) ? value.pids[0] : undefined;
  return typeof first === 'string' ? first : null;
}

/**
 * The event of one untracked entry: the page's metadata (`md`), the pixel's report of its own
 * exception (`log` with a `stack`) or another diagnostic; null for any other entry.
 */
function untrackedEvent(entry: Record<string, unknown>, shared: readonly Param[]): VendorEvent | null {
  if (isRecord(entry.md))
    return { eventName: PAGE_METADATA, accountID: null, params: mergeParams(shared, flattenJson(entry)) };
  if (!isRecord(entry.log)) return null;
  const eventName =
    typeof entry.log.stack === 'string' && entry.log.stack.trim() !== '' ? 'pixel_error' : 'pixel_log';
  return { eventName, accountID: firstPid(entry.log), params: mergeParams(shared, flattenJson(entry)) };
}

/**
 * The `{ctx, req: [...]}` batch: one event per tracked entry (`t`), page-metadata upload (`md`) and
 * diagnostic (`log`); a body of identify entries alone is one `identify`.
 */
function decodeBatch(query: readonly Param[], json: Record<string, unknown>): VendorEvent[] {
  const { ctx, req, ...rest } = json;
  const context = mergeParams(flattenJson(ctx ?? {}, 'ctx'), flattenJson(rest));
  const shared = mergeParams(query, context);
  const entries = Array.isArray(req) ? req.filter(isRecord) : [];
  const events: VendorEvent[] = [];
  for (const entry of entries) {
    const decoded = isRecord(entry.t)
      ? event(mergeParams(query, flattenJson(entry.t), context), 'unknown_event')
      : untrackedEvent(entry, shared);
    if (decoded !== null) events.push(decoded);
  }
  if (events.length > 0) return events;
  const params = mergeParams(shared, flattenJson(entries));
  const identify = entries.find((entry) => isRecord(entry.i));
  return [
    {
      eventName: identify === undefined ? 'unknown_event' : 'identify',
      accountID: firstPid(identify?.i),
      params,
    },
  ];
}

function decodeSnapchat(request: RequestView): VendorEvent[] {
  const endpoint = endpointOf(request);
  if (endpoint === 'script')
    return [{ eventName: 'library_load', accountID: null, params: [...request.query] }];
  if (endpoint === 'ipv6') return [{ eventName: IPV6_PING, accountID: null, params: [...request.query] }];
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
  // The page's own meta tags and JSON-LD: what a page publishes is no visitor's personal data.
  pageContentEvents: [PAGE_METADATA],
  pageUrlParams: ['pl', 'ctx.url'],
  purchase: snapchatPurchase,
  // Two exception reports naming other pixels (`log.pids[…]`) are two reports, not one sent twice; two
  // IPv6 side pings with other `rid`s follow two hits.
  duplicateKeys: { eventIds: [], dedupKeys: [], distinctKeys: ['e_tid', 'log.pids*', 'rid'] },
  matchHosts: ['snapchat.com', 'sc-static.net'],
  match: (request) => endpointOf(request) !== null,
  decode: decodeSnapchat,
  params: SNAPCHAT_PARAMS,
  patterns: SNAPCHAT_PATTERNS,
  volatile: ['ts', 'm_sl', 'm_rd', 'm_pi', 'm_pl', 'm_ic'],
});
