/**
 * Tradedoubler conversion tracking.
 *
 * Recognised: `/report` on `tbs.tradedoubler.com` (sales) and `tbl.tradedoubler.com` (leads).
 * Impressions and clicks (`impde.tradedoubler.com`, `clk.tradedoubler.com`) are not hits.
 *
 * Undocumented behaviour relied on: `organization` is the advertiser organisation and `event` the
 * conversion event id; a sale carries `orderNumber`, `orderValue` and `currency`, a lead
 * `leadNumber`; `tduid` is the click id, `checksum` a signature of order and value, `reportInfo` the
 * product lines. (An app SDK writes the fields as `o(…)event(…)` in the query, kept as sent.)
 *
 * Event name: `sale` with an order number, `lead` with a lead number, else `conversion`. Account:
 * `organization`.
 */
import { getParam } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { noItemCount } from '../purchase-reader.js';
import { TRADEDOUBLER_PARAMS } from './params.js';

function isReport(request: RequestView): boolean {
  const { host, path } = request.url;
  return (
    !request.isNavigation &&
    (host === 'tbs.tradedoubler.com' || host === 'tbl.tradedoubler.com') &&
    path === '/report'
  );
}

function decodeTradedoubler(request: RequestView): VendorEvent[] {
  const params = [...request.query];
  const eventName = getParam(params, 'orderNumber')
    ? 'sale'
    : getParam(params, 'leadNumber')
      ? 'lead'
      : 'conversion';
  const organization = getParam(params, 'organization');
  return [
    {
      eventName,
      accountID: organization !== undefined && organization.length > 0 ? organization : null,
      params,
    },
  ];
}

export const tradedoubler = defineVendor({
  code: 'TRADEDOUBLER',
  name: 'Tradedoubler',
  kind: 'advertising',
  badge: { short: 'Td', color: '#00a0df', textColor: '#000' },
  supported: false,
  adPixel: true,
  pageViewEvents: [],
  pageUrlParams: [],
  purchase: {
    events: ['sale'],
    value: ['orderValue'],
    currency: ['currency'],
    transactionId: ['orderNumber'],
    eventId: [],
    itemCount: noItemCount,
  },
  duplicateKeys: { eventIds: [], dedupKeys: [], distinctKeys: ['orderNumber', 'leadNumber'] },
  matchHosts: ['tradedoubler.com'],
  match: isReport,
  decode: decodeTradedoubler,
  params: TRADEDOUBLER_PARAMS,
  volatile: [],
});
