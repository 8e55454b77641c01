/** How a Meta Pixel purchase is read from its custom data (`cd[…]`). */
import {
  countField,
  firstValue,
  jsonLength,
  jsonQuantities,
  type PurchaseParams,
  type PurchaseReader,
} from '../purchase-reader.js';

/** `cd[num_items]`, else the quantities of `cd[contents]`, else the length of `cd[content_ids]`. */
function metaItems(params: PurchaseParams): number | null {
  return (
    countField(params, ['cd[num_items]']) ??
    jsonQuantities(firstValue(params, ['cd[contents]'])) ??
    jsonLength(firstValue(params, ['cd[content_ids]']))
  );
}

export const metaPurchase: PurchaseReader = {
  events: ['purchase'],
  value: ['cd[value]'],
  currency: ['cd[currency]'],
  transactionId: ['cd[order_id]', 'cd[transaction_id]'],
  eventId: ['eid'],
  itemCount: metaItems,
};
