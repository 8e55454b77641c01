/**
 * `cd[currency]` is an ISO 4217 code: three uppercase letters (`EUR`, `USD`). Meta does not convert
 * `eur`, `€` or `Euro`; such a purchase is reported without a usable currency.
 */
import { defineRule } from '../define-rule.js';
import { META_REFERENCE, isRedacted, metaParam, shown } from './meta-facts.js';
import { META_CODE } from '../../vendors/facebook/code.js';

function isCurrencyCode(value: string): boolean {
  if (value.length !== 3) return false;
  for (let index = 0; index < 3; index++) {
    const code = value.charCodeAt(index);
    if (code < 65 || code > 90) return false;
  }
  return true;
}

export const metaCurrencyFormatRule = defineRule({
  id: 'meta.currency-format',
  code: 'CURRENCY_INVALID',
  severity: 'error',
  description: 'cd[currency] must be a three-letter uppercase ISO 4217 code.',
  source: META_REFERENCE,
  categories: [META_CODE],
  check: (request) => {
    const param = metaParam(request, 'cd[currency]');
    if (param === undefined || param.value.length === 0 || isRedacted(param.value)) return [];
    if (isCurrencyCode(param.value)) return [];
    const upper = param.value.trim().toUpperCase();
    const hint = isCurrencyCode(upper) ? ` Send "${upper}" instead.` : '';
    return [
      {
        fieldPath: 'cd[currency]',
        parameter: 'currency',
        message:
          `Meta expects the currency (cd[currency]) as three capital letters, an ISO 4217 code such as EUR or USD, ` +
          `but received "${shown(param.value)}".${hint}`,
        expected: 'three uppercase letters, such as EUR',
        received: shown(param.value),
      },
    ];
  },
});
