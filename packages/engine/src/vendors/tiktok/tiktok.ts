/**
 * TikTok pixel events (`analytics.tiktok.com/api/v1/…` and `/api/v2/…`; also on the Singapore and
 * the US data-residency hosts `analytics-sg.tiktok.com`, `analytics.us.tiktok.com`).
 *
 * TikTok does not document the browser wire format. Relied on: the pixel POSTs a JSON body to
 * `/api/v2/pixel` (page views and `ttq.track` events), `/api/v2/pixel/act` (automatic click events),
 * `/api/v2/pixel/track` or `/api/v2/shopify_pixel`; older and some current builds use the same calls
 * under `/api/v1/` (`/api/v1/pixel`, `/api/v1/pixel/act`, `/api/v1/track`, `/api/v1/batch`), with the
 * same JSON body or, on an image GET, `pixel_code` and `event` in the query; monitoring calls such as
 * `/api/v2/performance_interaction` use the same host and JSON. The event is `event` and the account is
 * the pixel code `context.pixel.code` (else a top-level `pixel_code`). A call serving several pixels
 * lists them all in `context.pixel.codes`, `|`-separated (seen on the automatic `/pixel/act` calls of a
 * page with two pixels: one `Metadata` call for both, while each pixel sends its own `Pageview`): it is
 * answered as one event per listed pixel, same parameters, so that each pixel's list shows it. A call
 * without `event` is named after its `action` on `/pixel/act` (the automatic `{"action":"Metadata",…}`,
 * `Click`), else after its endpoint (`performance_interaction`).
 * Some pixel builds send a GET with the same JSON base64-encoded in `analytics_message`; a body holding
 * a `batch` array is read as one event per entry, with the other top-level fields shared.
 * The body is flattened to dotted/bracketed names (`properties.contents[0].content_id`); a body that is
 * not JSON gives BODY_NOT_JSON. The pixel's IPv6 enrichment side ping `/ipv6/enrich_ipv6` (on the
 * analytics host or `analytics-ipv6.tiktokw.us`) is `ipv6_enrichment`, a body read only when it is
 * JSON. The pixel script and `/i18n/pixel/` calls are the TIKTOKPIXEL vendor.
 *
 * The Events API where a browser sends it (events-api.ts): `business-api.tiktok.com/open_api/v1.3/
 * event/track/` (one event per `data[]` entry, account `event_source_id`), and the older
 * `/open_api/v1.x/pixel/track/` and `/pixel/batch/` (read like the pixel's calls, account `pixel_code`).
 */
import { hostMatches } from '../../url/parse-url.js';
import { getParam, type Param } from '../../url/params.js';
import { readJsonBody, type BodyParams } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { tiktokPurchase } from './purchase.js';
import { decodeBase64Utf8 } from './base64.js';
import { decodeEventsApi, eventsApiCall } from './events-api.js';
import { TIKTOK_PARAMS, TIKTOK_PATTERNS } from './params.js';
import { isRecord } from '../../json-value.js';

/** TikTok's analytics hosts (the SDK also uses a Singapore host, and a US one for US data residency). */
export const TIKTOK_ANALYTICS_HOSTS = [
  'analytics.tiktok.com',
  'analytics-sg.tiktok.com',
  'analytics.us.tiktok.com',
];

const EVENT_ENDPOINTS = new Set(['pixel', 'act', 'track', 'batch', 'shopify_pixel']);

function isTikTokHost(host: string): boolean {
  return TIKTOK_ANALYTICS_HOSTS.some((domain) => hostMatches(host, domain));
}

const ENRICH_PATH = '/ipv6/enrich_ipv6';

function isEnrichment(request: RequestView): boolean {
  const { host, path } = request.url;
  return path === ENRICH_PATH && (isTikTokHost(host) || hostMatches(host, 'analytics-ipv6.tiktokw.us'));
}

function decodeEnrichment(request: RequestView): VendorEvent[] {
  const isJson = request.body !== null && request.body.trimStart().startsWith('{');
  const payload = isJson ? readJsonBody(request.body) : { params: [], findings: [] };
  const params = [...request.query, ...payload.params];
  return [{ eventName: 'ipv6_enrichment', accountID: accountOf(params), params, findings: payload.findings }];
}

/** `/api/v1/…` or `/api/v2/…`: the versions of the event API the pixel has used. */
function isEventApiPath(path: string): boolean {
  return path.startsWith('/api/v1/') || path.startsWith('/api/v2/');
}

