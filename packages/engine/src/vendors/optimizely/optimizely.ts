/**
 * Optimizely Web Experimentation (and Performance Edge).
 *
 * Recognised: the event API `logx.optimizely.com/v1/events` (and the older `/log/event`), JSON body
 * `{account_id, project_id, visitors: [{visitor_id, snapshots: [{decisions: [...], events: [...]}]}]}`
 * giving one event per `visitors[v].snapshots[s].events[e]`; the snippet `cdn.optimizely.com/js/
 * <project id>.js` and Performance Edge's `cdn.optimizely.com/public/<account id>/s/<snippet>.js`
 * (`library_load`).
 *
 * Event name: the type of one of the snippet's own events (`client_activation`, `campaign_activated`
 * for a decision, `view_activated` for a page), else the event's key (a custom event, type `other`),
 * else its type. Account: `account_id` of the body; the project id of a snippet, the account of an
 * Edge snippet. Each event's `uuid` is its own id (a resend carries the same one); its entity (the
 * campaign, page or event id) and key tell two events apart.
 *
 * Undocumented, relied on: the Web snippet (client 0.1xx and later, seen at 0.195.0) sends each event,
 * decision and attribute with one-letter keys instead of the documented long ones, read from real
 * bodies: an event's `e` entity_id, `k` key, `y` type, `u` uuid, `t` timestamp, `a` tags, `$` revenue,
 * `v` value; a decision's `c` campaign_id, `x` experiment_id, `v` variation_id, `h` holdback; an
 * attribute's `e`, `k`, `t`, `v`. Both spellings are read, the long one first. The legacy `/log/event`
 * body (client 0.4x) is one event with `eventName` and `accountId` at the top level.
 *
 * Optimizely X's first endpoint (2016): the snippet and the SDKs posted that same camelCase body to
 * `p13nlog.dz.optimizely.com/log/event` (Optimizely's developer docs tell to filter the network tab
 * on `p13nlog`: `eventName` the event's API name, a page's id with `eventType` `view_activated`), and
 * the SDKs' decisions to `/log/decision` (`decision`, an impression without `eventName`).
 *
 * Optimizely Classic (documented, the Event API page): a GET to `<project id>.log.optimizely.com/event`
 * with `a` project id, `d` account id, `n` event key, `u` visitor id, `x<experiment id>=<variation id>`,
 * `g` goal ids, `v` value (cents for revenue), `time`. Inferred from a real 2014 request
 * (www.udacity.com): the snippet's first call sends the page URL as `n` (read as `page_view`), segment
 * values as `s<segment id>`, `f` a list of ids, `t` a timestamp, `y`, `wxhr`. Account: `d`, else `a`.
 */
