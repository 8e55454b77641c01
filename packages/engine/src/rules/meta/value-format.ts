/**
 * `cd[value]` is a non-negative decimal number written plainly: digits with at most one `.` as the
 * decimal point (`59.80`). Currency symbols, thousands separators, decimal commas, spaces, signs and
 * exponents make Meta drop or misread the value.
 */
import { defineRule } from '../define-rule.js';
import { META_REFERENCE, isRedacted, metaParam, shown } from './meta-facts.js';
import { META_CODE } from '../../vendors/facebook/code.js';

/** Digits with at most one `.`, and at least one digit. */
export function isPlainDecimal(value: string): boolean {
  let digits = 0;
  let dots = 0;
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code >= 48 && code <= 57) digits++;
    else if (code === 46) dots++;
    else return false;
  }
  return digits > 0 && dots <= 1;
}

/** Says, in plain words, everything that keeps `value` from being a plain decimal. */
function whatIsWrong(value: string): string {
  const reasons: string[] = [];
  if (value.includes('-')) reasons.push('a minus sign (the value cannot be negative)');
  if (value.includes(',')) reasons.push('a comma (a thousands separator or a decimal comma)');
  if (value.includes(' ')) reasons.push('spaces');
  let others = false;
  for (const char of value) {
    if (!((char >= '0' && char <= '9') || char === '.' || char === '-' || char === ',' || char === ' '))
      others = true;
  }
  if (others) reasons.push('symbols or letters');
  if (reasons.length === 0) return 'more than one decimal point or no digit at all';
  return `it contains ${reasons.join(' and ')}`;
}

export const metaValueFormatRule = defineRule({
  id: 'meta.value-format',
  code: 'META_VALUE_INVALID',
  severity: 'error',
  description: 'cd[value] must be a non-negative decimal number with no symbols or thousands separators.',
  source: META_REFERENCE,
  categories: [META_CODE],
  check: (request) => {
    const param = metaParam(request, 'cd[value]');
    if (param === undefined || param.value.length === 0 || isRedacted(param.value)) return [];
    if (isPlainDecimal(param.value)) return [];
    return [
      {
        fieldPath: 'cd[value]',
        parameter: 'value',
        message:
          `Meta expects the value (cd[value]) as a plain number such as 1234.50, but received "${shown(param.value)}": ` +
          `${whatIsWrong(param.value)}.`,
        expected: 'a non-negative number with a dot as the decimal point, such as 1234.50',
        received: shown(param.value),
      },
    ];
  },
});