/** The event name of a call that carries none: its endpoint, unless that is a generic event endpoint. */
function endpointEvent(path: string): string {
  const segments = path.split('/').filter((segment) => segment.length > 0);
  const last = segments[segments.length - 1] ?? '';
  return last.length === 0 || EVENT_ENDPOINTS.has(last) ? 'unknown_event' : last;
}

function readPayload(request: RequestView): BodyParams {
  if (request.body !== null && request.body.trim().length > 0) return readJsonBody(request.body);
  const encoded = getParam(request.query, 'analytics_message');
  if (encoded === undefined) return { params: [], findings: [] };
  const decoded = readJsonBody(decodeBase64Utf8(encoded) ?? encoded);
  return {
    ...decoded,
    findings: decoded.findings.map((finding) => ({ ...finding, fieldPath: 'analytics_message' })),
  };
}

function accountOf(params: readonly Param[]): string | null {
  const code = getParam(params, 'context.pixel.code');
  if (code) return code;
  const first = getParam(params, 'context.pixel.codes')?.split('|')[0];
  if (first) return first;
  return getParam(params, 'pixel_code') || getParam(params, 'sdkid') || null;
}

/**
 * Every pixel a call serves: its account, then the others of `context.pixel.codes`, each once. A single
 * entry (or none) when the call names one pixel.
 */
function accountsOf(params: readonly Param[]): Array<string | null> {
  const first = accountOf(params);
  const listed = getParam(params, 'context.pixel.codes')?.split('|') ?? [];
  const accounts: Array<string | null> = [first];
  for (const code of listed) {
    if (accounts.length >= MAX_PIXELS_PER_CALL) break;
    const trimmed = code.trim();
    if (trimmed.length > 0 && !accounts.includes(trimmed)) accounts.push(trimmed);
  }
  return accounts;
}

/** The most pixels one call is answered for: a page runs a few; a hostile list must not multiply events. */
const MAX_PIXELS_PER_CALL = 20;

/** The `action` of a `/pixel/act` call (`Metadata`), which names its event there; else undefined. */
function actionOf(params: readonly Param[], path: string): string | undefined {
  return path.endsWith('/act') ? getParam(params, 'action') : undefined;
}

/** The call's event, once per pixel it serves (the findings on the first only). */
function events(params: Param[], path: string, findings: VendorEvent['findings']): VendorEvent[] {
  const eventName = getParam(params, 'event') || actionOf(params, path) || endpointEvent(path);
  return accountsOf(params).map((accountID, index) => ({
    eventName,
    accountID,
    params: index === 0 ? params : [...params],
    findings: index === 0 ? findings : [],
  }));
}

function decodeTikTok(request: RequestView): VendorEvent[] {
  const payload = readPayload(request);
  const batch = isRecord(payload.json) && Array.isArray(payload.json.batch) ? payload.json.batch : [];
  if (batch.length === 0) {
    return events([...request.query, ...payload.params], request.url.path, payload.findings);
  }
  const shared = payload.params.filter((param) => !param.name.startsWith('batch['));
  return batch.flatMap((_, index) => {
    const prefix = `batch[${index}].`;
    const own = payload.params
      .filter((param) => param.name.startsWith(prefix))
      .map((param) => ({ name: param.name.slice(prefix.length), value: param.value }));
    return events(
      [...request.query, ...shared, ...own],
      request.url.path,
      index === 0 ? payload.findings : [],
    );
  });
}

export const tiktok = defineVendor({
  code: 'TIKTOK',
  name: 'TikTok Pixel events',
  kind: 'advertising',
  badge: { short: 'TT', color: 'oklch(12.9% 0.042 264.695)', textColor: '#fff' },
  supported: false,
  adPixel: true,
  pageViewEvents: ['pageview', 'page_view'],
  pageUrlParams: ['context.page.url', 'page.url'],
  purchase: tiktokPurchase,
  duplicateKeys: { eventIds: ['event_id'], dedupKeys: [], distinctKeys: [] },
  matchHosts: [
    'analytics.tiktok.com',
    'analytics-sg.tiktok.com',
    'analytics.us.tiktok.com',
    'analytics-ipv6.tiktokw.us',
    'business-api.tiktok.com',
  ],
  match: (request) =>
    !request.isNavigation &&
    ((isTikTokHost(request.url.host) && isEventApiPath(request.url.path)) ||
      isEnrichment(request) ||
      eventsApiCall(request) !== null),
  decode: (request) => {
    if (isEnrichment(request)) return decodeEnrichment(request);
    return eventsApiCall(request) === 'event' ? decodeEventsApi(request) : decodeTikTok(request);
  },
  params: TIKTOK_PARAMS,
  patterns: TIKTOK_PATTERNS,
  volatile: ['message_id', 'timestamp', 'analytics_message'],
});
