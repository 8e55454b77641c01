import { describe, expect, it } from 'vitest';
import { codesOf, findingsOf, gtagHit, mpEvent, mpRequest, suggestionsOf } from './testing/requests.js';

describe('GA4 page location', () => {
  it('sent empty on a browser hit is a warning (a real shop sent its purchase so)', () => {
    const findings = findingsOf(
      gtagHit('en=purchase&dr=&dl=&cu=USD&ep.transaction_id=T-1001&epn.value=10&pr1=idA~nmShirt~pr10~qt1'),
    );
    expect(suggestionsOf(findings)).toMatchObject([
      { code: 'PAGE_LOCATION_EMPTY', severity: 'warning', fieldPath: 'dl', parameter: 'page_location' },
    ]);
  });

  it('says nothing when dl holds the page, or on the Measurement Protocol', () => {
    expect(codesOf(findingsOf(gtagHit('en=page_view&dl=https%3A%2F%2Fshop.example%2F')))).not.toContain(
      'PAGE_LOCATION_EMPTY',
    );
    expect(codesOf(findingsOf(mpRequest(mpEvent('page_view', { page_location: '' }))))).not.toContain(
      'PAGE_LOCATION_EMPTY',
    );
  });
});
