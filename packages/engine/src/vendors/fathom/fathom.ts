/**
 * Fathom Analytics.
 *
 * Recognised on `usefathom.com` hosts (`cdn.usefathom.com`, legacy `<name>.usefathom.com`): the
 * collector `GET /` carrying the site id `sid` (a page view, or the event named by `name`), and the
 * script `/script.js` (`library_load`; its site id is an attribute of the tag, not sent).
 * Relied on (the script's wire format): `h` host, `p` path, `r` referrer, `qs` query (JSON), `cid`
 * a random per-hit id; events add `name` and `value`.
 * Account: the site id `sid`.
 */
import { getParam } from '../../url/params.js';
import { hostMatches } from '../../url/parse-url.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

function callOf(request: RequestView): string | null {
  if (!hostMatches(request.url.host, 'usefathom.com')) return null;
  if (request.url.path === '/script.js') return 'library_load';
  if (request.url.path !== '/' || getParam(request.query, 'sid') === undefined) return null;
  return getParam(request.query, 'name') || 'pageview';
}

function decodeFathom(request: RequestView): VendorEvent[] {
  const eventName = callOf(request) ?? 'unknown_event';
  return [{ eventName, accountID: getParam(request.query, 'sid') ?? null, params: [...request.query] }];
}

export const fathom = defineVendor({
  code: 'FATHOM',
  name: 'Fathom Analytics',
  kind: 'analytics',
  badge: { short: 'Fa', color: 'oklch(44.8% 0.119 151.328)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['pageview'],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: ['usefathom.com'],
  match: (request) => !request.isNavigation && callOf(request) !== null,
  decode: decodeFathom,
  params: {
    sid: { label: 'Site ID', group: 'most_used' },
    h: { label: 'Host', group: 'most_used' },
    p: { label: 'Path', group: 'most_used' },
    r: { label: 'Referrer', group: 'most_used' },
    qs: { label: 'Query string (JSON)', group: 'most_used' },
    name: { label: 'Event name', group: 'most_used' },
    value: { label: 'Event value (cents)', group: 'e_commerce' },
    cid: { label: 'Hit ID', group: 'other' },
  },
  volatile: ['cid'],
});
