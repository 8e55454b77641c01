import type { DecodedParameter, DecodedRequest } from '../decode.js';
import { vendorOfCategory } from '../vendors/lookup.js';
import type { PurchaseReader } from '../vendors/purchase-reader.js';

export type { PurchaseReader } from '../vendors/purchase-reader.js';
export { firstValue } from '../vendors/purchase-reader.js';

/** The purchase reader of a request's vendor (its spec's `purchase`), or null. */
function readerOf(request: DecodedRequest): PurchaseReader | null {
  return vendorOfCategory(request.category)?.purchase ?? null;
}

/** The reader of a request's vendor when the request is a purchase, else null. */
export function purchaseReader(request: DecodedRequest): PurchaseReader | null {
  const reader = readerOf(request);
  if (!reader) return null;
  if (reader.events.includes((request.eventName ?? '').toLowerCase())) return reader;
  return reader.acceptedBy !== undefined && sendsOneOf(request.parameters, reader.acceptedBy) ? reader : null;
}

/** Whether the first value sent under one of the names is not blank. */
function sendsOneOf(parameters: readonly DecodedParameter[], names: readonly string[]): boolean {
  for (const name of names) {
    const first = parameters.find((parameter) => parameter.name === name);
    if (first !== undefined && first.value.trim().length > 0) return true;
  }
  return false;
}
