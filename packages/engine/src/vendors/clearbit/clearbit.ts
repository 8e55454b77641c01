/**
 * Clearbit (now HubSpot Breeze Intelligence): Reveal and its tags.
 *
 * Recognised: the tag script `tag.clearbitscripts.com/v1/<publishable key>/tags.js`
 * (`library_load`) and the Reveal lookup `reveal.clearbit.com/v1/companies/reveal` (`company_lookup`).
 * Account: the publishable key `pk_…` (from the script's path, or the lookup's `authorization`).
 */
import { getParam } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

const TAGS = /^\/v\d+\/(pk_[A-Za-z0-9]+)\/tags\.js$/;

function callOf(request: RequestView): string | null {
  const { host, path } = request.url;
  if (host === 'tag.clearbitscripts.com') return TAGS.test(path) ? 'library_load' : null;
  return host === 'reveal.clearbit.com' && path === '/v1/companies/reveal' ? 'company_lookup' : null;
}

function decodeClearbit(request: RequestView): VendorEvent[] {
  const key = TAGS.exec(request.url.path)?.[1] ?? getParam(request.query, 'authorization') ?? null;
  return [{ eventName: callOf(request) ?? 'unknown_event', accountID: key, params: [...request.query] }];
}

export const clearbit = defineVendor({
  code: 'CLEARBIT',
  name: 'Clearbit',
  kind: 'other',
  badge: { short: 'Cl', color: 'oklch(54.6% 0.245 262.881)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: [],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: ['tag.clearbitscripts.com', 'reveal.clearbit.com'],
  match: (request) => !request.isNavigation && callOf(request) !== null,
  decode: decodeClearbit,
  params: { authorization: { label: 'Publishable key', group: 'most_used' } },
  volatile: [],
});
