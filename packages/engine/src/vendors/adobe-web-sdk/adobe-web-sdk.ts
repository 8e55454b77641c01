/**
 * Adobe Experience Platform Web SDK (alloy.js) calls to the Edge Network.
 *
 * Relied on: alloy sends `POST /ee/[<region>/]v1/interact?configId=<datastream uuid>&requestId=…`
 * (`collect` instead of `interact` when sent with sendBeacon) to `edge.adobedc.net` or to a
 * first-party CNAME (`edge.example.com`), with a JSON body
 * `{events: [{xdm: {eventType, web, commerce, …}, data: {…}}], query: {…}, meta: {…}}`.
 * The Edge Network API v2 (`/ee/[<region>/]v2/interact?dataStreamId=…`) names the datastream
 * `dataStreamId` and sends one `event` object instead of an `events` array.
 *
 * The datastream id is not always a UUID (test and sandbox datastreams, alloy builds with a short id):
 * on Adobe's own Edge hosts (`*.adobedc.net`) any non-empty `configId` / `dataStreamId` is accepted;
 * on any other host (a first-party CNAME) the id must be a UUID (optionally `:<environment>`), or the
 * JSON body must carry alloy's `events[…].xdm` / `event.xdm`, so that an unrelated `/ee/…/interact`
 * API is not taken for the Web SDK.
 *
 * The account is the datastream id; each entry of `events` (or the one `event`) is one event named by
 * its `xdm.eventType` (`unknown_event` when it has none), with its own fields (without the
 * `events[n].` / `event.` prefix) after the query and the shared top-level fields, as GA4 Measurement
 * Protocol batches. A body that is not JSON gives BODY_NOT_JSON. The consent call
 * `privacy/set-consent` is the side ping `consent_update` (see set-consent.ts); other Edge calls
 * (`identity/acquire`) are not matched.
 */
import { hostMatches } from '../../url/parse-url.js';
import { getParam } from '../../url/params.js';
import { readJsonBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { WEB_SDK_PARAMS, WEB_SDK_PATTERNS } from './params.js';
import { decodeSetConsent, isSetConsentPath } from './set-consent.js';

const HIT_ENDPOINTS = new Set(['interact', 'collect']);
const HEX = '0123456789abcdefABCDEF';

/** A datastream id: a UUID, optionally followed by `:<environment>`. */
function isConfigId(value: string): boolean {
  const uuid = value.indexOf(':') === -1 ? value : value.slice(0, value.indexOf(':'));
  if (uuid.length !== 36) return false;
  for (let index = 0; index < uuid.length; index++) {
    const char = uuid[index] ?? '';
    const isDashPosition = index === 8 || index === 13 || index === 18 || index === 23;
    if (isDashPosition ? char !== '-' : !HEX.includes(char)) return false;
  }
  return true;
}

/** The datastream id: `configId` (alloy, API v1), else `dataStreamId` / `datastreamId` (API v2). */
function datastreamOf(query: RequestView['query']): string {
  return (
    getParam(query, 'configId') ?? getParam(query, 'dataStreamId') ?? getParam(query, 'datastreamId') ?? ''
  );
}

/** True when the body's JSON carries alloy's `events[…].xdm` or the v2 API's `event.xdm`. */
function hasXdmEvent(body: string | null): boolean {
  if (body === null || body.length === 0 || body.trimStart()[0] !== '{') return false;
  const { events, single } = eventsOf(readJsonBody(body).json);
  return [...events, ...(single === null ? [] : [single])].some(
    (event) => event !== null && typeof event === 'object' && 'xdm' in event,
  );
}

function matchWebSdk(request: RequestView): boolean {
  // Both calls have an `ee` segment with more after it: most requests are ruled out without a split.
  if (request.isNavigation || !request.url.path.includes('/ee/')) return false;
  const onEdge = hostMatches(request.url.host, 'adobedc.net');
  if (isSetConsentPath(request.url.path)) {
    const id = datastreamOf(request.query);
    return id.length > 0 && (onEdge || isConfigId(id));
  }
  const segments = request.url.path.split('/');
  const endpoint = segments[segments.length - 1] ?? '';
  if (!HIT_ENDPOINTS.has(endpoint) || !segments.slice(0, -1).includes('ee')) return false;
  // The query is read only for an `…/ee/…/interact|collect` path: most requests are not one.
  const id = datastreamOf(request.query);
  if (onEdge) return id.length > 0;
  return id.length > 0 && (isConfigId(id) || hasXdmEvent(request.body));
}

/** The `events` array of an alloy body, and the single `event` object of an API v2 body (else null). */
function eventsOf(json: unknown): { events: unknown[]; single: unknown } {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return { events: [], single: null };
  const { events, event } = json as { events?: unknown; event?: unknown };
  const single = event !== null && typeof event === 'object' && !Array.isArray(event) ? event : null;
  return { events: Array.isArray(events) ? events : [], single };
}

function decodeWebSdk(request: RequestView): VendorEvent[] {
  const body = readJsonBody(request.body);
  const id = datastreamOf(request.query);
  const accountID = id.length > 0 ? id : null;
  if (isSetConsentPath(request.url.path)) return decodeSetConsent(request, accountID);
  const { events, single } = eventsOf(body.json);
  if (events.length === 0 && single !== null) {
    const own = body.params
      .filter((param) => param.name.startsWith('event.'))
      .map((param) => ({ name: param.name.slice('event.'.length), value: param.value }));
    const rest = body.params.filter((param) => !param.name.startsWith('event.'));
    return [
      {
        eventName: getParam(own, 'xdm.eventType') || 'unknown_event',
        accountID,
        params: [...request.query, ...rest, ...own],
        findings: body.findings,
      },
    ];
  }
  const shared = body.params.filter((param) => !param.name.startsWith('events['));
  if (events.length === 0) {
    return [
      {
        eventName: 'unknown_event',
        accountID,
        params: [...request.query, ...shared],
        findings: body.findings,
      },
    ];
  }
  return events.map((_, index) => {
    const prefix = `events[${index}].`;
    const own = body.params
      .filter((param) => param.name.startsWith(prefix))
      .map((param) => ({ name: param.name.slice(prefix.length), value: param.value }));
    return {
      eventName: getParam(own, 'xdm.eventType') || 'unknown_event',
      accountID,
      params: [...request.query, ...shared, ...own],
      findings: index === 0 ? body.findings : [],
    };
  });
}

export const adobeWebSdk = defineVendor({
  code: 'ADOBEWEBSDK',
  name: 'Adobe Experience Platform Web SDK',
  kind: 'analytics',
  badge: { short: 'AW', color: 'oklch(44.4% 0.177 26.899)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['web.webpagedetails.pageviews'],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  match: matchWebSdk,
  decode: decodeWebSdk,
  params: WEB_SDK_PARAMS,
  patterns: WEB_SDK_PATTERNS,
  volatile: ['requestId', 'xdm.timestamp', 'xdm._id', 'xdm.placeContext.localTime'],
});
