/**
 * Lucky Orange (recordings, heatmaps, chat).
 *
 * Recognised: the tag `tools.luckyorange.com/core/lo.js?site-id=<id>` (`library_load`).
 * Recording uploads are not decoded. Account: the site id `site-id`.
 */
import { getParam } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

function isTag(request: RequestView): boolean {
  return request.url.host === 'tools.luckyorange.com' && request.url.path === '/core/lo.js';
}

function decodeLuckyOrange(request: RequestView): VendorEvent[] {
  return [
    {
      eventName: 'library_load',
      accountID: getParam(request.query, 'site-id') ?? null,
      params: [...request.query],
    },
  ];
}

export const luckyOrange = defineVendor({
  code: 'LUCKYORANGE',
  name: 'Lucky Orange',
  kind: 'session_recording',
  badge: { short: 'LO', color: 'oklch(70.5% 0.213 47.604)', textColor: '#000' },
  supported: false,
  adPixel: false,
  pageViewEvents: [],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: ['tools.luckyorange.com'],
  match: (request) => !request.isNavigation && isTag(request),
  decode: decodeLuckyOrange,
  params: { 'site-id': { label: 'Site ID', group: 'most_used' } },
  volatile: [],
});
