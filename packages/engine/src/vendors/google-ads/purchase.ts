/** How a Google Ads purchase is read: a `purchase` event, or any conversion carrying an order id (`oid`). */
import { noItemCount, type PurchaseReader } from '../purchase-reader.js';

export const googleAdsPurchase: PurchaseReader = {
  events: ['purchase'],
  acceptedBy: ['oid'],
  value: ['value', 'data.value'],
  currency: ['currency_code', 'data.currency', 'data.currency_code'],
  transactionId: ['oid', 'data.transaction_id'],
  eventId: [],
  itemCount: noItemCount,
};
