/**
 * 6sense (account identification and intent).
 *
 * Recognised: the beacon `b.6sc.co/v1/beacon/img.gif` (named by its `event`, `a_pageload` for a page
 * load), the company lookup `epsilon.6sense.com/v<n>/company/details` (`company_lookup`), the script
 * `j.6sc.co/6si.min.js` and `j.6sc.co/j/<token>.js` (`library_load`).
 * Account: the customer token `token` of the beacon (the file name of a `j/<token>.js` script).
 * Relied on: `q.*` fields of the beacon are 6sense's own (visitor and page details).
 */
import { getParam } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

const TOKEN_SCRIPT = /^\/j\/([A-Za-z0-9-]+)\.js$/;
const LOOKUP = /^\/v\d+\/company\/details\/?$/;

function callOf(request: RequestView): string | null {
  const { host, path } = request.url;
  if (host === 'b.6sc.co') return path === '/v1/beacon/img.gif' ? 'beacon' : null;
  if (host === 'epsilon.6sense.com') return LOOKUP.test(path) ? 'company_lookup' : null;
  if (host === 'j.6sc.co') return path === '/6si.min.js' || TOKEN_SCRIPT.test(path) ? 'library_load' : null;
  return null;
}

function decodeSixSense(request: RequestView): VendorEvent[] {
  const call = callOf(request) ?? 'unknown_event';
  const token = getParam(request.query, 'token') ?? TOKEN_SCRIPT.exec(request.url.path)?.[1] ?? null;
  const eventName = call === 'beacon' ? getParam(request.query, 'event') || 'beacon' : call;
  return [{ eventName, accountID: token, params: [...request.query] }];
}

export const sixsense = defineVendor({
  code: 'SIXSENSE',
  name: '6sense',
  kind: 'other',
  badge: { short: '6s', color: 'oklch(39.8% 0.07 227.392)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['a_pageload'],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: ['6sc.co', 'epsilon.6sense.com'],
  match: (request) => !request.isNavigation && callOf(request) !== null,
  decode: decodeSixSense,
  params: {
    token: { label: 'Customer token', group: 'most_used' },
    event: { label: 'Event', group: 'most_used' },
    svisitor: { label: '6sense visitor ID', group: 'user' },
  },
  patterns: [
    { prefix: 'q.metadata.', group: 'user', label: (rest) => `Company data: ${rest}` },
    { prefix: 'q.', group: 'other', label: (rest) => `Beacon field: ${rest}` },
  ],
  volatile: [],
});
