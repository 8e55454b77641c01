import type { DecodedRequest } from '../decode.js';
import { pageKeyOf, pageUrlOf } from '../duplicates/page-url.js';
import { buildParamIndex } from './evaluate.js';
import { firstValue, purchaseReader } from './purchase-readers.js';

/** One vendor's purchase, read into comparable fields. */
export interface PurchaseRecord {
  position: number;
  requestId: string;
  category: string;
  /** The value as sent, and in cents when it is a plain decimal number. */
  value: string | null;
  cents: number | null;
  currency: string | null;
  itemCount: number | null;
  /** The order (transaction) id, when the vendor sends one. */
  transactionId: string | null;
  /** Ids that pair purchases across vendors: the order id and the vendor's event id. */
  linkIds: string[];
  /** Host and path of the page. */
  page: string;
  timestamp: number;
}

/** Ids too generic to say two purchases are the same order. */
const MEANINGLESS_IDS: ReadonlySet<string> = new Set([
  '',
  '0',
  'undefined',
  'null',
  '(not set)',
  'none',
  'nan',
]);

function toCents(text: string | null): number | null {
  if (text === null || !/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

/** The purchase of a request, or null when the request is not a purchase of a vendor that can be read. */
export function readPurchase(request: DecodedRequest, position: number): PurchaseRecord | null {
  if (request.category === null) return null;
  const reader = purchaseReader(request);
  if (reader === null) return null;
  const params = buildParamIndex(request);
  const value = firstValue(params, reader.value);
  const transactionId = firstValue(params, reader.transactionId);
  const eventId = firstValue(params, reader.eventId);
  const linkIds = [transactionId, eventId].filter(
    (id): id is string => id !== null && !MEANINGLESS_IDS.has(id.toLowerCase()),
  );
  return {
    position,
    requestId: request.requestId,
    category: request.category,
    value,
    cents: toCents(value),
    currency: firstValue(params, reader.currency)?.toUpperCase() ?? null,
    itemCount: reader.itemCount(params),
    transactionId,
    linkIds: [...new Set(linkIds)],
    page: pageKeyOf(pageUrlOf(request)),
    timestamp: request.captured.timestamp,
  };
}
