/**
 * CJ (Commission Junction) conversion tag.
 *
 * Recognised: `www.emjcd.com/u` (the conversion image, or its server-to-server form `METHOD=S2S`
 * when a browser sends it); the CJ Site Tag script `www.mczbf.com/tags/<tag id>/tag.js`
 * (`library_load`). Click redirects (`www.anrdoezrs.net`, `www.jdoqocy.com`…) are not hits.
 *
 * Undocumented behaviour relied on: `CID` is the advertiser's enterprise id and `TYPE` the action;
 * `OID` the order id, `AMOUNT` the order amount and `CURRENCY` its currency; the lines are numbered
 * `ITEM1`/`AMT1`/`QTY1`/`DCNT1`…; `CJEVENT` is the click id from the `cje` cookie.
 *
 * Event name: `conversion` or `library_load`. Account: `CID` (or the site tag id).
 */
import { getParam } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { sumItems } from '../purchase-reader.js';
import { CJ_PARAMS, CJ_PATTERNS } from './params.js';

const TAG_PATH = /^\/tags\/(\d+)\/tag\.js$/;

function endpointOf(request: RequestView): 'conversion' | 'script' | null {
  if (request.isNavigation) return null;
  const { host, path } = request.url;
  if (host === 'www.mczbf.com') return TAG_PATH.test(path) ? 'script' : null;
  return (host === 'www.emjcd.com' || host === 'emjcd.com') && path === '/u' ? 'conversion' : null;
}

function decodeCj(request: RequestView): VendorEvent[] {
  const params = [...request.query];
  if (endpointOf(request) === 'script') {
    return [{ eventName: 'library_load', accountID: TAG_PATH.exec(request.url.path)?.[1] ?? null, params }];
  }
  const cid = getParam(params, 'CID');
  return [{ eventName: 'conversion', accountID: cid !== undefined && cid.length > 0 ? cid : null, params }];
}

export const cj = defineVendor({
  code: 'CJ',
  name: 'CJ Affiliate',
  kind: 'advertising',
  badge: { short: 'CJ', color: '#00af66', textColor: '#000' },
  supported: false,
  adPixel: true,
  pageViewEvents: [],
  pageUrlParams: [],
  purchase: {
    events: ['conversion'],
    acceptedBy: ['OID'],
    value: ['AMOUNT'],
    currency: ['CURRENCY'],
    transactionId: ['OID'],
    eventId: [],
    itemCount: (params) => sumItems(params, /^ITEM(\d+)$/, (key) => `QTY${key}`),
  },
  duplicateKeys: { eventIds: [], dedupKeys: [], distinctKeys: ['OID'] },
  matchHosts: ['mczbf.com', 'emjcd.com'],
  match: (request) => endpointOf(request) !== null,
  decode: decodeCj,
  params: CJ_PARAMS,
  patterns: CJ_PATTERNS,
  volatile: [],
});
