/** How a Microsoft Advertising (UET) purchase is read: goal value `gv` and currency `gc`. */
import { noItemCount, type PurchaseReader } from '../purchase-reader.js';

export const bingPurchase: PurchaseReader = {
  events: ['purchase'],
  value: ['gv'],
  currency: ['gc'],
  transactionId: [],
  eventId: [],
  itemCount: noItemCount,
};
