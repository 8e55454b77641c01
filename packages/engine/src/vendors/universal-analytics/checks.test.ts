/**
 * What validation says about a Universal Analytics hit: the sunset error, plus the personal-data
 * checks every vendor gets; the vendor has no rule set of its own ("unsupported").
 */
import { describe, expect, it } from 'vitest';
import { validate } from '../../validation/validate.js';
import { SUPPORTED_CATEGORIES } from '../lookup.js';
import { universalAnalytics } from './universal-analytics.js';

const HIT =
  'https://www.google-analytics.com/collect?v=1&_v=j96&t=event&ec=form&ea=submit&tid=UA-92561429-3&cid=1.2' +
  '&dl=https%3A%2F%2Fshop.example.com%2Fthanks%3Femail%3Djane.doe%40example.com';

function codesOf(url: string): { errors: string[]; suggestions: string[] } {
  const response = validate({ requests: [{ url }] });
  const results = response.data?.validatedRequests[0]?.validation.autoValidationResults;
  return {
    errors: results?.erroredParameters.map((finding) => finding.code) ?? [],
    suggestions: results?.suggestedParameters.map((finding) => finding.code) ?? [],
  };
}

describe('Universal Analytics validation', () => {
  it('is an unsupported vendor: recognised and decoded, no automatic rule set', () => {
    expect(SUPPORTED_CATEGORIES.has(universalAnalytics.code)).toBe(false);
  });

  it('reports the sunset as an error, and still checks personal data', () => {
    const { errors } = codesOf(HIT);
    expect(errors).toContain('UNIVERSAL_ANALYTICS_SUNSET');
    expect(errors).toContain('PII_EMAIL');
    expect(errors.filter((code) => code === 'UNIVERSAL_ANALYTICS_SUNSET')).toHaveLength(1);
  });

  it('says nothing about the library load itself', () => {
    expect(codesOf('https://www.google-analytics.com/analytics.js')).toEqual({ errors: [], suggestions: [] });
  });
});
