/** How a Pinterest purchase (`checkout`) is read from its event data (`ed[…]` or `ed.…`). */
import { countField, type PurchaseReader } from '../purchase-reader.js';

export const pinterestPurchase: PurchaseReader = {
  events: ['checkout'],
  value: ['ed[value]', 'ed.value', 'value', 'custom_data.value'],
  currency: ['ed[currency]', 'ed.currency', 'currency', 'custom_data.currency'],
  transactionId: ['ed[order_id]', 'ed.order_id', 'order_id', 'custom_data.order_id'],
  eventId: ['event_id', 'ed[event_id]', 'ed.event_id'],
  itemCount: (params) =>
    countField(params, ['ed[order_quantity]', 'ed.order_quantity', 'custom_data.num_items']),
};
