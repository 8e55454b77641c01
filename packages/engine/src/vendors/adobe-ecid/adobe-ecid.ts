/**
 * Adobe Experience Cloud ID Service (VisitorAPI.js), the visitor id every Adobe Experience Cloud tag
 * waits for.
 *
 * Recognised: `GET /id` carrying `d_visid_ver` (the Visitor API version) on any host — `dpm.demdex.net`,
 * a partner's `*.demdex.net`, or the Analytics first-party CNAME (`smetrics.example.com/id`,
 * `*.sc.omtrdc.net/id`). Event: `visitor_id`.
 * Account: the Experience Cloud organisation, `d_orgid` (`mcorgid` on Analytics hosts).
 * Relied on: `d_mid` / `mid` is the ECID when the visitor already has one; `d_fieldgroup` says which
 * id is asked for (`MC` the ECID, `A` the legacy Analytics id, `AAM` Audience Manager); the customer ids
 * `d_cid_ic` and `d_cid` are followed by their parts (see Audience Manager's customer-id.ts).
 */
import { getParam } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { NO_DUPLICATE_KEYS } from '../vendor-traits.js';
import { CUSTOMER_ID_LABELS, withCustomerIdParts } from '../adobe-audience-manager/customer-id.js';

function isIdRequest(request: RequestView): boolean {
  return request.url.path === '/id' && getParam(request.query, 'd_visid_ver') !== undefined;
}

function decodeEcid(request: RequestView): VendorEvent[] {
  const org = getParam(request.query, 'd_orgid') ?? getParam(request.query, 'mcorgid') ?? null;
  return [{ eventName: 'visitor_id', accountID: org, params: withCustomerIdParts(request.query) }];
}

export const adobeEcid = defineVendor({
  code: 'ADOBEECID',
  name: 'Adobe Experience Cloud ID Service',
  kind: 'other',
  badge: { short: 'ID', color: 'oklch(44.4% 0.177 26.899)', textColor: '#fff' },
  supported: false,
  adPixel: false,
  pageViewEvents: [],
  pageUrlParams: [],
  purchase: null,
  duplicateKeys: NO_DUPLICATE_KEYS,
  match: (request) => !request.isNavigation && isIdRequest(request),
  decode: decodeEcid,
  params: {
    d_orgid: { label: 'Experience Cloud organisation ID', group: 'most_used' },
    mcorgid: { label: 'Experience Cloud organisation ID', group: 'most_used' },
    d_visid_ver: { label: 'Visitor API version', group: 'other' },
    d_fieldgroup: { label: 'ID requested (MC, A, AAM)', group: 'most_used' },
    d_mid: { label: 'Experience Cloud ID (ECID)', group: 'user' },
    mid: { label: 'Experience Cloud ID (ECID)', group: 'user' },
    d_cid_ic: { label: 'Customer ID (integration code)', group: 'user' },
    d_cid: { label: 'Customer ID (data provider)', group: 'user' },
    d_coop_safe: { label: 'Device co-op safe', group: 'consent_mode' },
    d_coop_unsafe: { label: 'Device co-op unsafe', group: 'consent_mode' },
    d_rtbd: { label: 'Response format', group: 'other' },
    d_ver: { label: 'DCS API version', group: 'other' },
    d_nsid: { label: 'Namespace ID', group: 'other' },
    d_cb: { label: 'Callback', group: 'other' },
    ts: { label: 'Timestamp', group: 'other' },
    ...CUSTOMER_ID_LABELS,
  },
  volatile: ['ts', 'd_cb'],
});
