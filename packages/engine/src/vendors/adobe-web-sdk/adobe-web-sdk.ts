/**
 * Adobe Experience Platform Web SDK (alloy.js) calls to the Edge Network.
 *
 * Relied on: alloy sends `POST /ee/[<region>/]v1/interact?configId=<datastream uuid>&requestId=…`
 * (`collect` instead of `interact` when sent with sendBeacon) to `edge.adobedc.net` or to a
 * first-party CNAME (`edge.example.com`), with a JSON body
 * `{events: [{xdm: {eventType, web, commerce, …}, data: {…}}], query: {…}, meta: {…}}`.
 * The account is `configId`; each entry of `events` is one event named by its `xdm.eventType`
 * (`unknown_event` when it has none), with its own fields (without the `events[n].` prefix) after the
 * query and the shared top-level fields, as GA4 Measurement Protocol batches. A body that is not JSON
 * gives BODY_NOT_JSON. Other Edge calls (`identity/acquire`, `privacy/set-consent`) are not matched.
 */
import { getParam } from '../../url/params.js';
import { readJsonBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { WEB_SDK_PARAMS, WEB_SDK_PATTERNS } from './params.js';

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

function matchWebSdk(request: RequestView): boolean {
  if (request.isNavigation) return false;
  const segments = request.url.path.split('/');
  const endpoint = segments[segments.length - 1] ?? '';
  if (!HIT_ENDPOINTS.has(endpoint) || !segments.slice(0, -1).includes('ee')) return false;
  return isConfigId(getParam(request.query, 'configId') ?? '');
}

function eventsOf(json: unknown): unknown[] {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return [];
  const events = (json as { events?: unknown }).events;
  return Array.isArray(events) ? events : [];
}

function decodeWebSdk(request: RequestView): VendorEvent[] {
  const body = readJsonBody(request.body);
  const accountID = getParam(request.query, 'configId') ?? null;
  const shared = body.params.filter((param) => !param.name.startsWith('events['));
  const events = eventsOf(body.json);
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
