/**
 * Customer.io Data Pipelines (its JavaScript client, `@customerio/cdp-analytics-browser`, and the
 * Pipelines HTTP API).
 *
 * Recognised: `cdp.customer.io` and the EU region's `cdp-eu.customer.io` at `/v1/<endpoint>`: `t`/`track`,
 * `p`/`page`, `i`/`identify`, `g`/`group`, `a`/`alias`, `s`/`screen`, `b`/`batch` (one event per
 * `batch[n]`); the client `…/v1/analytics-js/snippet/<write key>/analytics.min.js` or
 * `…/analytics.js/v1/<write key>/…` (`library_load`) and its settings `…/v1/projects/<write key>/settings`
 * (`settings_load`). Destination bundles (`/next-integrations/…`) are not matched. The older Track API
 * (`track.customer.io`) and in-app messaging are not recognised.
 *
 * Relied on: the client is a fork of Segment's analytics-next and speaks the Segment spec (messages
 * read as SEGMENT does: a `track` is named by its `event`, other messages by their `type`).
 * Account: the `writeKey` the client puts in every body (the HTTP API sends it as Basic auth, which is
 * not captured: the account is then null).
 */
import { defineVendor, type RequestView } from '../define-vendor.js';
import { decodeSpecRequest, endpointType, SPEC_VENDOR_TRAITS, specLoad } from '../segment/spec-events.js';

const HOSTS: ReadonlySet<string> = new Set(['cdp.customer.io', 'cdp-eu.customer.io']);
const LIBRARY = /^\/(?:v1\/analytics-js\/snippet|analytics\.js\/v1)\/([^/]+)\/[^/]+\.js$/;
const SETTINGS = /^\/v1\/projects\/([^/]+)\/settings$/;

function isHit(request: RequestView): boolean {
  const { path } = request.url;
  return path.startsWith('/v1/') && path.indexOf('/', 4) === -1 && endpointType(path) !== undefined;
}

export const customerIo = defineVendor({
  code: 'CUSTOMERIO',
  name: 'Customer.io',
  ...SPEC_VENDOR_TRAITS,
  badge: { short: 'Ci', color: 'oklch(48.8% 0.217 264.376)', textColor: '#fff' },
  matchHosts: [...HOSTS],
  match: (request) =>
    !request.isNavigation &&
    HOSTS.has(request.url.host) &&
    (isHit(request) || specLoad(request.url.path, LIBRARY, SETTINGS) !== null),
  decode: (request) => decodeSpecRequest(request, specLoad(request.url.path, LIBRARY, SETTINGS)),
  volatile: ['messageId', 'timestamp', 'sentAt', 'originalTimestamp', '_metadata.bundled'],
});
