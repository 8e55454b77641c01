import { describe, expect, it } from 'vitest';
import { codesOf, errorsOf, findingsOf, gtagHit, mpEvent, mpRequest } from './testing/requests.js';

describe('GA4 value lengths', () => {
  it('accepts values of exactly the limit, counted in characters', () => {
    const hit = gtagHit(
      `en=x&ep.note=${'x'.repeat(100)}&ep.emoji=${encodeURIComponent('😀'.repeat(100))}&up.plan=${'u'.repeat(36)}&uid=${'i'.repeat(256)}`,
    );
    expect(errorsOf(findingsOf(hit))).toEqual([]);
  });

  it('allows page_location, page_referrer and page_title longer values as event parameters too', () => {
    const hit = gtagHit(
      `en=x&ep.page_location=${'l'.repeat(1000)}&ep.page_referrer=${'r'.repeat(420)}&ep.page_title=${'t'.repeat(300)}`,
    );
    expect(errorsOf(findingsOf(hit))).toEqual([]);
    expect(codesOf(errorsOf(findingsOf(gtagHit(`en=x&ep.page_title=${'t'.repeat(301)}`))))).toEqual([
      'VALUE_OUT_OF_BOUNDS',
    ]);
  });

  it('checks custom item values', () => {
    const [finding] = errorsOf(findingsOf(gtagHit(`en=view_item&pr1=idA~k0color~v0${'c'.repeat(101)}`)));
    expect(finding).toMatchObject({
      code: 'VALUE_OUT_OF_BOUNDS',
      fieldPath: 'pr1.color',
      parameter: 'items[0].color',
    });
  });

  it('checks Measurement Protocol values, user properties and user_id', () => {
    const body = mpEvent(
      'x',
      { note: 'n'.repeat(101) },
      { user_id: 'i'.repeat(257), user_properties: { plan: { value: 'p'.repeat(37) } } },
    );
    const errors = errorsOf(findingsOf(mpRequest(body)));
    expect(errors.map((finding) => finding.fieldPath).sort()).toEqual([
      'params.note',
      'user_id',
      'user_properties.plan.value',
    ]);
    expect(new Set(errors.map((finding) => finding.source))).toEqual(new Set(['GA4 Measurement Protocol']));
  });
});
