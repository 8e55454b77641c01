import type { DecodedRequest } from '../decode.js';
import { tryParseJson } from '../url/flatten-json.js';
import type { ParamIndex } from './evaluate.js';

/**
 * How each vendor's purchase is read: its purchase event names (lower-cased) and the wire names of
 * value, currency, order id, event id and item count, tried in order. Names follow each vendor's
 * decoder (GA4 browser hits and Measurement Protocol, Meta `cd[…]`, Google Ads `data` entries,
 * TikTok `properties.…`, Pinterest `ed[…]` / `ed.…`, Reddit `m.…`, Bing `gv` / `gc`).
 */
export interface PurchaseReader {
  events: readonly string[];
  /** Accepts a request whose event is not in `events` (Google Ads conversions carrying an order id). */
  accept?: (params: ParamIndex) => boolean;
  value: readonly string[];
  currency: readonly string[];
  transactionId: readonly string[];
  eventId: readonly string[];
  itemCount: (params: ParamIndex) => number | null;
}

function first(params: ParamIndex, names: readonly string[]): string | null {
  for (const name of names) {
    const value = params.get(name)?.[0]?.trim();
    if (value !== undefined && value.length > 0) return value;
  }
  return null;
}

function quantity(text: string | null | undefined): number {
  const number = text === null || text === undefined || text.trim().length === 0 ? Number.NaN : Number(text);
  return Number.isFinite(number) && number >= 0 ? number : 1;
}

/** Total quantity of items found as `<prefix><n><suffix>` parameters, each counting its quantity (default 1). */
function sumItems(params: ParamIndex, pattern: RegExp, quantityName: (key: string) => string): number | null {
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

function countField(params: ParamIndex, names: readonly string[]): number | null {
  const text = first(params, names);
  const number = text === null ? Number.NaN : Number(text);
  return Number.isFinite(number) ? number : null;
}

/** Meta: `cd[num_items]`, else the quantities of `cd[contents]`, else the length of `cd[content_ids]`. */
function metaItems(params: ParamIndex): number | null {
  const count = countField(params, ['cd[num_items]']);
  if (count !== null) return count;
  const contents = tryParseJson(first(params, ['cd[contents]']) ?? '');
  if (contents.ok && Array.isArray(contents.value)) {
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
  const ids = tryParseJson(first(params, ['cd[content_ids]']) ?? '');
  return ids.ok && Array.isArray(ids.value) ? ids.value.length : null;
}

const none = (): null => null;

export const PURCHASE_READERS: Readonly<Record<string, PurchaseReader>> = {
  GOOGLEANALYTICS4: {
    events: ['purchase'],
    value: ['epn.value', 'ep.value', 'params.value'],
    currency: ['cu', 'ep.currency', 'params.currency'],
    transactionId: ['ep.transaction_id', 'params.transaction_id'],
    eventId: ['ep.event_id', 'params.event_id'],
    itemCount: (params) =>
      sumItems(params, /^pr(\d+)$/, (key) => `pr${key}.qt`) ??
      sumItems(params, /^params\.items\[(\d+)\]\./, (key) => `params.items[${key}].quantity`),
  },
  FACEBOOK: {
    events: ['purchase'],
    value: ['cd[value]'],
    currency: ['cd[currency]'],
    transactionId: ['cd[order_id]', 'cd[transaction_id]'],
    eventId: ['eid'],
    itemCount: metaItems,
  },
  GOOGLEADS: {
    events: ['purchase'],
    accept: (params) => first(params, ['oid']) !== null,
    value: ['value', 'data.value'],
    currency: ['currency_code', 'data.currency', 'data.currency_code'],
    transactionId: ['oid', 'data.transaction_id'],
    eventId: [],
    itemCount: none,
  },
  TIKTOK: {
    events: ['completepayment', 'purchase'],
    value: ['properties.value', 'value'],
    currency: ['properties.currency', 'currency'],
    transactionId: ['properties.order_id', 'order_id'],
    eventId: ['event_id', 'properties.event_id'],
    itemCount: (params) =>
      sumItems(params, /^properties\.contents\[(\d+)\]\./, (key) => `properties.contents[${key}].quantity`) ??
      countField(params, ['properties.quantity']),
  },
  PINTEREST: {
    events: ['checkout'],
    value: ['ed[value]', 'ed.value', 'value'],
    currency: ['ed[currency]', 'ed.currency', 'currency'],
    transactionId: ['ed[order_id]', 'ed.order_id', 'order_id'],
    eventId: ['event_id', 'ed[event_id]', 'ed.event_id'],
    itemCount: (params) => countField(params, ['ed[order_quantity]', 'ed.order_quantity']),
  },
  REDDIT: {
    events: ['purchase'],
    value: ['m.value', 'value'],
    currency: ['m.currency', 'currency'],
    transactionId: [],
    eventId: ['m.conversionId', 'conversionId'],
    itemCount: (params) => countField(params, ['m.itemCount']),
  },
  BING: {
    events: ['purchase'],
    value: ['gv'],
    currency: ['gc'],
    transactionId: [],
    eventId: [],
    itemCount: none,
  },
};

/** A cheap first filter: the vendor has a reader and the event is a purchase or may be one. */
export function mayBePurchase(request: DecodedRequest): boolean {
  const reader = request.category === null ? undefined : PURCHASE_READERS[request.category];
  if (!reader) return false;
  return reader.accept !== undefined || reader.events.includes((request.eventName ?? '').toLowerCase());
}

/** The reader of a request's vendor when the request is a purchase, else null. */
export function purchaseReader(request: DecodedRequest, params: ParamIndex): PurchaseReader | null {
  const reader = request.category === null ? undefined : PURCHASE_READERS[request.category];
  if (!reader) return null;
  if (reader.events.includes((request.eventName ?? '').toLowerCase())) return reader;
  return reader.accept?.(params) ? reader : null;
}

export { first as firstValue };
