/**
 * Marketo Measure (Bizible) attribution.
 *
 * Recognised on `cdn.bizible.com`: the page view pixel `/ipv` (`page_view`, also the `<noscript>`
 * image), the form and user calls `/xdc.js` and `/u` (`user_sync`), the script
 * `/scripts/bizible.js` (`library_load`).
 * Relied on (bizible.js's wire format): `_biz_u` visitor id, `_biz_l` page URL, `_biz_r` referrer,
 * `_biz_i` title, `_biz_t` time, `_biz_n` hit sequence, `_biz_h` a script hash. No account is sent
 * (Bizible ties the data to the site's domain): the account is null.
 */
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

const CALLS: Readonly<Record<string, string>> = {
  '/ipv': 'page_view',
  '/u': 'user_sync',
  '/xdc.js': 'user_sync',
  '/scripts/bizible.js': 'library_load',
};

function callOf(request: RequestView): string | null {
  const { host, path } = request.url;
  return host === 'cdn.bizible.com' && Object.hasOwn(CALLS, path) ? (CALLS[path] ?? null) : null;
}

function decodeBizible(request: RequestView): VendorEvent[] {
  return [{ eventName: callOf(request) ?? 'unknown_event', accountID: null, params: [...request.query] }];
}

export const bizible = defineVendor({
  code: 'BIZIBLE',
  name: 'Marketo Measure (Bizible)',
  kind: 'other',
  badge: { short: 'MM', color: 'oklch(43.8% 0.218 303.724)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['page_view'],
  pageUrlParams: ['_biz_l'],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: ['cdn.bizible.com'],
  match: (request) => !request.isNavigation && callOf(request) !== null,
  decode: decodeBizible,
  params: {
    _biz_u: { label: 'Visitor ID', group: 'user' },
    _biz_l: { label: 'Page URL', group: 'most_used' },
    _biz_r: { label: 'Referrer', group: 'most_used' },
    _biz_i: { label: 'Page title', group: 'most_used' },
    _biz_t: { label: 'Time', group: 'other' },
    _biz_n: { label: 'Hit sequence', group: 'other' },
    _biz_h: { label: 'Script hash', group: 'other' },
    _biz_z: { label: 'Time', group: 'other' },
    rnd: { label: 'Cache buster', group: 'other' },
    cdn_o: { label: 'CDN origin', group: 'other' },
  },
  volatile: ['_biz_t', '_biz_z', '_biz_n', 'rnd'],
});
