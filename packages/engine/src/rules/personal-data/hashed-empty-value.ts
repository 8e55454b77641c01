/**
 * A hashed identifier that hashes nothing (the SHA-256, SHA-1 or MD5 of an empty text, `undefined` or
 * `null`) in any parameter of any recognised vendor is a warning: the tag hashed an e-mail address,
 * phone number or id it did not have. Every visitor without one sends the same value, which matches no
 * one (or joins them all into one person), and the vendors ask for the hash of a real, normalised value.
 */
import { defineRule, NO_HITS, type RuleHit } from '../define-rule.js';
import { alsoFoundIn, describeParameter, findPersonalData } from './find-personal-data.js';

export const hashedEmptyValueRule = defineRule({
  id: 'personal-data.hashed-empty-value',
  code: 'HASHED_EMPTY_VALUE',
  severity: 'warning',
  description: 'No hashed identifier may be the hash of an empty or missing value.',
  source: {
    book: 'Hashed customer information (Meta Conversions API)',
    url: 'https://developers.facebook.com/docs/marketing-api/conversions-api/parameters/customer-information-parameters',
    lastVerified: '2026-11-27',
  },
  categories: 'all',
  check: (request) => {
    const found = findPersonalData(request).hashes;
    if (found.length === 0) return NO_HITS;
    return found.flatMap(({ hash, parameters }): RuleHit[] => {
      const [first] = parameters;
      if (!first) return [];
      const digest = `${hash.digest.slice(0, 8)}…`;
      return [
        {
          fieldPath: first.name,
          parameter: first.label,
          message:
            `${describeParameter(first)} holds the ${hash.hashes} (${digest}): the tag ` +
            'hashed an e-mail address, phone number or id it did not have. Every visitor without one sends ' +
            'this same value, so it matches no one, or joins them all into one person. Send the field only ' +
            `when there is a value to hash.${alsoFoundIn({ text: hash.digest, parameters })}`,
          expected: 'the hash of a real value, or no field',
          received: `${digest}, the ${hash.hashes}`,
        },
      ];
    });
  },
});
