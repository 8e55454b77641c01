/**
 * RudderStack (the JavaScript SDK and the HTTP API of a data plane).
 *
 * Recognised: on `rudderstack.com` and `rudderlabs.com` hosts (a customer's data plane is
 * `<name>.dataplane.rudderstack.com`), a path whose segment before the endpoint is `v1`: `…/v1/track`,
 * `page`, `screen`, `identify`, `group`, `alias`, `batch` (also `…/beacon/v1/batch`, sent with
 * sendBeacon); the SDK `cdn.rudderlabs.com/…/rsa.min.js` or `rudder-analytics.min.js` (`library_load`).
 * Data planes behind a first-party host are not recognised.
 *
 * Relied on: RudderStack speaks the Segment spec (messages read as SEGMENT does: a `track` is named
 * by its `event`, other messages by their `type`, a batch gives one event per message).
 * Account: the `writeKey` of the beacon's query or the body; the SDK otherwise sends it as Basic
 * auth, which is not captured, so the account is often null.
 */
import { hostMatches } from '../../url/parse-url.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { decodeSpecRequest, SPEC_VENDOR_TRAITS } from '../segment/spec-events.js';

const ENDPOINTS: ReadonlySet<string> = new Set([
  'track',
  'page',
  'screen',
  'identify',
  'group',
  'alias',
  'batch',
]);
const SDK_FILES = ['/rsa.min.js', '/rudder-analytics.min.js', '/rsa.js'];

function isRudderHost(host: string): boolean {
  return hostMatches(host, 'rudderstack.com') || hostMatches(host, 'rudderlabs.com');
}

function isHit(request: RequestView): boolean {
  if (!isRudderHost(request.url.host)) return false;
  const segments = request.url.path.split('/').filter((segment) => segment.length > 0);
  return (
    segments.length >= 2 &&
    segments[segments.length - 2] === 'v1' &&
    ENDPOINTS.has(segments[segments.length - 1] ?? '')
  );
}

function isSdk(request: RequestView): boolean {
  return (
    request.url.host === 'cdn.rudderlabs.com' && SDK_FILES.some((file) => request.url.path.endsWith(file))
  );
}

function decodeRudder(request: RequestView): VendorEvent[] {
  if (!isHit(request)) return [{ eventName: 'library_load', accountID: null, params: [...request.query] }];
  return decodeSpecRequest(request, null);
}

export const rudderstack = defineVendor({
  code: 'RUDDERSTACK',
  name: 'RudderStack',
  ...SPEC_VENDOR_TRAITS,
  badge: { short: 'Rs', color: 'oklch(37.9% 0.146 265.522)', textColor: '#fff' },
  matchHosts: ['rudderstack.com', 'rudderlabs.com'],
  match: (request) => !request.isNavigation && (isHit(request) || isSdk(request)),
  decode: decodeRudder,
  params: { ...SPEC_VENDOR_TRAITS.params, rudderId: { label: 'Rudder ID', group: 'user' } },
  volatile: ['messageId', 'timestamp', 'sentAt', 'originalTimestamp', 'requestId'],
});
