/**
 * Qualtrics Website / App Feedback (Site Intercept).
 *
 * Recognised on `*.siteintercept.qualtrics.com`: the deployment code `/SIE/?Q_ZID=<zone>` and the
 * engine `/WRSiteInterceptEngine/…` (`library_load`; `Targeting.php` is the targeting decision:
 * `targeting`). Account: the zone id `Q_ZID` (or `Q_ZoneID`), `ZN_…`.
 */
import { getParam } from '../../url/params.js';
import { hostMatches } from '../../url/parse-url.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

function callOf(request: RequestView): string | null {
  const { host, path } = request.url;
  if (!hostMatches(host, 'siteintercept.qualtrics.com')) return null;
  if (path.startsWith('/WRSiteInterceptEngine/Targeting.php')) return 'targeting';
  return path.startsWith('/SIE/') || path.startsWith('/WRSiteInterceptEngine/') ? 'library_load' : null;
}

function decodeQualtrics(request: RequestView): VendorEvent[] {
  const zone = getParam(request.query, 'Q_ZID') ?? getParam(request.query, 'Q_ZoneID') ?? null;
  return [{ eventName: callOf(request) ?? 'unknown_event', accountID: zone, params: [...request.query] }];
}

export const qualtrics = defineVendor({
  code: 'QUALTRICS',
  name: 'Qualtrics Site Intercept',
  kind: 'other',
  badge: { short: 'Q', color: 'oklch(52% 0.105 223.128)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: [],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: ['siteintercept.qualtrics.com'],
  match: (request) => !request.isNavigation && callOf(request) !== null,
  decode: decodeQualtrics,
  params: {
    Q_ZID: { label: 'Zone ID', group: 'most_used' },
    Q_ZoneID: { label: 'Zone ID', group: 'most_used' },
    Q_LOC: { label: 'Page URL', group: 'most_used' },
    Q_CLIENTVERSION: { label: 'Client version', group: 'other' },
    Q_CLIENTTYPE: { label: 'Client type', group: 'other' },
    t: { label: 'Cache buster', group: 'other' },
  },
  volatile: ['t'],
});
