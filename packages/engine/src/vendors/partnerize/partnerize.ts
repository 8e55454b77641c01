/**
 * Partnerize (formerly Performance Horizon) conversion tracking.
 *
 * Recognised: `prf.hn/conversion/…` (the conversion image, or its `tracking_mode:api` form when a
 * browser sends it). Click redirects (`prf.hn/click/…`, page navigations) are not hits.
 *
 * Undocumented behaviour relied on: the fields are `/`-separated `key:value` segments of the path
 * (`campaign:<id>/conversionref:<order>/currency:GBP/…`), and each item a bracketed group
 * `[category:…/sku:…/value:…/quantity:…]`, decoded here into `item[0].sku`…
 *
 * Event name: `tmetric` when sent, else `conversion`. Account: `campaign`.
 */
import { decodeComponent } from '../../url/decode-component.js';
import { getParam, type Param } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { PARTNERIZE_PARAMS, PARTNERIZE_PATTERNS } from './params.js';

const PREFIX = '/conversion/';

function isConversion(request: RequestView): boolean {
  return !request.isNavigation && request.url.host === 'prf.hn' && request.url.path.startsWith(PREFIX);
}

/** `campaign:1/[sku:A/value:2]` → `campaign`, `item[0].sku`, `item[0].value`. */
function pathParams(path: string): Param[] {
  const params: Param[] = [];
  let item = -1;
  let inItem = false;
  for (const raw of path.slice(PREFIX.length).split('/')) {
    let segment = decodeComponent(raw);
    if (segment.startsWith('[')) {
      inItem = true;
      item += 1;
      segment = segment.slice(1);
    }
    const closes = inItem && segment.endsWith(']');
    if (closes) segment = segment.slice(0, -1);
    const colon = segment.indexOf(':');
    if (colon > 0) {
      const name = segment.slice(0, colon);
      params.push({ name: inItem ? `item[${item}].${name}` : name, value: segment.slice(colon + 1) });
    }
    if (closes) inItem = false;
  }
  return params;
}

function decodePartnerize(request: RequestView): VendorEvent[] {
  const params = [...pathParams(request.url.path), ...request.query];
  const campaign = getParam(params, 'campaign');
  return [
    {
      eventName: getParam(params, 'tmetric') || 'conversion',
      accountID: campaign !== undefined && campaign.length > 0 ? campaign : null,
      params,
    },
  ];
}

export const partnerize = defineVendor({
  code: 'PARTNERIZE',
  name: 'Partnerize',
  kind: 'advertising',
  badge: { short: 'Pz', color: '#5b2ee0', textColor: '#fff' },
  supported: false,
  adPixel: true,
  pageViewEvents: [],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: { eventIds: [], dedupKeys: [], distinctKeys: ['conversionref'] },
  matchHosts: ['prf.hn'],
  match: isConversion,
  decode: decodePartnerize,
  params: PARTNERIZE_PARAMS,
  patterns: PARTNERIZE_PATTERNS,
  volatile: [],
});
