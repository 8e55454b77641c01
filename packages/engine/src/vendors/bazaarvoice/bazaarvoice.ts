/**
 * Bazaarvoice analytics (the BV Pixel and the analytics of its hosted ratings, reviews and Curations
 * displays), sent as image requests to `network.bazaarvoice.com`.
 *
 * Documented: Bazaarvoice's BV Pixel setup (its developer portal, and Tealium's Bazaarvoice Pixel tag
 * guide) configures a client name, a site id (deployment zone, `main_site` by default), an environment
 * (production or staging) and a locale, and tracks page views (`bvProduct`, `productId`, `type`),
 * conversions and transactions (`orderId`, `total`, `currency`, items).
 *
 * Inferred from real requests (lowes.com 2021 and jcpenney.com 2016, in public load-test recordings):
 * `network.bazaarvoice.com/st.gif` carries one event whose class is `cl` (`PageView`, `Diagnostic`…)
 * with `client`, `type`, `bvProduct`, `productId`, `deploymentZone`, `loadId` (one page load),
 * `BVBRANDID`/`BVBRANDSID` (visitor and session), `_` (a cache buster); or a batch `r_batch`, a Rison
 * list of such events, each read as its own event with the request's shared fields.
 * `network.bazaarvoice.com/sid.gif?_=…` carries nothing else: the session id call (`session_id`).
 * Event names: `cl` in snake case (`page_view`, `diagnostic`, `transaction`…), else `event`.
 * Account: `client`.
 */
import { getParam, type Param } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { BAZAARVOICE_PARAMS } from './params.js';
import { readRisonObjects } from './rison.js';

const HOST = 'network.bazaarvoice.com';
const PATHS: ReadonlySet<string> = new Set(['/st.gif', '/sid.gif']);

function isAnalytics(request: RequestView): boolean {
  return !request.isNavigation && request.url.host === HOST && PATHS.has(request.url.path);
}

/** `PageView` → `page_view`. */
function eventNameOf(params: readonly Param[]): string {
  const kind = getParam(params, 'cl') ?? '';
  if (kind.length === 0) return 'event';
  return kind.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

function decodeBazaarvoice(request: RequestView): VendorEvent[] {
  const query = [...request.query];
  if (request.url.path === '/sid.gif') return [{ eventName: 'session_id', accountID: null, params: query }];
  const account = getParam(query, 'client') || null;
  const batch = getParam(query, 'r_batch');
  const items = batch === undefined ? null : readRisonObjects(batch);
  if (items === null || items.length === 0)
    return [{ eventName: eventNameOf(query), accountID: account, params: query }];
  const shared = query.filter((param) => param.name !== 'r_batch');
  return items.map((fields) => {
    const params = [...shared, ...fields];
    return { eventName: eventNameOf(params), accountID: account, params };
  });
}

export const bazaarvoice = defineVendor({
  code: 'BAZAARVOICE',
  name: 'Bazaarvoice',
  kind: 'analytics',
  badge: { short: 'BV', color: '#11356b', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: ['page_view'],
  pageUrlParams: ['href', 'canurl'],
  purchase: {
    events: ['transaction'],
    value: ['total'],
    currency: ['currency'],
    transactionId: ['orderId'],
    eventId: [],
    itemCount: () => null,
  },
  duplicateKeys: {
    ...NO_DUPLICATE_KEYS,
    distinctKeys: ['cl', 'type', 'name', 'bvProduct', 'productId', 'dc'],
  },
  hosts: [HOST],
  matchHosts: [HOST],
  match: isAnalytics,
  decode: decodeBazaarvoice,
  params: BAZAARVOICE_PARAMS,
  volatile: ['_', 'r_t', 'elapsedMs', 'startTime', 'endTime'],
  sessionIds: ['loadId', 'BVBRANDID', 'BVBRANDSID'],
});
