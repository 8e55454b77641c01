/** How a Branch purchase is read: the standard event `PURCHASE` (names are compared lower-cased). */
import { noItemCount, type PurchaseReader } from '../purchase-reader.js';

export const branchPurchase: PurchaseReader = {
  events: ['purchase'],
  value: ['event_data.revenue'],
  currency: ['event_data.currency'],
  transactionId: ['event_data.transaction_id'],
  eventId: [],
  itemCount: noItemCount,
};
