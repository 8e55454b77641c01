/**
 * Google Optimize (discontinued by Google on 30 September 2023).
 *
 * Recognised: the container `www.googleoptimize.com/optimize.js?id=OPT-…` (also `GTM-…` ids) and the
 * anti-flicker snippet's request of it (`library_load`). A site still loading it runs no experiment:
 * the script no longer serves experiments.
 * Account: the container id `id`.
 */
import { getParam } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

function isContainer(request: RequestView): boolean {
  return request.url.host === 'www.googleoptimize.com' && request.url.path === '/optimize.js';
}

function decodeOptimize(request: RequestView): VendorEvent[] {
  return [
    {
      eventName: 'library_load',
      accountID: getParam(request.query, 'id') ?? null,
      params: [...request.query],
    },
  ];
}

export const googleOptimize = defineVendor({
  code: 'GOOGLEOPTIMIZE',
  name: 'Google Optimize (discontinued)',
  kind: 'other',
  badge: { short: 'GO', color: 'oklch(55.1% 0.027 264.364)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: [],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: ['www.googleoptimize.com'],
  match: (request) => !request.isNavigation && isContainer(request),
  decode: decodeOptimize,
  params: { id: { label: 'Container ID', group: 'most_used' } },
  volatile: [],
});
