/**
 * ShareASale conversion pixel.
 *
 * Recognised: `/sale.cfm` on `shareasale.com` and `www.shareasale.com` (the image on the
 * confirmation page). Click redirects (`/r.cfm`) and other pages are not hits.
 *
 * Undocumented behaviour relied on: `merchantID` is the merchant, `transtype` `sale` or `lead`,
 * `tracking` the order id, `amount` the sale amount; lines are parallel comma-separated lists
 * `skulist`, `quantitylist`, `pricelist`.
 *
 * Event name: `transtype`, else `sale`. Account: `merchantID`.
 */
import { getParam } from '../../url/params.js';
import { defineVendor, type RequestView, type VendorEvent } from '../define-vendor.js';
import { noItemCount } from '../purchase-reader.js';
import { SHAREASALE_PARAMS } from './params.js';

function isSale(request: RequestView): boolean {
  const { host, path } = request.url;
  return (
    !request.isNavigation &&
    (host === 'shareasale.com' || host === 'www.shareasale.com') &&
    path === '/sale.cfm'
  );
}

function decodeShareASale(request: RequestView): VendorEvent[] {
  const params = [...request.query];
  const merchant = getParam(params, 'merchantID');
  return [
    {
      eventName: getParam(params, 'transtype') || 'sale',
      accountID: merchant !== undefined && merchant.length > 0 ? merchant : null,
      params,
    },
  ];
}

export const shareasale = defineVendor({
  code: 'SHAREASALE',
  name: 'ShareASale',
  kind: 'advertising',
  badge: { short: 'SS', color: '#004b87', textColor: '#fff' },
  supported: false,
  adPixel: true,
  pageViewEvents: [],
  pageUrlParams: [],
  purchase: {
    events: ['sale'],
    value: ['amount'],
    currency: ['currency'],
    transactionId: ['tracking'],
    eventId: [],
    itemCount: noItemCount,
  },
  duplicateKeys: { eventIds: [], dedupKeys: [], distinctKeys: ['tracking'] },
  matchHosts: ['shareasale.com'],
  match: isSale,
  decode: decodeShareASale,
  params: SHAREASALE_PARAMS,
  volatile: [],
});
