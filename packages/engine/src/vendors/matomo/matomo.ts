/**
 * Matomo (formerly Piwik), self-hosted or Matomo Cloud.
 *
 * Recognised: a path ending in `/matomo.php` or `/piwik.php` on any host (not `*.piwik.pro`, which is
 * Piwik PRO, nor `*.tvsquared.com`, TVSquared's Piwik-based collectors) whose query or body names a
 * site (`idsite`, or a bulk `{"requests": [...]}` body); and
 * the scripts `/matomo.js`, `/piwik.js` and Matomo Tag Manager's `cdn.matomo.cloud/…/container_<id>.js`
 * (`library_load`, account the container id).
 *
 * Event name, from the fields a hit carries: `ping` (heart beat), `ecommerce_order` (`idgoal=0` with
 * `ec_id`), `cart_update` (`idgoal=0`), `goal`, `event` (`e_c`/`e_a`), `site_search`, `outlink`,
 * `download`, `content_interaction`, `content_impression`, `media`, else `page_view`.
 * Account: `idsite`. A bulk POST gives one event per entry.
 *
 * No purchase reader: Matomo hits carry revenue but no currency (it is a site setting).
 */
import { hostMatches } from '../../url/parse-url.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { MATOMO_PARAMS, MATOMO_PATTERNS } from './params.js';
import { carriesSite, decodeTrackingHit, TRACKING_HIT_DUPLICATE_KEYS } from './tracking-hit.js';

const HIT_FILES = ['/matomo.php', '/piwik.php'];
const SCRIPT_FILES = ['/matomo.js', '/piwik.js'];
const CONTAINER = /\/container_([A-Za-z0-9]+)\.js$/;

function isMatomoHost(host: string): boolean {
  return !hostMatches(host, 'piwik.pro') && !hostMatches(host, 'tvsquared.com');
}

/** Whether the path ends in one of `files` (a loop: tried on every request, so no closure per call). */
function endsWithAny(path: string, files: readonly string[]): boolean {
  for (const file of files) if (path.endsWith(file)) return true;
  return false;
}

function isHit(request: RequestView): boolean {
  return endsWithAny(request.url.path, HIT_FILES) && carriesSite(request);
}

function containerId(request: RequestView): string | null {
  if (request.url.host !== 'cdn.matomo.cloud') return null;
  return CONTAINER.exec(request.url.path)?.[1] ?? null;
}

function isScript(request: RequestView): boolean {
  return endsWithAny(request.url.path, SCRIPT_FILES) || containerId(request) !== null;
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

export const matomo = defineVendor({
  code: 'MATOMO',
  name: 'Matomo',
  kind: 'analytics',
  badge: { short: 'Mt', color: 'oklch(54.6% 0.245 262.881)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['page_view'],
  pageUrlParams: ['url'],
  purchase: null,
  duplicateKeys: TRACKING_HIT_DUPLICATE_KEYS,
  match: (request) =>
    !request.isNavigation && isMatomoHost(request.url.host) && (isHit(request) || isScript(request)),
  decode: (request) => (isHit(request) ? decodeTrackingHit(request) : decodeScript(request)),
  params: { ...MATOMO_PARAMS, container_id: { label: 'Tag Manager container ID', group: 'most_used' } },
  patterns: MATOMO_PATTERNS,
  volatile: ['r', 'h', 'm', 's', '_viewts', 'gt_ms', '_refts'],
});
