/**
 * A custom event parameter or user property whose value is a word a variable never filled writes
 * (`undefined`, `NaN`, `[object Object]`, several joined): GA4 stores the word as the value, so
 * reports show `undefined` where the site meant a value (a warning). A real carrefour.com.ar capture
 * (2025) sent `ep.s_service_selected=undefined` on every event of its page. The purchase's value,
 * currency and transaction id are left to their own rules (VALUE_INVALID, CURRENCY_INVALID, and the
 * commerce rule's VALUE_UNFILLED).
 */
import { isUnfilled } from '../commerce/unfilled-value.js';
import type { Rule, RuleHit } from '../define-rule.js';
import { ga4Purchase } from '../../vendors/ga4/purchase.js';
import { defineGa4Rules } from './define-ga4-rule.js';
import { GA4_SOURCES } from './sources.js';

/** The custom parameters' prefixes: event parameters and user properties, text and number. */
const CUSTOM_PREFIXES = ['ep.', 'epn.', 'up.', 'upn.'];
/** The names other rules judge. */
const JUDGED: ReadonlySet<string> = new Set([
  ...ga4Purchase.value,
  ...ga4Purchase.currency,
  ...ga4Purchase.transactionId,
]);

function isCustom(name: string): boolean {
  return CUSTOM_PREFIXES.some((prefix) => name.startsWith(prefix)) && !JUDGED.has(name);
}

export const UNFILLED_PARAMETER_RULES: readonly Rule[] = defineGa4Rules({
  id: 'custom-parameter-unfilled',
  code: 'VALUE_UNFILLED',
  severity: 'warning',
  description: 'A custom event parameter or user property is never `undefined`, `NaN` or `[object Object]`.',
  source: { gtag: GA4_SOURCES.customDefinitions },
  check: (_view, request) => {
    let hits: RuleHit[] | null = null;
    for (const param of request.parameters) {
      if (!isUnfilled(param.value) || !isCustom(param.name)) continue;
      const key = param.name.slice(param.name.indexOf('.') + 1);
      const what = param.name.startsWith('u') ? 'user property' : 'event parameter';
      (hits ??= []).push({
        fieldPath: param.name,
        parameter: key,
        message:
          `The ${what} ${key} is "${param.value.slice(0, 60)}": the tag sent a variable that was never ` +
          `filled (a data layer value missing when the tag fired, or an object where a text belongs), so ` +
          `GA4 stores the word as its value and reports show it. Check the variable that fills ${key}, ` +
          `or leave the parameter out when there is no value.`,
        expected: `the ${what}'s value`,
        received: param.value.slice(0, 100),
      });
    }
    return hits ?? [];
  },
});
