/**
 * Chartbeat.
 *
 * Recognised: engagement pings `ping.chartbeat.net/ping` (`ping`), the script
 * `static.chartbeat.com/js/chartbeat(_mab|_video).js` (`library_load`).
 *
 * Account: the account id `g`. Relied on (chartbeat.js's wire format, not a published contract): `h`
 * is the site's domain, `p` the path, `d` the dashboard domain, `i` the title, `u` and `t` the
 * visitor and page tokens, `x` the scroll depth, `e` engaged seconds.
 */
import { getParam } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

const SCRIPT = /^\/js\/chartbeat(?:_[a-z]+)?(?:\.min)?\.js$/;

function callOf(request: RequestView): string | null {
  const { host, path } = request.url;
  if (host === 'ping.chartbeat.net') return path === '/ping' ? 'ping' : null;
  return host === 'static.chartbeat.com' && SCRIPT.test(path) ? 'library_load' : null;
}

function decodeChartbeat(request: RequestView): VendorEvent[] {
  const eventName = callOf(request) ?? 'unknown_event';
  return [{ eventName, accountID: getParam(request.query, 'g') ?? null, params: [...request.query] }];
}

export const chartbeat = defineVendor({
  code: 'CHARTBEAT',
  name: 'Chartbeat',
  kind: 'analytics',
  badge: { short: 'Cb', color: 'oklch(62.7% 0.194 149.214)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: [],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  matchHosts: ['ping.chartbeat.net', 'static.chartbeat.com'],
  match: (request) => !request.isNavigation && callOf(request) !== null,
  decode: decodeChartbeat,
  params: {
    g: { label: 'Account ID', group: 'most_used' },
    h: { label: 'Site domain', group: 'most_used' },
    d: { label: 'Dashboard domain', group: 'most_used' },
    p: { label: 'Page path', group: 'most_used' },
    i: { label: 'Page title', group: 'most_used' },
    r: { label: 'Referrer', group: 'most_used' },
    g0: { label: 'Sections', group: 'custom_event_parameters' },
    g1: { label: 'Authors', group: 'custom_event_parameters' },
    u: { label: 'Visitor token', group: 'user' },
    t: { label: 'Page token', group: 'other' },
    n: { label: 'Visit count', group: 'user' },
    c: { label: 'Time on page (minutes)', group: 'other' },
    e: { label: 'Engaged seconds', group: 'other' },
    x: { label: 'Scroll depth', group: 'other' },
    y: { label: 'Page height', group: 'other' },
    w: { label: 'Window height', group: 'user' },
    j: { label: 'Ping interval', group: 'other' },
    _: { label: 'Cache buster', group: 'other' },
  },
  volatile: ['_', 'c', 'e', 'x', 'E'],
});
