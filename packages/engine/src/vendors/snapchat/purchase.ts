/** How a Snap Pixel purchase is read from its event data (`e_…`). */
import { countField, type PurchaseReader } from '../purchase-reader.js';

export const snapchatPurchase: PurchaseReader = {
  events: ['purchase'],
  value: ['e_pr'],
  currency: ['e_cur'],
  transactionId: ['e_tid'],
  eventId: [],
  itemCount: (params) => countField(params, ['e_ni']),
};
