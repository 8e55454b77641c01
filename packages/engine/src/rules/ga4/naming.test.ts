import { describe, expect, it } from 'vitest';
import { codesOf, errorsOf, findingsOf, gtagHit, mpEvent, mpRequest } from './testing/requests.js';

describe('GA4 parameter and user property names', () => {
  it('accepts names of 40 characters and user property names of 24', () => {
    const hit = gtagHit(`en=x&ep.${'p'.repeat(40)}=1&up.${'u'.repeat(24)}=1&pr1=idA~k0${'c'.repeat(40)}~v0x`);
    expect(errorsOf(findingsOf(hit))).toEqual([]);
  });

  it('rejects a custom item parameter name of 41 characters', () => {
    const [finding] = errorsOf(findingsOf(gtagHit(`en=view_item&pr1=idA~k0${'c'.repeat(41)}~v0x`)));
    expect(finding).toMatchObject({
      code: 'NAME_INVALID',
      fieldPath: `pr1.${'c'.repeat(41)}`,
      parameter: `items[0].${'c'.repeat(41)}`,
    });
  });

  it('leaves the characters of gtag.js parameter names alone, but not those of MP names', () => {
    expect(errorsOf(findingsOf(gtagHit('en=x&ep.page-type=home')))).toEqual([]);
    expect(codesOf(errorsOf(findingsOf(mpRequest(mpEvent('x', { 'page type': 'home' })))))).toEqual([
      'NAME_INVALID',
    ]);
    expect(
      codesOf(errorsOf(findingsOf(mpRequest(mpEvent('view_item', { items: [{ item_id: 'A', '2nd': 1 }] }))))),
    ).toEqual(['NAME_INVALID']);
  });

  it('rejects an MP user property name of 25 characters', () => {
    const body = mpEvent('x', {}, { user_properties: { ['u'.repeat(25)]: { value: 'a' } } });
    const [finding] = errorsOf(findingsOf(mpRequest(body)));
    expect(finding).toMatchObject({
      code: 'NAME_INVALID',
      fieldPath: `user_properties.${'u'.repeat(25)}.value`,
    });
  });
});
