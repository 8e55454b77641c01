/**
 * Google Ads conversion and remarketing hits sent by gtag.js and Google Tag Manager.
 *
 * Undocumented behaviour relied on (Google does not document the wire format): the hit path is
 * `/pagead/conversion/<id>/` (googleadservices.com), `/pagead/viewthroughconversion/<id>/`
 * (googleads.g.doubleclick.net) or `/pagead/1p-conversion/<id>/` (google.com and its country domains),
 * the id sometimes written `AW-<id>`. Event-data tags put `event=<name>` and their other fields in the
 * `data` parameter as `;`-separated `key=value` pairs (`event=purchase;value=59.8;currency=EUR`), and
 * `event=gtag.config` there marks the page-load hit. The value is `value`, the currency
 * `currency_code`, the order id `oid`; consent is `gcs`/`gcd`/`npa`/`dma` as on GA4 hits.
 *
 * Account: `AW-` + the numeric id from the path. Event name: `en` when sent; else the `event` entry of
 * `data` (`gtag.config` read as `page_view`); else `conversion` on conversion and 1p-conversion paths;
 * on a viewthroughconversion path `conversion` when a conversion `label` is present, otherwise
 * `page_view` (a remarketing page hit).
 */
import { hostMatches } from '../../url/parse-url.js';
import { getParam, type Param } from '../../url/params.js';
import { defineVendor, type RequestView } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { googleAdsPurchase } from './purchase.js';
import { isGoogleSearchDomain, readAdsPath, type AdsPath } from './ads-path.js';
import { GOOGLE_ADS_PARAMS, GOOGLE_ADS_PATTERNS } from './params.js';

function isGoogleAdsHost(host: string): boolean {
  return (
    hostMatches(host, 'googleadservices.com') ||
    hostMatches(host, 'googleads.g.doubleclick.net') ||
    isGoogleSearchDomain(host)
  );
}

function adsPathOf(request: RequestView): AdsPath | null {
  if (request.isNavigation || !isGoogleAdsHost(request.url.host)) return null;
  return readAdsPath(request.url.path);
}

/** `event=purchase;value=59.8` → `data.event` = `purchase`, `data.value` = `59.8`. */
export function decodeEventData(data: string): Param[] {
  const entries: Param[] = [];
  for (const pair of data.split(';')) {
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    entries.push({ name: `data.${pair.slice(0, eq)}`, value: pair.slice(eq + 1) });
  }
  return entries;
}

function withEventData(query: readonly Param[]): Param[] {
  const params: Param[] = [];
  for (const param of query) {
    params.push(param);
    if (param.name === 'data') params.push(...decodeEventData(param.value));
  }
  return params;
}

function eventNameOf(path: AdsPath, params: readonly Param[]): string {
  const en = getParam(params, 'en');
  if (en !== undefined && en.length > 0) return en;
  const dataEvent = getParam(params, 'data.event');
  if (dataEvent !== undefined && dataEvent.length > 0)
    return dataEvent === 'gtag.config' ? 'page_view' : dataEvent;
  if (path.kind !== 'viewthroughconversion') return 'conversion';
  return (getParam(params, 'label') ?? '').length > 0 ? 'conversion' : 'page_view';
}

export const googleAds = defineVendor({
  code: 'GOOGLEADS',
  name: 'Google Ads',
  kind: 'advertising',
  badge: { short: 'Ads', color: 'oklch(54.6% 0.245 262.881)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['page_view'],
  pageUrlParams: [],
  purchase: googleAdsPurchase,
  duplicateKeys: NO_DUPLICATE_KEYS,
  match: (request) => adsPathOf(request) !== null,
  decode: (request) => {
    const path = adsPathOf(request);
    const params = withEventData(request.query);
    return [
      {
        eventName: path === null ? 'unknown_event' : eventNameOf(path, params),
        accountID: path === null ? null : `AW-${path.conversionId}`,
        params,
      },
    ];
  },
  params: GOOGLE_ADS_PARAMS,
  patterns: GOOGLE_ADS_PATTERNS,
  volatile: ['random', 'fst', 'gtm', 'tag_exp', '_tu', 'ocp_id'],
});
