/** How a GA4 purchase is read: browser hits (`ep.` / `epn.`, `pr<n>` items) and the Measurement Protocol (`params.`). */
import { sumItems, type PurchaseReader } from '../purchase-reader.js';

export const ga4Purchase: PurchaseReader = {
  events: ['purchase'],
  value: ['epn.value', 'ep.value', 'params.value'],
  currency: ['cu', 'ep.currency', 'params.currency'],
  transactionId: ['ep.transaction_id', 'params.transaction_id'],
  eventId: ['ep.event_id', 'params.event_id'],
  itemCount: (params) =>
    sumItems(params, /^pr(\d+)$/, (key) => `pr${key}.qt`) ??
    sumItems(params, /^params\.items\[(\d+)\]\./, (key) => `params.items[${key}].quantity`),
};
