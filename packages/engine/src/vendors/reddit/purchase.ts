/** How a Reddit Pixel purchase is read from its metadata (`m.…`). */
import { countField, type PurchaseReader } from '../purchase-reader.js';

export const redditPurchase: PurchaseReader = {
  events: ['purchase'],
  value: ['m.value', 'value'],
  currency: ['m.currency', 'currency'],
  transactionId: [],
  eventId: ['m.conversionId', 'conversionId'],
  itemCount: (params) => countField(params, ['m.itemCount']),
};
