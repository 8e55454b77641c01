/**
 * A purchase conversion sent to Google Ads without a transaction id. Google Ads counts a conversion
 * once per order only when the tag sends the order's id (`transaction_id`, on the wire `oid`): without
 * one, a reload of the confirmation page or a return to it counts the purchase again.
 *
 * Only a conversion worth something (a value other than 0) is read as an order. Google's conversion
 * tags name conversions `purchase` (`en=purchase`, `bttype=purchase`) whatever they count: the home
 * pages of 21 of 842 Argentine sites captured in August 2025 (news sites, a bank, the city of Buenos
 * Aires, Google's own workspace.google.com) sent a labelled `purchase` with `value=0` and no `oid` on
 * every load, some with a currency (`currency_code=ARS`): page-view conversions rather than orders.
 */
import type { Finding } from '../../findings/finding.js';
import { makeFinding } from '../../findings/make-finding.js';
import { getParam, type Param } from '../../url/params.js';

/** Google's guidance, shown as the finding's source. */
const SOURCE =
  'Google Ads Help: Use a transaction ID to minimize duplicate conversions ' +
  '(https://support.google.com/google-ads/answer/6386790)';

/** The names a transaction id travels under: the tag's `oid`, an event's `data.transaction_id`. */
const TRANSACTION_IDS = ['oid', 'data.transaction_id'] as const;

/**
 * The warning for a labelled purchase conversion without a transaction id, or null. `eventName` is
 * the hit's event as the vendor reads it (`en`, else `data.event`).
 */
export function unidentifiedPurchase(
  eventName: string,
  account: string | null,
  params: readonly Param[],
): Finding | null {
  if (eventName !== 'purchase') return null;
  const label = getParam(params, 'label') ?? '';
  if (label.length === 0) return null; // no conversion at all: ADS_CONVERSION_LABEL_MISSING says so
  if (TRANSACTION_IDS.some((name) => (getParam(params, name) ?? '').trim().length > 0)) return null;
  const value = getParam(params, 'value') ?? getParam(params, 'data.value') ?? '';
  const amount = Number(value);
  if (!Number.isFinite(amount) || amount === 0) return null;
  return makeFinding('ADS_TRANSACTION_ID_MISSING', {
    fieldPath: 'oid',
    parameter: 'Transaction ID (order id)',
    message:
      `This purchase conversion (${account ?? 'Google Ads'}/${label.slice(0, 60)}, value ${value.slice(0, 20)}) ` +
      `has no transaction id ` +
      `(oid): Google Ads cannot tell one order from another, so every reload of the page or return to it ` +
      `counts the purchase again. Send the order's id as transaction_id with the conversion, ` +
      `and fire it on the order confirmation only.`,
    expected: "the order's id (transaction_id)",
    received: 'no oid',
    source: SOURCE,
  });
}
