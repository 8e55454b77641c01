/**
 * Adobe Analytics (AppMeasurement `s.t()` and `s.tl()` beacons).
 *
 * Recognised: a path `/b/ss/<report suite ids>/<version>/…` on any host (first-party CNAMEs such as
 * `smetrics.example.com`, `*.sc.omtrdc.net`, `*.2o7.net`), GET or POST (a long hit is POSTed with the
 * query string as a form body, merged over the URL's query). The Web SDK's `/ee/…` calls are not
 * matched (ADOBEWEBSDK), nor the ECID service (`/id` on `*.sc.omtrdc.net`).
 *
 * Event name: `s.tl()` link hits carry `pe` — `lnk_o` gives `custom_link`, `lnk_d` `download_link`,
 * `lnk_e` `exit_link`, any other value (media `ms_s`…) is kept as sent; a hit without `pe` is an
 * `s.t()` page view: `purchase` when its `events` list holds `purchase`, else `page_view`.
 * Account: the report suite id(s), the path segment after `/b/ss/` (comma-separated when the hit goes
 * to several suites); shown as the `rsid` parameter.
 *
 * Nested blocks (nested-blocks.ts): a block opens with `<name>.` and closes with `.<name>`, both without
 * a value, and its names are read as `<name>.<field>` at any depth. Adobe's "Data collection query
 * parameters" documents `c.`/`.c` around context data ("never contains a value") and `h.` as the prefix
 * of client hints, not the nesting; AppMeasurement.js writes `contextData` (`c`), `clientHints` (`h`),
 * customer IDs (`cid`) and Audience Management (`d`) with one serializer that nests each dot of a key
 * (`c.&a.&activitymap.&page=…&.activitymap&.a&.c`), as Adobe's mobile Analytics extension does
 * (aepsdk-analytics-ios, ContextDataUtil.serializeToQueryString) and Omnibug reads them.
 * - `cid.<integration code>.id` / `.as`: AppMeasurement puts each entry of `visitor.getCustomerIDs()`
 *   (set with `visitor.setCustomerIDs`, ID service 1.5+) in the `cid` block, `as` only when the
 *   authState is not 0. States per Adobe's "Customer IDs and Authentication States": 0 unknown, 1
 *   authenticated, 2 logged out. Another field of the block (no AppMeasurement version seen sends
 *   one) is shown as `Customer ID (<code>): <field>`.
 * - `d.nsid`, `d.jsonv`: the `d` block is `AudienceManagement.getEventCallConfigParams()`, the DIL's
 *   platform parameters without their `d_` prefix (`d_rtbd`, `d_dst` left out): `nsid` is the DIL's
 *   `containerNSID`, "the container ID used by Audience Manager for ID syncs", 0 by default (Adobe's
 *   "DIL create method"); `jsonv` is `DIL.jsonVersion`, read off the library's code (no doc found).
 * Seen on suntrust.com (2020, The Markup's Blacklight scan):
 * `cid.&st_adobeanalytics.&id=…&.st_adobeanalytics&.cid&d.&nsid=0&jsonv=1&.d`, the customer ID being
 * the ECID (`mid`); fixtures/page-view-customer-ids.json.
 *
 * Undocumented behaviour relied on: `products` is `category;product;quantity;price;…` per product,
 * comma-separated, the price being the line total.
 */
import { getParam, mergeParams, parseParams, type Param } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { sumItems, type PurchaseReader } from '../purchase-reader.js';
import { ADOBE_ANALYTICS_PARAMS, ADOBE_ANALYTICS_PATTERNS } from './params.js';
import { decodeProducts } from './products.js';
import { nestBlocks } from './nested-blocks.js';
import { appendAll } from '../../append-all.js';
import { own } from '../../own.js';

const MARKER = '/b/ss/';
const PRODUCT_FIELD = /^products\[(\d+)\]\./;
const LINK_EVENTS: Readonly<Record<string, string>> = {
  lnk_o: 'custom_link',
  lnk_d: 'download_link',
  lnk_e: 'exit_link',
};

/** The report suite id(s) after `/b/ss/`, or null when the path is not a beacon. */
function reportSuite(path: string): string | null {
  const start = path.indexOf(MARKER);
  if (start === -1) return null;
  const rest = path.slice(start + MARKER.length);
  const end = rest.indexOf('/');
  const rsid = end === -1 ? rest : rest.slice(0, end);
  return rsid.length > 0 ? decodeURIComponentSafe(rsid) : null;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function eventName(params: readonly Param[]): string {
  const pe = getParam(params, 'pe');
  if (pe !== undefined && pe.length > 0) return own(LINK_EVENTS, pe) ?? pe;
  const events = (getParam(params, 'events') ?? '').split(',').map((name) => name.trim().split(/[=:]/)[0]);
  return events.includes('purchase') ? 'purchase' : 'page_view';
}

function decodeBeacon(request: RequestView): VendorEvent[] {
  const rsid = reportSuite(request.url.path);
  const body =
    request.body !== null && request.body.trim().length > 0 ? parseParams(request.body.trim()) : [];
  // Nested before merging: merging regroups repeated names (`id` under two `cid.` codes) out of their blocks.
  const params = mergeParams(nestBlocks(request.query), nestBlocks(body));
  const products = getParam(params, 'products');
  const decoded: Param[] = rsid === null ? [] : [{ name: 'rsid', value: rsid }];
  for (const param of params) {
    decoded.push(param);
    if (param.name === 'products' && products !== undefined) appendAll(decoded, decodeProducts(products));
  }
  return [{ eventName: eventName(params), accountID: rsid, params: decoded }];
}

const adobeAnalyticsPurchase: PurchaseReader = {
  events: ['purchase'],
  value: ['products.revenue'],
  currency: ['cc'],
  transactionId: ['purchaseID', 'xact'],
  eventId: [],
  itemCount: (params) => sumItems(params, PRODUCT_FIELD, (index) => `products[${index}].quantity`),
};

export const adobeAnalytics = defineVendor({
  code: 'ADOBEANALYTICS',
  name: 'Adobe Analytics',
  kind: 'analytics',
  badge: { short: 'AA', color: 'oklch(57.7% 0.245 27.325)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['page_view'],
  pageUrlParams: ['g'],
  purchase: adobeAnalyticsPurchase,
  duplicateKeys: { eventIds: [], dedupKeys: ['purchaseID'], distinctKeys: ['purchaseID'] },
  match: (request) => !request.isNavigation && reportSuite(request.url.path) !== null,
  decode: decodeBeacon,
  params: ADOBE_ANALYTICS_PARAMS,
  patterns: ADOBE_ANALYTICS_PATTERNS,
  volatile: ['t', 'lrt'],
});
