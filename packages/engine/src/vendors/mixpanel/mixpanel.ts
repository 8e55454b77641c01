/**
 * Mixpanel (mixpanel-js and the ingestion API).
 *
 * Recognised: `/track`, `/engage` and `/groups` (with or without a trailing slash) on Mixpanel's API
 * hosts (`api-js.mixpanel.com`, `api.mixpanel.com`, `api-eu.mixpanel.com`, `api-in.mixpanel.com`),
 * GET or POST; the library on `cdn.mxpnl.com` (`library_load`). Hits proxied through a first-party
 * host are not recognised. Feature flags (`/flags`) and `/decide` are not events and not matched.
 *
 * The messages are in the `data` field of the query or of a form body (a raw JSON body is read as
 * well): JSON text, or base64 JSON (older SDKs and GET requests), one message or an array — one
 * event per message. A `data` that cannot be read gives VALUE_INVALID.
 * Event name: `/track` messages their `event` (`$mp_web_page_view` is the page view); `/engage`
 * messages `engage` and `/groups` messages `groups` (profile updates, their operation in `$set`…).
 * Account: the project token, `properties.token` (`$token` on profile updates).
 */
import { makeFinding } from '../../findings/make-finding.js';
import { flattenJson } from '../../url/flatten-json.js';
import { getParam, mergeParams, parseParams, type Param } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { readDataField } from './data-field.js';
import { MIXPANEL_PARAMS, MIXPANEL_PATTERNS } from './params.js';

const API_HOSTS: ReadonlySet<string> = new Set([
  'api-js.mixpanel.com',
  'api.mixpanel.com',
  'api-eu.mixpanel.com',
  'api-in.mixpanel.com',
]);
const ENDPOINTS: ReadonlySet<string> = new Set(['track', 'engage', 'groups']);

function endpoint(request: RequestView): string | null {
  if (!API_HOSTS.has(request.url.host)) return null;
  const name = request.url.path.replace(/^\/+|\/+$/g, '');
  return ENDPOINTS.has(name) ? name : null;
}

function isLibrary(request: RequestView): boolean {
  return request.url.host === 'cdn.mxpnl.com' && request.url.path.endsWith('.js');
}

function fieldsOf(request: RequestView): Param[] {
  const body = request.body?.trim() ?? '';
  if (body.startsWith('{') || body.startsWith('[')) return [...request.query, { name: 'data', value: body }];
  return mergeParams(request.query, body.length > 0 ? parseParams(body) : []);
}

function decodeHit(request: RequestView, kind: string): VendorEvent[] {
  const fields = fieldsOf(request);
  const shared = fields.filter((param) => param.name !== 'data');
  const data = getParam(fields, 'data') ?? '';
  const messages = readDataField(data);
  if (messages === null || messages.length === 0) {
    const findings =
      data.trim().length === 0
        ? []
        : [
            makeFinding('VALUE_INVALID', {
              fieldPath: 'data',
              parameter: 'data',
              message:
                'The Mixpanel data field is neither JSON nor base64 JSON, so its events cannot be read.',
              expected: 'JSON or base64-encoded JSON',
              received: data.length > 120 ? `${data.slice(0, 120)}…` : data,
            }),
          ];
    return [
      { eventName: kind === 'track' ? 'unknown_event' : kind, accountID: null, params: fields, findings },
    ];
  }
  return messages.map((message) => {
    const own = flattenJson(message);
    const token = getParam(own, 'properties.token') ?? getParam(own, '$token') ?? null;
    const name = kind === 'track' ? getParam(own, 'event') || 'unknown_event' : kind;
    return { eventName: name, accountID: token, params: [...shared, ...own] };
  });
}

export const mixpanel = defineVendor({
  code: 'MIXPANEL',
  name: 'Mixpanel',
  kind: 'analytics',
  badge: { short: 'Mx', color: 'oklch(49.6% 0.265 301.924)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['$mp_web_page_view'],
  pageUrlParams: ['properties.current_page_url', 'properties.$current_url'],
  purchase: null,
  duplicateKeys: { ...NO_DUPLICATE_KEYS, eventIds: ['properties.$insert_id'] },
  matchHosts: ['mixpanel.com', 'cdn.mxpnl.com'],
  match: (request) => !request.isNavigation && (endpoint(request) !== null || isLibrary(request)),
  decode: (request) => {
    const kind = endpoint(request);
    return kind === null
      ? [{ eventName: 'library_load', accountID: null, params: [...request.query] }]
      : decodeHit(request, kind);
  },
  params: MIXPANEL_PARAMS,
  patterns: MIXPANEL_PATTERNS,
  volatile: ['_', 'properties.time', 'properties.mp_sent_by_lib_version', 'properties.$duration'],
});
