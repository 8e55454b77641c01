/**
 * Kameleoon (A/B testing and personalisation).
 *
 * Recognised: the tag `<site code>.kameleoon.eu/kameleoon.js` (also `.kameleoon.io`, and
 * `engine.js`): `library_load`; data collection under `/visit/` on `*-data.kameleoon.io` /
 * `data.kameleoon.io` (`events`, or the call's name).
 * Account: the site code — the tag host's first label, or `siteCode` of a data call.
 */
import { getParam } from '../../url/params.js';
import { hostMatches } from '../../url/parse-url.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

const TAG_FILES: ReadonlySet<string> = new Set(['/kameleoon.js', '/engine.js']);

function isKameleoonHost(host: string): boolean {
  return hostMatches(host, 'kameleoon.eu') || hostMatches(host, 'kameleoon.io');
}

function callOf(request: RequestView): string | null {
  const { host, path } = request.url;
  if (!isKameleoonHost(host)) return null;
  const dataHost = host.endsWith('data.kameleoon.io') || host.endsWith('data.kameleoon.eu');
  if (dataHost && path.startsWith('/visit/')) return path.slice('/visit/'.length).split('/')[0] || 'events';
  return !dataHost && TAG_FILES.has(path) ? 'library_load' : null;
}

function decodeKameleoon(request: RequestView): VendorEvent[] {
  const call = callOf(request) ?? 'unknown_event';
  const account =
    call === 'library_load'
      ? (request.url.host.split('.')[0] ?? null)
      : (getParam(request.query, 'siteCode') ?? null);
  return [{ eventName: call, accountID: account, params: [...request.query] }];
}

export const kameleoon = defineVendor({
  code: 'KAMELEOON',
  name: 'Kameleoon',
  kind: 'other',
  badge: { short: 'Km', color: 'oklch(62.7% 0.194 149.214)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: [],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: ['kameleoon.eu', 'kameleoon.io'],
  match: (request) => !request.isNavigation && callOf(request) !== null,
  decode: decodeKameleoon,
  params: {
    siteCode: { label: 'Site code', group: 'most_used' },
    visitorCode: { label: 'Visitor code', group: 'user' },
    nonce: { label: 'Nonce', group: 'other' },
  },
  volatile: ['nonce'],
});
