/**
 * Optimizely Web Experimentation (and Performance Edge).
 *
 * Recognised: the event API `logx.optimizely.com/v1/events` (and the older `/log/event`), JSON body
 * `{account_id, project_id, visitors: [{visitor_id, snapshots: [{decisions: [...], events: [...]}]}]}`
 * giving one event per `visitors[v].snapshots[s].events[e]`; the snippet `cdn.optimizely.com/js/
 * <project id>.js` and Performance Edge's `cdn.optimizely.com/public/<account id>/s/<snippet>.js`
 * (`library_load`).
 *
 * Event name: an event's `key` (custom events and pages), else its `type` (`campaign_activated` for
 * a decision). Account: `account_id` of the body; the project id of a snippet, the account of an
 * Edge snippet. Relied on: the event API's batch format as the snippet sends it.
 */
import { getParam, type Param } from '../../url/params.js';
import { readJsonBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

const EVENT_PATHS: ReadonlySet<string> = new Set(['/v1/events', '/log/event']);
const SNIPPET = /^\/js\/(\d+)\.js$/;
const EDGE_SNIPPET = /^\/public\/(\d+)\/s\/[^/]+\.js$/;
const EVENT_FIELD = /^(visitors\[\d+\]\.snapshots\[\d+\]\.events\[\d+\])\.(.+)$/;

function isEventApi(request: RequestView): boolean {
  return request.url.host === 'logx.optimizely.com' && EVENT_PATHS.has(request.url.path.replace(/\/+$/, ''));
}

function snippetAccount(request: RequestView): string | null | undefined {
  if (request.url.host !== 'cdn.optimizely.com') return undefined;
  return SNIPPET.exec(request.url.path)?.[1] ?? EDGE_SNIPPET.exec(request.url.path)?.[1];
}

function decodeOptimizely(request: RequestView): VendorEvent[] {
  if (!isEventApi(request)) {
    return [
      { eventName: 'library_load', accountID: snippetAccount(request) ?? null, params: [...request.query] },
    ];
  }
  const body = readJsonBody(request.body);
  const account = getParam(body.params, 'account_id') ?? null;
  const shared = body.params.filter((param) => !EVENT_FIELD.test(param.name));
  const byEvent = new Map<string, Param[]>();
  for (const param of body.params) {
    const match = EVENT_FIELD.exec(param.name);
    if (match === null) continue;
    const key = match[1] ?? '';
    byEvent.set(key, [...(byEvent.get(key) ?? []), { name: `event.${match[2] ?? ''}`, value: param.value }]);
  }
  if (byEvent.size === 0)
    return [{ eventName: 'unknown_event', accountID: account, params: shared, findings: body.findings }];
  return [...byEvent.values()].map((own, index) => ({
    eventName: getParam(own, 'event.key') || getParam(own, 'event.type') || 'unknown_event',
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
  duplicateKeys: { ...NO_DUPLICATE_KEYS, eventIds: ['event.uuid'] },
  matchHosts: ['logx.optimizely.com', 'cdn.optimizely.com'],
  match: (request) =>
    !request.isNavigation && (isEventApi(request) || typeof snippetAccount(request) === 'string'),
  decode: decodeOptimizely,
  params: {
    account_id: { label: 'Account ID', group: 'most_used' },
    project_id: { label: 'Project ID', group: 'most_used' },
    'event.key': { label: 'Event key', group: 'most_used' },
    'event.type': { label: 'Event type', group: 'most_used' },
    'event.entity_id': { label: 'Entity ID', group: 'most_used' },
    'event.uuid': { label: 'Event UUID', group: 'most_used' },
    'event.timestamp': { label: 'Timestamp', group: 'other' },
    'event.revenue': { label: 'Revenue (cents)', group: 'e_commerce' },
    'event.value': { label: 'Value', group: 'e_commerce' },
    anonymize_ip: { label: 'Anonymise IP', group: 'consent_mode' },
    client_name: { label: 'Client', group: 'other' },
    client_version: { label: 'Client version', group: 'other' },
    enrich_decisions: { label: 'Enrich decisions', group: 'other' },
  },
  patterns: [
    { prefix: 'event.tags.', group: 'custom_event_parameters', label: (rest) => `Tag: ${rest}` },
    { prefix: 'visitors[', group: 'user', label: (rest) => `Visitor [${rest}` },
  ],
  volatile: ['event.timestamp'],
});
