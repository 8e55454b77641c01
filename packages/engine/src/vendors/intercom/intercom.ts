/**
 * Intercom Messenger.
 *
 * Recognised: the widget `widget.intercom.io/widget/<app id>` (`library_load`) and the Messenger API
 * `api-iam.intercom.io` (regional `api-iam.eu.intercom.io`, `api-iam.au.intercom.io`) under
 * `/messenger/web/`: `ping` (a page visit or update: `ping`), `events` (tracked events: the first
 * event's name from `event_list`, else `event`), any other call its name (`open`, `conversations`…).
 * Bodies are forms; `user_data` and `event_list` are JSON and flattened.
 * Account: the app id (`app_id` of the body, or the widget path).
 *
 * Visitor analytics on `api-visitor-analytics.intercom.com/visitor_analytics/<call>`: `pageviews`
 * (`page_view`, a JSON body `{page_url, referrer, metadata: {…}}`, answered 201) and
 * `cookie_consent_mode` (`cookie_consent_mode`, a GET with no query). Read off Lighthouse's capture of
 * an intercom.com help article (2024-06-04, core/test/fixtures/artifacts/intercom-widget): both are
 * fetched by the site's own Next.js script on `static.intercomassets.com`, each after its CORS
 * preflight, and carry no app id (no account). Seen only on intercom.com's own pages: Intercom
 * measuring its website's visitors, not the Messenger installed on a customer's site.
 */
import { flattenJson, tryParseJson } from '../../url/flatten-json.js';
import { getParam, mergeParams, parseParams, type Param } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { readJsonBody } from '../body.js';
import { appendAll } from '../../append-all.js';

const WIDGET = /^\/widget\/([a-z0-9]+)\/?$/;
const API_HOST = /^api-iam(?:\.[a-z]{2})?\.intercom\.io$/;
const VISITOR_ANALYTICS_HOST = 'api-visitor-analytics.intercom.com';
const VISITOR_ANALYTICS: ReadonlyMap<string, string> = new Map([
  ['/visitor_analytics/pageviews', 'page_view'],
  ['/visitor_analytics/cookie_consent_mode', 'cookie_consent_mode'],
]);
const JSON_FIELDS: ReadonlySet<string> = new Set(['user_data', 'event_list', 'page_view']);

function callOf(request: RequestView): string | null {
  const { host, path } = request.url;
  if (host === 'widget.intercom.io') return WIDGET.test(path) ? 'library_load' : null;
  if (host === VISITOR_ANALYTICS_HOST) return VISITOR_ANALYTICS.get(path) ?? null;
  if (!API_HOST.test(host) || !path.startsWith('/messenger/web/')) return null;
  const call = path.slice('/messenger/web/'.length).split('/')[0] ?? '';
  return call.length > 0 ? call : null;
}

function expand(params: readonly Param[]): Param[] {
  const out: Param[] = [];
  for (const param of params) {
    out.push(param);
    if (!JSON_FIELDS.has(param.name)) continue;
    const parsed = tryParseJson(param.value);
    if (parsed.ok && parsed.value !== null && typeof parsed.value === 'object')
      appendAll(out, flattenJson(parsed.value, param.name));
  }
  return out;
}

function decodeIntercom(request: RequestView): VendorEvent[] {
  const call = callOf(request) ?? 'unknown_event';
  if (call === 'library_load') {
    return [
      { eventName: call, accountID: WIDGET.exec(request.url.path)?.[1] ?? null, params: [...request.query] },
    ];
  }
  if (request.url.host === VISITOR_ANALYTICS_HOST) {
    const body = readJsonBody(request.body);
    return [
      {
        eventName: call,
        accountID: null,
        params: mergeParams(request.query, body.params),
        findings: body.findings,
      },
    ];
  }
  const body = request.body?.trim() ?? '';
  const params = expand(
    mergeParams(request.query, body.length > 0 && !body.startsWith('{') ? parseParams(body) : []),
  );
  const eventName = call === 'events' ? getParam(params, 'event_list[0].event_name') || 'event' : call;
  return [{ eventName, accountID: getParam(params, 'app_id') ?? null, params }];
}

export const intercom = defineVendor({
  code: 'INTERCOM',
  name: 'Intercom',
  kind: 'other',
  badge: { short: 'Ic', color: 'oklch(48.8% 0.243 264.376)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['ping', 'page_view'],
  pageUrlParams: ['referer', 'page_url'],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: ['intercom.io', VISITOR_ANALYTICS_HOST],
  match: (request) => !request.isNavigation && callOf(request) !== null,
  decode: decodeIntercom,
  params: {
    app_id: { label: 'App ID', group: 'most_used' },
    v: { label: 'Messenger version', group: 'other' },
    g: { label: 'Build', group: 'other' },
    s: { label: 'Session ID', group: 'user' },
    r: { label: 'Referrer', group: 'most_used' },
    referer: { label: 'Page URL', group: 'most_used' },
    anonymous_session: { label: 'Anonymous session', group: 'user' },
    idempotency_key: { label: 'Idempotency key', group: 'other' },
    internal: { label: 'Internal data', group: 'other' },
    is_intersection_booted: { label: 'Booted', group: 'other' },
    page_title: { label: 'Page title', group: 'most_used' },
    user_active_company_id: { label: 'Active company', group: 'user' },
    user_data: { label: 'User data (JSON)', group: 'user' },
    event_list: { label: 'Events (JSON)', group: 'custom_event_parameters' },
    page_url: { label: 'Page URL (visitor analytics)', group: 'most_used' },
    referrer: { label: 'Referrer (visitor analytics)', group: 'most_used' },
  },
  patterns: [
    { prefix: 'user_data.', group: 'user', label: (rest) => `User: ${rest}` },
    { prefix: 'event_list[', group: 'custom_event_parameters', label: (rest) => `Event [${rest}` },
  ],
  volatile: ['idempotency_key'],
});
