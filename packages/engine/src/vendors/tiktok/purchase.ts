/** How a TikTok purchase is read (`CompletePayment` or `Purchase`, fields under `properties.`). */
import { countField, sumItems, type PurchaseReader } from '../purchase-reader.js';

export const tiktokPurchase: PurchaseReader = {
  events: ['completepayment', 'purchase'],
  value: ['properties.value', 'value'],
  currency: ['properties.currency', 'currency'],
  transactionId: ['properties.order_id', 'order_id'],
  eventId: ['event_id', 'properties.event_id'],
  itemCount: (params) =>
    sumItems(params, /^properties\.contents\[(\d+)\]\./, (key) => `properties.contents[${key}].quantity`) ??
    countField(params, ['properties.quantity']),
};
