/**
 * Segment (analytics.js and the HTTP tracking API).
 *
 * Recognised: `api.segment.io` and regional `*.segmentapis.com` (`events.eu1.segmentapis.com`) at
 * `/v1/<endpoint>`: `t`/`track`, `p`/`page`, `i`/`identify`, `g`/`group`, `a`/`alias`, `s`/`screen`,
 * `b`/`batch` (one event per `batch[n]`); the library `cdn.segment.com/analytics.js/v1/<write key>/…`
 * (`library_load`) and its settings `cdn.segment.com/v1/projects/<write key>/settings`
 * (`settings_load`). Metrics (`/v1/m`) are not matched. Hits proxied through a first-party host are
 * not recognised (nothing tells them apart from the site's own API).
 *
 * Event name: a `track` message's `event`; other messages their `type` (`page`, `identify`…).
 * Account: the `writeKey` analytics.js puts in every body (server libraries send it as Basic auth,
 * which is not captured: the account is then null).
 */
import { hostMatches } from '../../url/parse-url.js';
import { defineVendor, type RequestView } from '../define-vendor.js';
import { decodeSpecRequest, endpointType, SPEC_VENDOR_TRAITS, specLoad } from './spec-events.js';

const LIBRARY = /^\/analytics\.js\/v1\/([^/]+)\//;
const SETTINGS = /^\/v1\/projects\/([^/]+)\/settings$/;

function isApiHost(host: string): boolean {
  return host === 'api.segment.io' || hostMatches(host, 'segmentapis.com');
}

function isHit(request: RequestView): boolean {
  const { path } = request.url;
  return isApiHost(request.url.host) && path.startsWith('/v1/') && endpointType(path) !== undefined;
}

/** `[event, write key]` of a library or settings load on cdn.segment.com, or null. */
function cdnLoad(request: RequestView): [string, string] | null {
  return request.url.host === 'cdn.segment.com' ? specLoad(request.url.path, LIBRARY, SETTINGS) : null;
}

export const segment = defineVendor({
  code: 'SEGMENT',
  name: 'Segment',
  ...SPEC_VENDOR_TRAITS,
  badge: { short: 'Sg', color: 'oklch(59.6% 0.145 163.225)', textColor: '#fff' },
  matchHosts: ['api.segment.io', 'segmentapis.com', 'cdn.segment.com'],
  match: (request) => !request.isNavigation && (isHit(request) || cdnLoad(request) !== null),
  decode: (request) => decodeSpecRequest(request, cdnLoad(request)),
  volatile: [
    'messageId',
    'timestamp',
    'sentAt',
    'originalTimestamp',
    '_metadata.bundled',
    'context.library.version',
  ],
});
