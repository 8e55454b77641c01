/** Every Meta pixel hit needs its event name in `ev`; without it Meta cannot count the hit. */
import { defineRule } from '../define-rule.js';
import { META_REFERENCE, metaParam } from './meta-facts.js';

export const metaEventRequiredRule = defineRule({
  id: 'meta.event-required',
  code: 'VALUE_REQUIRED',
  severity: 'error',
  description: 'A Meta pixel hit must name its event in `ev`.',
  source: META_REFERENCE,
  categories: ['FACEBOOK'],
  check: (request) => {
    const event = metaParam(request, 'ev');
    if (event !== undefined && event.value.trim().length > 0) return [];
    return [{
      fieldPath: 'ev',
      parameter: 'event name',
      message:
        event === undefined
          ? 'This Meta pixel hit has no event name (ev), so Meta cannot tell what happened. Expected an event such as PageView or Purchase.'
          : 'This Meta pixel hit sends an empty event name (ev). Expected an event such as PageView or Purchase.',
      expected: 'an event name, such as PageView or Purchase',
      received: event === undefined ? '(missing)' : '(empty)',
    }];
  },
});
