/**
 * Umami analytics (Umami Cloud or self-hosted).
 *
 * Recognised: `POST /api/send` on `cloud.umami.is` / `api-gateway.umami.dev`, and on any other host
 * when the JSON body is Umami's (`{"type": "event", "payload": {"website": …}}`); the script
 * `cloud.umami.is/script.js` (`library_load`).
 * Event name: `payload.name` for a custom event, else `pageview` (a payload without a name is a page
 * view); an `identify` body is `identify`. Account: the website id `payload.website`.
 */
import { getParam } from '../../url/params.js';
import { readJsonBody } from '../body.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

const CLOUD_HOSTS: ReadonlySet<string> = new Set(['cloud.umami.is', 'api-gateway.umami.dev']);

function isSend(request: RequestView): boolean {
  if (request.url.path !== '/api/send') return false;
  if (CLOUD_HOSTS.has(request.url.host)) return true;
  const body = request.body ?? '';
  return body.trimStart().startsWith('{') && body.includes('"payload"') && body.includes('"website"');
}

function isScript(request: RequestView): boolean {
  return request.url.host === 'cloud.umami.is' && request.url.path === '/script.js';
}

function decodeUmami(request: RequestView): VendorEvent[] {
  if (!isSend(request)) return [{ eventName: 'library_load', accountID: null, params: [...request.query] }];
  const body = readJsonBody(request.body);
  const params = [...request.query, ...body.params];
  const type = getParam(params, 'type');
  const eventName = type === 'identify' ? 'identify' : getParam(params, 'payload.name') || 'pageview';
  return [
    { eventName, accountID: getParam(params, 'payload.website') ?? null, params, findings: body.findings },
  ];
}

export const umami = defineVendor({
  code: 'UMAMI',
  name: 'Umami',
  kind: 'analytics',
  badge: { short: 'Um', color: 'oklch(21% 0.006 285.885)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['pageview'],
  pageUrlParams: ['payload.url'],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  match: (request) => !request.isNavigation && (isSend(request) || isScript(request)),
  decode: decodeUmami,
  params: {
    type: { label: 'Payload type', group: 'most_used' },
    'payload.website': { label: 'Website ID', group: 'most_used' },
    'payload.name': { label: 'Event name', group: 'most_used' },
    'payload.url': { label: 'Page path', group: 'most_used' },
    'payload.title': { label: 'Page title', group: 'most_used' },
    'payload.referrer': { label: 'Referrer', group: 'most_used' },
    'payload.hostname': { label: 'Host name', group: 'most_used' },
    'payload.language': { label: 'Language', group: 'user' },
    'payload.screen': { label: 'Screen', group: 'user' },
  },
  patterns: [
    { prefix: 'payload.data.', group: 'custom_event_parameters', label: (rest) => `Event data: ${rest}` },
  ],
  volatile: [],
});
