/**
 * Chartbeat.
 *
 * Recognised: engagement pings `ping.chartbeat.net/ping` and, from older tags, the per-customer ping
 * host `p<customer>.chartbeat.net/ping` (`ping`); the headline-testing pings
 * `mabping.chartbeat.net/ping/mab` (`ping_mab`); the ad pings `ping.chartbeat.net/ping/ad`
 * (`ping_ad`) and the campaign pings `ping.chartbeat.net/exp` (`exp`); the scripts
 * `static.chartbeat.com/js/chartbeat(_mab|_video|_pub).js` and `campaign_tracker.js` (`library_load`).
 * The events other than `ping` are named after their endpoint: Chartbeat publishes none of these
 * wire formats.
 *
 * Account: the account id `g`; the headline-testing ping carries none. Relied on (chartbeat.js's wire
 * format, not a published contract): `h` is the site's domain, `p` the path, `d` the dashboard domain,
 * `i` the title, `u` and `t` the visitor and page tokens, `x` the scroll depth, `e` engaged seconds.
 *
 * Where each endpoint's facts come from:
 * - `p<customer>.chartbeat.net/ping`: nytimes.com's home page in 2012 (har-viewer's HAR) pinged
 *   `pnytimes.chartbeat.net/ping?h=nytimes.com&p=%2F&u=…&d=nytimes.com&g=16698…` right after loading
 *   chartbeat.js, with the fields and order of `ping.chartbeat.net/ping`; a nytimes.com page of 2016
 *   in cliqz-oss/browser-core's onboarding test data shows the same host and account. Other sites of
 *   the same years (haaretz.com 2012, theverge.com 2016) pinged `ping.chartbeat.net`.
 * - `/ping/mab`: Chartbeat's "mab.js Specifications" (docs.chartbeat.com/cbp/feature-integrations/
 *   headline-testing/mabjs-specifications) says chartbeat_mab.js fetches the page's testing strategy
 *   from `mab.chartbeat.com/mab_strategy/headline_testing/get_strategy/` and, for each test in it, sends
 *   one ping (a 1x1 GIF) saying that the test was found, or not, and which variant was picked, once
 *   chartbeat.js runs; the tag's `mabServer` setting is `mabping.chartbeat.net` (public site code). The
 *   captures (cnn.com 2019, cnet.com 2018) show one ping per test after the strategy fetch, each with
 *   its own `x`, carrying `h`, `p`, `d` and `u` as the page's `/ping` does (the same `u`), a variant
 *   letter `v` on some (`A`…`F`), and no `g`.
 * - `/ping/ad` and `/exp`: theverge.com's home page in 2016 (sitespeed.io's test HAR), after loading
 *   chartbeat_pub.js and campaign_tracker.js: `/ping/ad` carries the fields of `/ping` plus `g2`, an ad
 *   unit path (`172968584/verge/front_page`), and `ad`, one entry per ad slot; `/exp` carries `g`, `d`,
 *   `h`, a token `ct`, and `cd`, the campaign's `key::value` pairs (`cbType::campaignMessage`,
 *   `campaignId::…`, `creativeId::…`); its `cs` equals the `t` of the page's `/ping/ad`.
 * Not hits: the strategy fetch `mab.chartbeat.com/mab_strategy/…` and the ad-refresh configuration
 * `adsapi.chartbeat.com/…` (configuration reads).
 */
import { getParam } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';

const SCRIPT = /^\/js\/(?:chartbeat(?:_[a-z]+)?|campaign_tracker)(?:\.min)?\.js$/;
/** `ping.chartbeat.net`, and the per-customer `p<customer>.chartbeat.net` of older tags. */
const PING_HOST = /^p[a-z0-9-]*\.chartbeat\.net$/;
const PING_CALLS: ReadonlyMap<string, string> = new Map([
  ['/ping', 'ping'],
  ['/ping/ad', 'ping_ad'],
  ['/exp', 'exp'],
]);

function callOf(request: RequestView): string | null {
  const { host, path } = request.url;
  if (host === 'ping.chartbeat.net') return PING_CALLS.get(path) ?? null;
  if (host === 'mabping.chartbeat.net') return path === '/ping/mab' ? 'ping_mab' : null;
  if (PING_HOST.test(host)) return path === '/ping' ? 'ping' : null;
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
  // One headline-testing ping per test of the page (`x`), one campaign ping per campaign (`cd`); an
  // engagement ping at another scroll depth (`x`) is another measurement too, so `x` is not volatile.
  duplicateKeys: { ...NO_DUPLICATE_KEYS, distinctKeys: ['x', 'cd'] },
  matchHosts: ['chartbeat.net', 'static.chartbeat.com'],
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
    g2: { label: 'Ad unit path (ad pings)', group: 'custom_event_parameters' },
    u: { label: 'Visitor token', group: 'user' },
    t: { label: 'Page token', group: 'other' },
    n: { label: 'Visit count', group: 'user' },
    c: { label: 'Time on page (minutes)', group: 'other' },
    e: { label: 'Engaged seconds', group: 'other' },
    x: { label: 'Scroll depth (the test, on headline-testing pings)', group: 'other' },
    v: { label: 'Variant picked (headline-testing pings)', group: 'most_used' },
    y: { label: 'Page height', group: 'other' },
    w: { label: 'Window height', group: 'user' },
    j: { label: 'Ping interval', group: 'other' },
    ad: { label: 'Ad slots (ad pings)', group: 'custom_event_parameters' },
    cd: { label: 'Campaign data (key::value pairs, campaign pings)', group: 'custom_event_parameters' },
    ct: { label: 'Campaign token (campaign pings)', group: 'other' },
    cs: { label: 'Page token of the ad ping (campaign pings)', group: 'other' },
    _: { label: 'Cache buster', group: 'other' },
  },
  volatile: ['_', 'c', 'e', 'E'],
});
