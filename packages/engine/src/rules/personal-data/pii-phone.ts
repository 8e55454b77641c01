/**
 * A phone number in any parameter value of any recognised vendor, page URLs included, is an error.
 * Only international (`+44 20 7946 0958`) and separated (`555-123-4567`) forms count, so ids,
 * timestamps, client ids, hashes, prices and long digit runs are never flagged. Meta's `ud[ph]` is left
 * to the Meta rules.
 */
import { defineRule, NO_HITS, type RuleHit } from '../define-rule.js';
import { alsoFoundIn, contactAdvice, describeParameter, findPersonalData } from './find-personal-data.js';
import { maskPhone } from './mask.js';
import { PERSONAL_DATA_SOURCE } from './source.js';

export const piiPhoneRule = defineRule({
  id: 'personal-data.phone',
  code: 'PII_PHONE',
  severity: 'error',
  description: 'No parameter may carry a phone number, not even inside a page URL.',
  source: PERSONAL_DATA_SOURCE,
  categories: 'all',
  check: (request) => {
    const matches = findPersonalData(request).phones;
    if (matches.length === 0) return NO_HITS;
    return matches.flatMap((match): RuleHit[] => {
      const [first] = match.parameters;
      if (!first) return [];
      const masked = maskPhone(match.text);
      return [
        {
          fieldPath: first.name,
          parameter: first.label,
          message:
            `${describeParameter(first)} contains what looks like a phone number (${masked}). ` +
            `${contactAdvice(request, first, 'phone numbers')}${alsoFoundIn(match)}`,
          expected: 'no phone number',
          received: masked,
        },
      ];
    });
  },
});
