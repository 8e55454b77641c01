import { describe, expect, it } from 'vitest';
import { validate } from '../../validation/validate.js';
import { describeVendorFixtures } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

describe('a GA4 batch whose body the capture left out', () => {
  // A real gtag.js POST (neemans.com, a headless audit's log of URLs): no `en` in its URL, and no body.
  const batch =
    'https://analytics.google.com/g/collect?v=2&tid=G-3042L5GP9T&gtm=45je69g0v881198150za200zb9205647393zd9205647393xf1&_p=1789671964215&gcs=G111&gcd=13t3t3t3t5l1&npa=0&dma=0&cid=998500141.1789671967&frm=0&sr=1366x900&ul=en-gb&_s=2&sid=1789671966&sct=1&seg=0&dl=https%3A%2F%2Fneemans.com%2Fcollections%2Fwomen&dt=Shop%20Women%27s%20Shoes&_tu=AAI&tfd=6531';
  const findingsOf = (request: { url: string; method: string; postData?: string }) =>
    (validate({ requests: [request] }).data?.validatedRequests ?? []).flatMap(({ validation }) =>
      [
        ...validation.autoValidationResults.erroredParameters,
        ...validation.autoValidationResults.suggestedParameters,
      ].map((finding) => finding.code),
    );

  it('says its events cannot be read, not that an event has no name', () => {
    const codes = findingsOf({ url: batch, method: 'POST' });
    expect(codes).toContain('BODY_NOT_CAPTURED');
    expect(codes).not.toContain('VALUE_REQUIRED');
  });

  it('still calls a body line without a name, or a GET without one, nameless', () => {
    expect(findingsOf({ url: batch, method: 'POST', postData: 'ep.x=1' })).toContain('VALUE_REQUIRED');
    expect(findingsOf({ url: batch, method: 'GET' })).toContain('VALUE_REQUIRED');
    expect(findingsOf({ url: batch, method: 'POST', postData: 'en=page_view' })).not.toContain(
      'BODY_NOT_CAPTURED',
    );
  });
});
