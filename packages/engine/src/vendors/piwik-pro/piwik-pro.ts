/**
 * Piwik PRO Analytics and its Tag Manager.
 *
 * Recognised: tracking hits to a path ending in `/ppms.php` on any host (Piwik PRO's own
 * `<account>.piwik.pro` or a first-party collector), or `/piwik.php` on `*.piwik.pro`, whose query or
 * body names a site (`idsite`), or that are a POST whose body the capture does not hold (below); the
 * Tag Manager container `<account>.containers.piwik.pro/<id>.js` or
 * `<account>.piwik.pro/containers/<id>.js` (either also `<id>.sync.js`, the synchronous snippet), and
 * the tracker `/ppms.js` on `*.piwik.pro` (`library_load`).
 *
 * Relied on: Piwik PRO forked the Matomo tracking protocol, so hits are read by Matomo's reader
 * (same fields, event names and bulk bodies, see MATOMO); the site id (`idsite`) is a UUID.
 * Event name: as Matomo (`page_view`, `event`, `goal`, `ecommerce_order`, `ping`…).
 * Account: `idsite` for hits, the container id for the container script (the container id is the
 * site's id: install codes pass the one id for both). The container's query (`data_layer_name`,
 * `stg_debug`) is as the install snippet builds it, read off public install codes.
 *
 * A POST to the collector with no body in the capture (`unknown_event`, no account, the info finding
 * BODY_NOT_CAPTURED): the tracker POSTs its hits as a form, `idsite` and the event's fields in the
 * body, so a capture that kept no body leaves a hit whose events cannot be read. Playwright's HARs of
 * rvo.nl, cbs.nl, amsterdam.nl, svb.nl and studyinnl.org (2024-04-14, schmidtvinicius/
 * online-tracking2) hold eight such `POST …/ppms.php` to `statistiek.rvo.nl`, `dap.amsterdam.nl` and
 * `<account>.piwik.pro`, each with `Content-Type: application/x-www-form-urlencoded`, `bodySize: 0`,
 * answered 202. The file name alone says it is Piwik PRO's collector: `ppms.php` is Piwik PRO's
 * (Matomo's is `matomo.php` or `piwik.php`), and on `*.piwik.pro` so is `piwik.php`. A GET without
 * `idsite` is not taken: the tracker always names the site.
 */
import { hostMatches } from '../../url/parse-url.js';
import { getParam } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { MATOMO_PARAMS, MATOMO_PATTERNS } from '../matomo/params.js';
import { carriesSite, decodeTrackingHit, TRACKING_HIT_DUPLICATE_KEYS } from '../matomo/tracking-hit.js';
import { bodyNotCaptured, isBodilessPost } from '../body.js';

const CONTAINER =
  /^\/(?:containers\/)?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\.sync)?\.js$/i;

function isPiwikProHost(host: string): boolean {
  return hostMatches(host, 'piwik.pro');
}

function isCollector(request: RequestView): boolean {
  const { path } = request.url;
  return path.endsWith('/ppms.php') || (path.endsWith('/piwik.php') && isPiwikProHost(request.url.host));
}

/** A POST to the collector whose body (with `idsite`) the capture does not hold: see the header. */
function isSitelessBodilessPost(request: RequestView): boolean {
  return isBodilessPost(request) && getParam(request.query, 'idsite') === undefined;
}

function isHit(request: RequestView): boolean {
  return isCollector(request) && (carriesSite(request) || isBodilessPost(request));
}

function decodeBodilessPost(request: RequestView): VendorEvent[] {
  const finding = bodyNotCaptured(
    "This POST to Piwik PRO's collector names no site in its URL, and the capture holds no body, where " +
      'the tracker sends the site id and the event',
    'its event',
  );
  return [{ eventName: 'unknown_event', accountID: null, params: [...request.query], findings: [finding] }];
}

function decodeHit(request: RequestView): VendorEvent[] {
  return isSitelessBodilessPost(request) ? decodeBodilessPost(request) : decodeTrackingHit(request);
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
  decode: (request) => (isHit(request) ? decodeHit(request) : decodeScript(request)),
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
