/**
 * Required Meta pixel fields. Every hit needs its event name in `ev`, without which Meta cannot count
 * it. A `Purchase` must also carry its value and currency (`cd[value]`, `cd[currency]`): Meta needs both
 * to report revenue and optimise for it. Only the standard `Purchase` is concerned; a wrongly cased
 * `purchase` is a custom event (see META_EVENT_CASE).
 */
import { defineRule, type RuleHit } from '../define-rule.js';
import { META_REFERENCE, metaEvent, metaParam } from './meta-facts.js';
import { META_CODE } from '../../vendors/facebook/code.js';

export const metaEventRequiredRule = defineRule({
  id: 'meta.event-required',
  code: 'VALUE_REQUIRED',
  severity: 'error',
  description: 'A Meta pixel hit must name its event in `ev`.',
  source: META_REFERENCE,
  categories: [META_CODE],
  check: (request) => {
    const event = metaParam(request, 'ev');
    if (event !== undefined && event.value.trim().length > 0) return [];
    return [
      {
        fieldPath: 'ev',
        parameter: 'event name',
        message:
          event === undefined
            ? 'This Meta pixel hit has no event name (ev), so Meta cannot tell what happened. Expected an event such as PageView or Purchase.'
            : 'This Meta pixel hit sends an empty event name (ev). Expected an event such as PageView or Purchase.',
        expected: 'an event name, such as PageView or Purchase',
        received: event === undefined ? '(missing)' : '(empty)',
      },
    ];
  },
});

const REQUIRED = [
  { name: 'cd[value]', readable: 'value', example: 'a number such as 59.80' },
  { name: 'cd[currency]', readable: 'currency', example: 'a currency code such as EUR' },
] as const;

export const metaPurchaseRequiredRule = defineRule({
  id: 'meta.purchase-value-currency-required',
  code: 'VALUE_REQUIRED',
  severity: 'error',
  description: 'A Meta Purchase requires cd[value] and cd[currency].',
  source: META_REFERENCE,
  categories: [META_CODE],
  check: (request) => {
    if (metaEvent(request) !== 'Purchase') return [];
    const hits: RuleHit[] = [];
    for (const field of REQUIRED) {
      const param = metaParam(request, field.name);
      if (param !== undefined && param.value.trim().length > 0) continue;
      hits.push({
        fieldPath: field.name,
        parameter: field.readable,
        message:
          `This Meta Purchase ${param === undefined ? 'has no' : 'sends an empty'} ${field.readable} (${field.name}). ` +
          `Meta requires it on every Purchase: expected ${field.example}.`,
        expected: field.example,
        received: param === undefined ? '(missing)' : '(empty)',
      });
    }
    return hits;
  },
});
