/**
 * An e-mail address in any parameter value of any recognised vendor, page URLs included, is an error:
 * the vendors' terms forbid sending it. Addresses are searched after URL-decoding (twice, for
 * double-encoded `%2540`). Meta's advanced-matching fields (`ud[em]` …) are left to the Meta rules.
 */
import { defineRule, NO_HITS, type RuleHit } from '../define-rule.js';
import { alsoFoundIn, contactAdvice, describeParameter, findPersonalData } from './find-personal-data.js';
import { maskEmail } from './mask.js';
import { PERSONAL_DATA_SOURCE } from './source.js';

export const piiEmailRule = defineRule({
  id: 'personal-data.email',
  code: 'PII_EMAIL',
  severity: 'error',
  description: 'No parameter may carry an e-mail address, not even inside a page URL.',
  source: PERSONAL_DATA_SOURCE,
  categories: 'all',
  check: (request) => {
    const matches = findPersonalData(request).emails;
    if (matches.length === 0) return NO_HITS;
    return matches.flatMap((match): RuleHit[] => {
      const [first] = match.parameters;
      if (!first) return [];
      const masked = maskEmail(match.text);
      return [
        {
          fieldPath: first.name,
          parameter: first.label,
          message:
            `${describeParameter(first)} contains an e-mail address (${masked}). ` +
            `${contactAdvice(request, first, 'e-mail addresses')}${alsoFoundIn(match)}`,
          expected: 'no e-mail address',
          received: masked,
        },
      ];
    });
  },
});
