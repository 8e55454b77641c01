/**
 * The event's `value`: a number (error when it cannot be read as one), best sent as a number rather than
 * as text (suggestion), and equal to the sum of price × quantity of the items, to the cent, quantity 1
 * when not sent (suggestion; tax and shipping are not part of it).
 */
import type { Rule } from '../define-rule.js';
import { valueIsMoney } from './currency.js';
import { defineGa4Rules } from './define-ga4-rule.js';
import { eventIndex, mpBody } from './mp-body.js';
import { findParam } from './params.js';
import { GA4_SOURCES } from './sources.js';
import { clip, isFilled, parseDecimal, quote } from './text.js';
import type { Ga4View } from './view.js';

/** Σ price × quantity of the items, or null when an item has no readable price or quantity. */
export function itemsTotal(view: Ga4View): number | null {
  let total = 0;
  for (const item of view.items) {
    const price = parseDecimal(item.fields.get('price')?.value ?? '');
    const quantityText = item.fields.get('quantity')?.value;
    const quantity = isFilled(quantityText) ? parseDecimal(quantityText) : 1;
    if (price === null || quantity === null) return null;
    total += price * quantity;
  }
  return total;
}

export const VALUE_RULES: readonly Rule[] = [
  ...defineGa4Rules({
    id: 'value-format',
    code: 'VALUE_INVALID',
    severity: 'error',
    description: 'value is a plain number.',
    source: GA4_SOURCES.ecommerce,
    check: (view) => {
      const value = findParam(view, 'value');
      if (!value || !isFilled(value.value) || parseDecimal(value.value) !== null) return [];
      return [
        {
          fieldPath: value.wireName,
          parameter: 'value',
          message: `The value ${quote(value.value)} is not a number, so GA4 cannot count it. Send a plain number with a dot for decimals, without currency symbols or thousands separators.`,
          expected: 'a number such as 59.90',
          received: clip(value.value),
        },
      ];
    },
  }),
  ...defineGa4Rules({
    id: 'value-as-text',
    code: 'VALUE_NOT_NUMBER',
    severity: 'warning',
    description: 'value is sent as a number (epn.value), not as text (ep.value).',
    source: GA4_SOURCES.ecommerce,
    check: (view, request, session) => {
      const value = findParam(view, 'value');
      if (!value || parseDecimal(value.value) === null) return [];
      const asText =
        view.protocol === 'gtag'
          ? value.wireName.startsWith('ep.')
          : mpBody(request, session)?.valueTypes[eventIndex(request)] === 'string';
      if (!asText) return [];
      const counted = valueIsMoney(view) ? 'revenue is' : 'the event value is';
      return [
        {
          fieldPath: value.wireName,
          parameter: 'value',
          message: `The value ${quote(value.value)} is sent as text${view.protocol === 'gtag' ? ' (ep.value)' : ''} instead of a number. GA4 expects a number: send value without quotes (for example in the data layer) so ${counted} read reliably.`,
          expected: view.protocol === 'gtag' ? 'a number (epn.value)' : 'a JSON number',
          received: view.protocol === 'gtag' ? `text (${value.wireName})` : 'a JSON string',
        },
      ];
    },
  }),
  ...defineGa4Rules({
    id: 'value-items-mismatch',
    code: 'VALUE_ITEMS_MISMATCH',
    severity: 'warning',
    description: 'value equals the sum of price × quantity of the items (without tax and shipping).',
    source: GA4_SOURCES.ecommerce,
    check: (view) => {
      const value = findParam(view, 'value');
      const amount = parseDecimal(value?.value ?? '');
      if (!value || amount === null || view.items.length === 0 || !valueIsMoney(view)) return [];
      const total = itemsTotal(view);
      if (total === null || Math.round(amount * 100) === Math.round(total * 100)) return [];
      return [
        {
          fieldPath: value.wireName,
          parameter: 'value',
          message: `The value is ${value.value}, but the items add up to ${total.toFixed(2)} (price × quantity). value should be the items' total, without tax and shipping; ${likelyCause(view, amount - total)}`,
          expected: total.toFixed(2),
          received: clip(value.value),
        },
      ];
    },
  }),
];

/**
 * Why value and the items differ, when the hit says: the gap is its shipping, its tax or both (an order
 * total, as Shopify's purchase sends it); else the usual suspects.
 */
function likelyCause(view: Ga4View, gap: number): string {
  const amountOf = (name: string) => parseDecimal(findParam(view, name)?.value ?? '') ?? 0;
  const shipping = amountOf('shipping');
  const tax = amountOf('tax');
  const is = (amount: number) => amount !== 0 && Math.round(gap * 100) === Math.round(amount * 100);
  const what = is(shipping)
    ? `shipping (${shipping})`
    : is(tax)
      ? `tax (${tax})`
      : is(shipping + tax)
        ? `shipping and tax (${shipping} + ${tax})`
        : null;
  return what === null
    ? 'check for a missing item or a discount counted twice.'
    : `the difference is this hit's ${what}: value looks like the order total, so send the items' total as value, and shipping and tax on their own.`;
}
