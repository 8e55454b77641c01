import { describe, expect, it } from 'vitest';
import { validate } from './validate.js';

// An answer holds one copy of what its requests share (a large capture's answer stays small): these
// tests fail if a clean request's validation, or a parameter sent again unchanged, is copied per request.

const ga = (params: string) =>
  `https://www.google-analytics.com/g/collect?v=2&tid=G-SHARE1&cid=1.2&dl=https%3A%2F%2Fshop.example.com%2F&${params}`;

function answered(requests: Array<{ url: string }>) {
  const response = validate({ requests });
  if (response.data === null) throw new Error(response.error ?? 'no answer');
  return response.data;
}

/** The `validation` of each validated request of an answer's data read back from JSON (checked, not cast). */
function validationsOf(data: unknown): unknown[] {
  if (typeof data !== 'object' || data === null || !('validatedRequests' in data))
    throw new Error('not the data of an answer');
  const { validatedRequests } = data;
  if (!Array.isArray(validatedRequests)) throw new Error('validatedRequests is not a list');
  return validatedRequests.map((request: unknown) =>
    typeof request === 'object' && request !== null && 'validation' in request
      ? request.validation
      : undefined,
  );
}

describe('the answer of validate()', () => {
  it('says "nothing found" with one object for every clean request, and its own for the others', () => {
    const data = answered([
      { url: ga('en=page_view&_p=1') },
      { url: ga('en=page_view&_p=2&dt=Home') },
      { url: ga('en=purchase&epn.value=abc&_p=3') },
    ]);
    const [first, second, third] = data.validatedRequests;
    expect(first?.validation.validationsSummary.automaticChecks.totalErrors).toBe(0);
    expect(second?.validation).toBe(first?.validation);
    expect(third?.validation).not.toBe(first?.validation);
    expect(third?.validation.autoValidationResults.erroredParameters.length).toBeGreaterThan(0);
    // Shared parts are frozen: a consumer cannot change one request's validation through another's.
    expect(Object.isFrozen(first?.validation)).toBe(true);
    expect(Object.isFrozen(first?.validation.autoValidationResults.erroredParameters)).toBe(true);
    expect(first?.validation).toEqual({
      autoValidationResults: { erroredParameters: [], suggestedParameters: [] },
      validationsSummary: {
        automaticChecks: { totalErrors: 0, totalSuggestions: 0 },
        customChecks: { passedCustomChecks: 0, failedCustomChecks: 0 },
      },
      customValidationResults: [],
      duplicateInfo: { isDuplicate: false, kind: null, requestIds: [], matchPercentage: null },
    });
  });

  it('gives a parameter sent again with the value it last had as the same {name, value}', () => {
    const data = answered([{ url: ga('en=page_view&_p=1') }, { url: ga('en=page_view&_p=2') }]);
    const [first, second] = data.validatedRequests.map((request) => request.requestMetadata.parameters);
    const byName = (list: typeof first, name: string) => list?.find((parameter) => parameter.name === name);
    expect(byName(second, 'cid')).toBe(byName(first, 'cid'));
    expect(byName(second, 'cid')).toEqual({ name: 'cid', value: '1.2' });
    expect(byName(second, '_p')).not.toBe(byName(first, '_p'));
    expect(byName(second, '_p')).toEqual({ name: '_p', value: '2' });
    // Labels still come once per answer, under the vendor's code.
    expect(data.parameterLabels.GOOGLEANALYTICS4?.cid?.label).toBeTruthy();
  });

  it('serialises shared objects as if each request had its own', () => {
    const requests = [{ url: ga('en=page_view&_p=1') }, { url: ga('en=page_view&_p=2') }];
    const data = answered(requests);
    const copied = JSON.parse(JSON.stringify(data)) as unknown;
    const [first, second] = validationsOf(copied);
    expect(second).toEqual(first);
    expect(copied).toEqual(data);
  });
});
