/**
 * Items (`pr1`… on gtag.js hits, `params.items[n]` on the Measurement Protocol): each needs an item_id or
 * an item_name, and its numeric fields must be plain numbers. Item counts are in limits.ts.
 */
import { NO_HITS, type Rule } from '../define-rule.js';
import { defineGa4Rules } from './define-ga4-rule.js';
import { itemLabel, itemWireName } from './params.js';
import { GA4_SOURCES } from './sources.js';
import { clip, isFilled, parseDecimal, quote } from './text.js';

/** Item fields GA4 reads as numbers. */
export const NUMERIC_ITEM_FIELDS: readonly string[] = ['price', 'quantity', 'discount'];

export const ITEM_RULES: readonly Rule[] = [
  ...defineGa4Rules({
    id: 'item-id-or-name',
    code: 'ITEM_ID_OR_NAME_MISSING',
    severity: 'error',
    description: 'Every item has an item_id or an item_name.',
    source: GA4_SOURCES.recommendedEvents,
    check: (view) =>
      view.items.length === 0
        ? NO_HITS
        : view.items.flatMap((item) => {
            if (isFilled(item.fields.get('item_id')?.value) || isFilled(item.fields.get('item_name')?.value))
              return [];
            return [
              {
                fieldPath: itemWireName(item, 'item_id'),
                parameter: itemLabel(item, 'item_id'),
                message: `Item ${item.position + 1} (${item.wirePrefix}) has neither an item_id nor an item_name, so GA4 cannot tell which product it is and drops it.`,
                expected: 'an item_id or an item_name',
                received: 'neither',
              },
            ];
          }),
  }),
  ...defineGa4Rules({
    id: 'item-number-format',
    code: 'VALUE_INVALID',
    severity: 'error',
    description: 'Item price, quantity and discount are plain numbers.',
    source: GA4_SOURCES.recommendedEvents,
    check: (view) =>
      view.items.length === 0
        ? NO_HITS
        : view.items.flatMap((item) =>
            NUMERIC_ITEM_FIELDS.flatMap((field) => {
              const sent = item.fields.get(field);
              if (!sent || !isFilled(sent.value) || parseDecimal(sent.value) !== null) return [];
              return [
                {
                  fieldPath: sent.wireName,
                  parameter: itemLabel(item, field),
                  message: `The ${field} of item ${item.position + 1} is ${quote(sent.value)}, which is not a number, so GA4 cannot use it. Send a plain number with a dot for decimals, without currency symbols.`,
                  expected: 'a number such as 19.99',
                  received: clip(sent.value),
                },
              ];
            }),
          ),
  }),
];
