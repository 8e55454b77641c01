/**
 * TikTok pixel script and its `/i18n/pixel/` calls.
 *
 * Relied on (undocumented): the base code loads `analytics.tiktok.com/i18n/pixel/events.js?sdkid=<pixel>`,
 * which loads the SDK `/i18n/pixel/static/main.<hash>.js` (and helpers such as `identify_<hash>.js`)
 * and the pixel's settings `/i18n/pixel/config.js?sdkid=<pixel>`; cookie consent is reported with
 * calls such as `/i18n/pixel/enable_cookie`. Scripts (`.js`) are `library_load`; any other call is
 * named after its endpoint (`enable_cookie`). The account is `sdkid` (the pixel code) when sent.
 * The same files are served from `analytics.us.tiktok.com` for US data residency (any host of
 * TIKTOK_ANALYTICS_HOSTS). Events themselves go to `/api/v1/…` and `/api/v2/…` (the TIKTOK vendor):
 * the two path spaces never overlap.
 */
import { hostMatches } from '../../url/parse-url.js';
import { getParam } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { TIKTOK_ANALYTICS_HOSTS } from '../tiktok/tiktok.js';

const PIXEL_PATH = '/i18n/pixel/';

function matchPixel(request: RequestView): boolean {
  const { host, path } = request.url;
  return (
    !request.isNavigation &&
    path.startsWith(PIXEL_PATH) &&
    path.length > PIXEL_PATH.length &&
    TIKTOK_ANALYTICS_HOSTS.some((domain) => hostMatches(host, domain))
  );
}

function decodePixel(request: RequestView): VendorEvent[] {
  const file = request.url.path.slice(PIXEL_PATH.length);
  const isScript = file.endsWith('.js');
  const endpoint =
    file
      .split('/')
      .filter((segment) => segment.length > 0)
      .pop() ?? file;
  return [
    {
      eventName: isScript ? 'library_load' : endpoint,
      accountID: getParam(request.query, 'sdkid') || null,
      params: [{ name: isScript ? 'script' : 'endpoint', value: file }, ...request.query],
    },
  ];
}

export const tiktokPixel = defineVendor({
  code: 'TIKTOKPIXEL',
  name: 'TikTok Pixel script',
  kind: 'advertising',
  badge: { short: 'TT', color: 'oklch(52.5% 0.223 3.958)', textColor: '#fff' },
  supported: false,
  adPixel: true,
  pageViewEvents: [],
  pageUrlParams: ['context.page.url'],
  purchase: null,
  duplicateKeys: { eventIds: ['event_id'], dedupKeys: [], distinctKeys: [] },
  hosts: ['analytics.tiktok.com', 'analytics.us.tiktok.com'],
  matchHosts: ['analytics.tiktok.com', 'analytics-sg.tiktok.com', 'analytics.us.tiktok.com'],
  match: matchPixel,
  decode: decodePixel,
  params: {
    script: { label: 'Script', group: 'most_used' },
    endpoint: { label: 'Endpoint', group: 'most_used' },
    sdkid: { label: 'Pixel ID (sdkid)', group: 'most_used' },
    lib: { label: 'Global object name', group: 'other' },
    hostname: { label: 'Site host name', group: 'most_used' },
  },
  volatile: [],
});