import { getParam, type Param } from '../../url/params.js';
import { readJsonBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { OPTIMIZELY_PARAMS, OPTIMIZELY_PATTERNS } from './params.js';

const EVENT_PATHS: ReadonlySet<string> = new Set(['/v1/events', '/log/event']);
const P13N_HOST = 'p13nlog.dz.optimizely.com';
const P13N_PATHS: ReadonlySet<string> = new Set(['/log/event', '/log/decision']);
/** Optimizely Classic's per-project log host `<project id>.log.optimizely.com`. */
const CLASSIC_HOST = /^\d+\.log\.optimizely\.com$/;
const SNIPPET = /^\/js\/(\d+)\.js$/;
const EDGE_SNIPPET = /^\/public\/(\d+)\/s\/[^/]+\.js$/;
const EVENT_FIELD = /^(visitors\[\d+\]\.snapshots\[\d+\]\.events\[\d+\])\.(.+)$/;
/** The snippet's own event types: named by the type, not by the key (a page's or campaign's name). */
const BUILT_IN_TYPES: ReadonlySet<string> = new Set([
  'client_activation',
  'campaign_activated',
  'view_activated',
]);

function isEventApi(request: RequestView): boolean {
  const path = request.url.path.replace(/\/+$/, '');
  if (request.url.host === P13N_HOST) return P13N_PATHS.has(path);
  return request.url.host === 'logx.optimizely.com' && EVENT_PATHS.has(path);
}

function isClassicEvent(request: RequestView): boolean {
  return CLASSIC_HOST.test(request.url.host) && request.url.path === '/event';
}

/** A Classic event: `n` is the event key, or the page URL on the snippet's page call. */
function decodeClassic(request: RequestView): VendorEvent[] {
  const params = [...request.query];
  const key = getParam(params, 'n') ?? '';
  const eventName = /^https?:\/\//.test(key) ? 'page_view' : key || 'unknown_event';
  return [{ eventName, accountID: getParam(params, 'd') || getParam(params, 'a') || null, params }];
}

function snippetAccount(request: RequestView): string | null | undefined {
  if (request.url.host !== 'cdn.optimizely.com') return undefined;
  return SNIPPET.exec(request.url.path)?.[1] ?? EDGE_SNIPPET.exec(request.url.path)?.[1];
}

/** The event's name from its own fields (`event.…`), long keys first, then the snippet's short ones. */
function eventNameOf(own: readonly Param[]): string {
  const type = getParam(own, 'event.type') || getParam(own, 'event.y');
  const key = getParam(own, 'event.key') || getParam(own, 'event.k');
  if (type !== undefined && BUILT_IN_TYPES.has(type)) return type;
  return key || type || 'unknown_event';
}

function decodeOptimizely(request: RequestView): VendorEvent[] {
  if (isClassicEvent(request)) return decodeClassic(request);
  if (!isEventApi(request)) {
    return [
      { eventName: 'library_load', accountID: snippetAccount(request) ?? null, params: [...request.query] },
    ];
  }
  const body = readJsonBody(request.body);
  const account = getParam(body.params, 'account_id') ?? getParam(body.params, 'accountId') ?? null;
  const shared = body.params.filter((param) => !EVENT_FIELD.test(param.name));
  const byEvent = new Map<string, Param[]>();
  for (const param of body.params) {
    const match = EVENT_FIELD.exec(param.name);
    if (match === null) continue;
    const key = match[1] ?? '';
    byEvent.set(key, [...(byEvent.get(key) ?? []), { name: `event.${match[2] ?? ''}`, value: param.value }]);
  }
  if (byEvent.size === 0) {
    const decision = request.url.path.startsWith('/log/decision') ? 'decision' : undefined;
    const legacyName = getParam(body.params, 'eventName') || getParam(body.params, 'eventType') || decision;
    return [
      {
        eventName: legacyName || 'unknown_event',
        accountID: account,
        params: shared,
        findings: body.findings,
      },
    ];
  }
  return [...byEvent.values()].map((own, index) => ({
    eventName: eventNameOf(own),
    accountID: account,
    params: [...request.query, ...shared, ...own],
    findings: index === 0 ? body.findings : [],
  }));
}

export const optimizely = defineVendor({
  code: 'OPTIMIZELY',
  name: 'Optimizely',
  kind: 'other',
  badge: { short: 'Op', color: 'oklch(48.8% 0.243 264.376)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: [],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: {
    eventIds: ['event.uuid', 'event.u', 'eventId'],
    dedupKeys: [],
    distinctKeys: ['event.entity_id', 'event.e', 'event.key', 'event.k'],
  },
  matchHosts: ['logx.optimizely.com', 'cdn.optimizely.com', P13N_HOST, 'log.optimizely.com'],
  match: (request) =>
    !request.isNavigation &&
    (isEventApi(request) || isClassicEvent(request) || typeof snippetAccount(request) === 'string'),
  decode: decodeOptimizely,
  params: OPTIMIZELY_PARAMS,
  patterns: OPTIMIZELY_PATTERNS,
  volatile: ['event.timestamp', 'event.t', 'timestamp', 't', 'time'],
  sessionIds: ['u'],
});
