/**
 * Amazon Ads: the Amazon Ad Tag (`amzn.js`, `aat`) and Amazon DSP conversion pixels.
 *
 * Recognised: `/iu3` and `/iui3` on `s.amazon-adsystem.com` and the regional `aax-<region>` hosts
 * (also under `/s/`), when they carry a tag id (`pid`) or DSP pixel arguments (`ex-fargs`); the Ad
 * Tag script `c.amazon-adsystem.com/aat/amzn.js` (`library_load`). Bids (`/e/dtb/bid`), `apstag.js`
 * and `iu3` cookie syncs without a tag or pixel are not hits.
 *
 * Cookie matching (`cookie_sync`), inferred from real requests (amazon.in 2019 in a public NetStorm
 * recording): `ecm3` on `s.amazon-adsystem.com` and `/s/ecm3` on the `aax-<region>` hosts, with `ex`
 * the partner (`adobe.com`, `pubmatic.com`, `doubleclick.net`…) and its user id in `id` (or
 * `google_gid`, `xid`, `p_user_id`). Partners' sync calls in the same capture redirect to this URL
 * with their id filled in (`…/s/ecm3?ex=adobe.com&id=${DD_UUID}`). It carries no Amazon account.
 *
 * Undocumented behaviour relied on: the Ad Tag sends `pid` (tag id) and `event` (`PageView`,
 * `Off-AmazonPurchases`…). A DSP pixel sends `ex-fargs` (a query string: `id` pixel id, `type`, `m`),
 * `ex-hargs` (`;`-separated: `c` advertiser entity, `p` pixel id) and `ex-src` (the page), both
 * decoded here into `ex-fargs.id`… and `ex-hargs.c`….
 *
 * Event name: `event`, else `conversion` for a DSP pixel. Account: `pid`, else the DSP pixel id.
 */
import { getParam, parseParams, type Param } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { AMAZON_ADS_PARAMS, AMAZON_ADS_PATTERNS } from './params.js';

function isPixelHost(host: string): boolean {
  return host === 's.amazon-adsystem.com' || /^aax-[a-z0-9-]+\.amazon-adsystem\.com$/.test(host);
}

const COOKIE_MATCH_PATHS: ReadonlySet<string> = new Set(['/ecm3', '/s/ecm3']);

function endpointOf(request: RequestView): 'pixel' | 'script' | 'cookie_sync' | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
  if (host === 'c.amazon-adsystem.com') return path === '/aat/amzn.js' ? 'script' : null;
  if (!isPixelHost(host)) return null;
  if (COOKIE_MATCH_PATHS.has(path)) return getParam(request.query, 'ex') === undefined ? null : 'cookie_sync';
  const pixelPath = path === '/iu3' || path === '/iui3' || path === '/s/iu3' || path === '/s/iui3';
  if (!pixelPath) return null;
  return getParam(request.query, 'pid') !== undefined || getParam(request.query, 'ex-fargs') !== undefined
    ? 'pixel'
    : null;
}

function expand(param: Param): Param[] {
  if (param.name === 'ex-fargs') return parseParams(param.value.replace(/^\?/, ''));
  if (param.name === 'ex-hargs') return parseParams(param.value.replaceAll(';', '&'));
  return [];
}

function decodeAmazonAds(request: RequestView): VendorEvent[] {
  const params: Param[] = [];
  for (const param of request.query) {
    params.push(param);
    for (const field of expand(param))
      params.push({ name: `${param.name}.${field.name}`, value: field.value });
  }
  const endpoint = endpointOf(request);
  if (endpoint === 'cookie_sync') return [{ eventName: 'cookie_sync', accountID: null, params }];
  const eventName = endpoint === 'script' ? 'library_load' : getParam(params, 'event') || 'conversion';
  const account = getParam(params, 'pid') ?? getParam(params, 'ex-fargs.id') ?? null;
  return [{ eventName, accountID: account, params }];
}

export const amazonAds = defineVendor({
  code: 'AMAZONADS',
  name: 'Amazon Ads',
  kind: 'advertising',
  badge: { short: 'a', color: '#ff9900', textColor: '#000' },
  supported: false,
  adPixel: true,
  pageViewEvents: ['pageview'],
  pageUrlParams: ['ex-src'],
  purchase: null,
  // Another partner of a cookie sync is another sync.
  duplicateKeys: { ...NO_DUPLICATE_KEYS, distinctKeys: ['ex'] },
  matchHosts: ['amazon-adsystem.com'],
  match: (request) => endpointOf(request) !== null,
  decode: decodeAmazonAds,
  params: AMAZON_ADS_PARAMS,
  patterns: AMAZON_ADS_PATTERNS,
  volatile: ['cb', 'ts'],
});
