import type { DecodedRequest } from '../decode.js';
import { vendorOfCategory } from '../vendors/lookup.js';
import type { PurchaseReader } from '../vendors/purchase-reader.js';
import type { ParamIndex } from './evaluate.js';

export type { PurchaseReader } from '../vendors/purchase-reader.js';
export { firstValue } from '../vendors/purchase-reader.js';

/** The purchase reader of a request's vendor (its spec's `purchase`), or null. */
function readerOf(request: DecodedRequest): PurchaseReader | null {
  return vendorOfCategory(request.category)?.purchase ?? null;
}

/** A cheap first filter: the vendor has a reader and the event is a purchase or may be one. */
export function mayBePurchase(request: DecodedRequest): boolean {
  const reader = readerOf(request);
  if (!reader) return false;
  return reader.accept !== undefined || reader.events.includes((request.eventName ?? '').toLowerCase());
}

/** The reader of a request's vendor when the request is a purchase, else null. */
export function purchaseReader(request: DecodedRequest, params: ParamIndex): PurchaseReader | null {
  const reader = readerOf(request);
  if (!reader) return null;
  if (reader.events.includes((request.eventName ?? '').toLowerCase())) return reader;
  return reader.accept?.(params) ? reader : null;
}
