/**
 * The Google tag of Google Merchant Center (tag ID `MC-…`), which measures a shop's visits and
 * conversions from free product listings for Merchant Center, not for a Google Analytics property.
 *
 * Recognised: `merchant-center-analytics.goog/mc/collect` (also `www.`), and any `/mc/collect` with a
 * `tid` starting with `MC-`: the GA4 protocol (`v=2`, `en`, `dl`, items `pr1`…), read as GA4 hits are
 * (ga4.ts), under a category of its own so that no GA4 rule runs and no GA4 property is shown. Read off
 * a real capture (tastynibbles.in, a Shopify shop with Google's sales channel, 2024: page_view,
 * user_engagement and view_item sent to `MC-Y41CDBPZ5C` beside the shop's GA4 tag); Merchant Center's
 * help describes its conversion measurement, not the wire format.
 *
 * Event name: `en`. Account: the tag ID (`tid`, `MC-…`).
 */
import { hostMatches } from '../../url/parse-url.js';
import { getParam } from '../../url/params.js';
import { defineVendor, type RequestView } from '../define-vendor.js';
import { ga4, MERCHANT_CENTER_TAG_PREFIX } from '../ga4/ga4.js';
import { GA4_PARAMS, GA4_PATTERNS } from '../ga4/params.js';

const HOST = 'merchant-center-analytics.goog';
const PATH = '/mc/collect';

function isMerchantCenterHit(request: RequestView): boolean {
  if (request.isNavigation || !request.url.path.endsWith(PATH)) return false;
  const tid = (getParam(request.query, 'tid') ?? '').toUpperCase();
  return hostMatches(request.url.host, HOST) || tid.startsWith(MERCHANT_CENTER_TAG_PREFIX);
}

export const googleMerchantCenter = defineVendor({
  code: 'GOOGLEMERCHANTCENTER',
  name: 'Google Merchant Center tag',
  kind: 'advertising',
  badge: { short: 'MC', color: 'oklch(62.7% 0.194 149.214)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['page_view'],
  pageUrlParams: ga4.pageUrlParams,
  purchase: null,
  duplicateKeys: ga4.duplicateKeys,
  hosts: [HOST],
  match: isMerchantCenterHit,
  decode: (request) => ga4.decode(request),
  params: { ...GA4_PARAMS, tid: { label: 'Tag ID (Merchant Center)', group: 'most_used' } },
  patterns: GA4_PATTERNS,
  sessionIds: ['cid', 'sid'],
  volatile: ga4.volatile,
});
