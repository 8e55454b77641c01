/**
 * Piwik PRO Analytics and its Tag Manager.
 *
 * Recognised: tracking hits to a path ending in `/ppms.php` on any host (Piwik PRO's own
 * `<account>.piwik.pro` or a first-party collector), or `/piwik.php` on `*.piwik.pro`, whose query or
 * body names a site (`idsite`); the Tag Manager container `<account>.containers.piwik.pro/<id>.js` or
 * `<account>.piwik.pro/containers/<id>.js` (either also `<id>.sync.js`, the synchronous snippet), and
 * the tracker `/ppms.js` on `*.piwik.pro` (`library_load`).
 *
 * Relied on: Piwik PRO forked the Matomo tracking protocol, so hits are read by Matomo's reader
 * (same fields, event names and bulk bodies, see MATOMO); the site id (`idsite`) is a UUID.
 * Event name: as Matomo (`page_view`, `event`, `goal`, `ecommerce_order`, `ping`…).
 * Account: `idsite` for hits, the container id for the container script (the container id is the
 * site's id: install codes pass the one id for both). The container's query (`data_layer_name`,
 * `stg_debug`) is as the install snippet builds it, read off public install codes.
 */
import { hostMatches } from '../../url/parse-url.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { MATOMO_PARAMS, MATOMO_PATTERNS } from '../matomo/params.js';
import { carriesSite, decodeTrackingHit, TRACKING_HIT_DUPLICATE_KEYS } from '../matomo/tracking-hit.js';

const CONTAINER =
  /^\/(?:containers\/)?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\.sync)?\.js$/i;

function isPiwikProHost(host: string): boolean {
  return hostMatches(host, 'piwik.pro');
}

function isHit(request: RequestView): boolean {
  const { path } = request.url;
  const file =
    path.endsWith('/ppms.php') || (path.endsWith('/piwik.php') && isPiwikProHost(request.url.host));
  return file && carriesSite(request);
}

function containerId(request: RequestView): string | null {
  if (!isPiwikProHost(request.url.host)) return null;
  return CONTAINER.exec(request.url.path)?.[1] ?? null;
}

function isScript(request: RequestView): boolean {
  if (containerId(request) !== null) return true;
  return isPiwikProHost(request.url.host) && request.url.path.endsWith('/ppms.js');
}

function decodeScript(request: RequestView): VendorEvent[] {
  const id = containerId(request);
  return [
    {
      eventName: 'library_load',
      accountID: id,
      params: [...(id === null ? [] : [{ name: 'container_id', value: id }]), ...request.query],
    },
  ];
}

export const piwikPro = defineVendor({
  code: 'PIWIKPRO',
  name: 'Piwik PRO',
  kind: 'analytics',
  badge: { short: 'PP', color: 'oklch(42.4% 0.199 265.638)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['page_view'],
  pageUrlParams: ['url'],
  purchase: null,
  duplicateKeys: TRACKING_HIT_DUPLICATE_KEYS,
  match: (request) => !request.isNavigation && (isHit(request) || isScript(request)),
  decode: (request) => (isHit(request) ? decodeTrackingHit(request) : decodeScript(request)),
  params: {
    ...MATOMO_PARAMS,
    idsite: { label: 'Site ID (app ID)', group: 'most_used' },
    container_id: { label: 'Tag Manager container ID', group: 'most_used' },
    data_layer_name: { label: 'Data layer name (when not dataLayer)', group: 'other' },
    stg_debug: { label: 'Staging debug mode', group: 'other' },
  },
  patterns: MATOMO_PATTERNS,
  volatile: ['r', 'h', 'm', 's', '_viewts', 'gt_ms', '_refts'],
});
