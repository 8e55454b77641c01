/**
 * How a vendor's purchase is read for the cross-vendor purchase parity check, and the helpers readers
 * share. A reader names the wire parameters of value, currency, order id, event id and item count, each
 * tried in order, following the vendor's decoder.
 */
import { tryParseJson } from '../url/flatten-json.js';

/** A request's decoded parameters by wire name, each with its values in order. */
export type PurchaseParams = ReadonlyMap<string, readonly string[]>;

export interface PurchaseReader {
  /** Event names of a purchase, lower-cased. */
  events: readonly string[];
  /**
   * Parameters that make a request whose event is not in `events` a purchase when one of them is sent
   * with a non-blank first value (Google Ads conversions carrying an order id `oid`). Read off the
   * request's parameters, without an index: most such requests are no purchase.
   */
  acceptedBy?: readonly string[];
  value: readonly string[];
  currency: readonly string[];
  transactionId: readonly string[];
  eventId: readonly string[];
  /** Number of items bought, or null when the request does not say. */
  itemCount: (params: PurchaseParams) => number | null;
}

/** The first non-blank value among the names, trimmed, else null. */
export function firstValue(params: PurchaseParams, names: readonly string[]): string | null {
  for (const name of names) {
    const value = params.get(name)?.[0]?.trim();
    if (value !== undefined && value.length > 0) return value;
  }
  return null;
}

/** A quantity as sent; blank, invalid or negative count as 1. */
export function quantity(text: string | null | undefined): number {
  const number = text === null || text === undefined || text.trim().length === 0 ? Number.NaN : Number(text);
  return Number.isFinite(number) && number >= 0 ? number : 1;
}

/** Total quantity of items found as `<prefix><n><suffix>` parameters, each counting its quantity (default 1). */
export function sumItems(
  params: PurchaseParams,
  pattern: RegExp,
  quantityName: (key: string) => string,
): number | null {
  const keys = new Set<string>();
  for (const name of params.keys()) {
    const key = pattern.exec(name)?.[1];
    if (key !== undefined) keys.add(key);
  }
  if (keys.size === 0) return null;
  let total = 0;
  for (const key of keys) total += quantity(params.get(quantityName(key))?.[0]);
  return total;
}

/** The first of the names read as a number, else null. */
export function countField(params: PurchaseParams, names: readonly string[]): number | null {
  const text = firstValue(params, names);
  const number = text === null ? Number.NaN : Number(text);
  return Number.isFinite(number) ? number : null;
}

/** The total quantity of a JSON array of `{quantity}` objects (each 1 by default), else null. */
export function jsonQuantities(text: string | null): number | null {
  const contents = tryParseJson(text ?? '');
  if (!contents.ok || !Array.isArray(contents.value)) return null;
  return contents.value.reduce<number>(
    (total, item) =>
      total +
      quantity(
        item !== null && typeof item === 'object'
          ? String((item as { quantity?: unknown }).quantity ?? '')
          : null,
      ),
    0,
  );
}

/** The length of a JSON array, else null. */
export function jsonLength(text: string | null): number | null {
  const parsed = tryParseJson(text ?? '');
  return parsed.ok && Array.isArray(parsed.value) ? parsed.value.length : null;
}

/** For vendors whose purchases do not say how many items were bought. */
export const noItemCount = (): null => null;
