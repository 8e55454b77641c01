import { describe, expect, it } from 'vitest';
import { validate } from '../../validation/validate.js';
import { describeVendorFixtures, loadPositiveFixtures } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

describe('the automatic Microdata ping', () => {
  // The GET and form-POST pings of the fixtures (lowes.com, 2021).
  const fixtures = loadPositiveFixtures(import.meta.dirname);
  const request = (file: string) => fixtures.find((fixture) => fixture.file === file)?.request;

  it('is the Meta pixel’s as a GET and as a POST alike, never an unrecognised request', () => {
    const result = validate({
      requests: [request('microdata-get.json'), request('microdata-form-post.json')],
    });
    const validated = result.data?.validatedRequests ?? [];
    expect(
      validated.map((entry) => [entry.requestMetadata.requestCategory, entry.requestMetadata.eventName]),
    ).toEqual([
      ['FACEBOOK', 'microdata'],
      ['FACEBOOK', 'microdata'],
    ]);
    const codes = validated.flatMap((entry) =>
      entry.validation.autoValidationResults.suggestedParameters.map((finding) => finding.code),
    );
    expect(codes).not.toContain('REQUEST_UNRECOGNISED');
    expect(codes).not.toContain('UNKNOWN_VENDOR_ENDPOINT');
  });
});
