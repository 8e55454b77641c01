import { describe, expect, it } from 'vitest';
import { codesOf, errorsOf, findingsOf, gtagHit, items, mpEvent, mpRequest } from './testing/requests.js';

describe('GA4 currency', () => {
  it('is found in cu or in ep.currency', () => {
    expect(errorsOf(findingsOf(gtagHit(`en=add_to_cart&cu=EUR&epn.value=10&${items(1)}`)))).toEqual([]);
    expect(
      errorsOf(findingsOf(gtagHit(`en=add_to_cart&cu=&ep.currency=EUR&epn.value=10&${items(1)}`))),
    ).toEqual([]);
  });

  it('is required with any event that has a value, custom or recommended', () => {
    expect(errorsOf(findingsOf(gtagHit('en=generate_lead&epn.value=0')))).toMatchObject([
      { code: 'CURRENCY_MISSING_WITH_VALUE', fieldPath: 'cu' },
    ]);
    expect(errorsOf(findingsOf(gtagHit('en=generate_lead&epn.value=5&cu=')))).toMatchObject([
      { code: 'CURRENCY_MISSING_WITH_VALUE', fieldPath: 'cu', received: 'an empty currency' },
    ]);
  });

  it('is not required without a value, nor with an empty one, nor for virtual currencies', () => {
    expect(errorsOf(findingsOf(gtagHit(`en=add_to_cart&${items(1)}`)))).toEqual([]);
    expect(errorsOf(findingsOf(gtagHit(`en=add_to_cart&ep.value=&${items(1)}`)))).toEqual([]);
    expect(
      errorsOf(findingsOf(gtagHit('en=earn_virtual_currency&epn.value=5&ep.virtual_currency_name=gems'))),
    ).toEqual([]);
  });

  it.each(['eur', 'EURO', 'E1R', '€', 'US D'])('rejects %j', (currency) => {
    expect(codesOf(errorsOf(findingsOf(gtagHit(`en=x&cu=${encodeURIComponent(currency)}`))))).toEqual([
      'CURRENCY_INVALID',
    ]);
  });

  it('checks both cu and ep.currency when both are sent', () => {
    const errors = errorsOf(findingsOf(gtagHit('en=x&cu=eur&ep.currency=usd')));
    expect(errors.map((finding) => finding.fieldPath)).toEqual(['cu', 'ep.currency']);
  });

  it('checks Measurement Protocol currencies', () => {
    expect(errorsOf(findingsOf(mpRequest(mpEvent('x', { currency: 'usd', value: 1 }))))).toMatchObject([
      { code: 'CURRENCY_INVALID', fieldPath: 'params.currency' },
    ]);
  });
});
