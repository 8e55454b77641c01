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

  it('is not required with a Core Web Vital, whose value is the measurement', () => {
    // As storiesig.info sent its web-vitals events (August 2025): FCP in milliseconds, with metric_id.
    const fcp =
      'en=FCP&_ee=1&epn.value=1640&ep.value_category=good&ep.metric_id=v3-1756163415154-5642491599318';
    expect(errorsOf(findingsOf(gtagHit(fcp)))).toEqual([]);
    expect(errorsOf(findingsOf(gtagHit('en=CLS&epn.value=120')))).toEqual([]);
    expect(errorsOf(findingsOf(gtagHit('en=web_vitals&epn.value=250&ep.metric_id=v4-1-2')))).toEqual([]);
    // A lower-case name is not the library's, and without metric_id nothing says it is a measurement.
    expect(codesOf(errorsOf(findingsOf(gtagHit('en=lcp&epn.value=2500'))))).toEqual([
      'CURRENCY_MISSING_WITH_VALUE',
    ]);
  });

  it("is not required with an event in Universal Analytics' syntax, whose value is a count", () => {
    // As minutouno.com sent its article milestones (August 2025).
    const milestone =
      'en=article_milestone&ep.event_category=NTG%20article%20milestone&ep.event_label=Home&epn.value=100';
    expect(errorsOf(findingsOf(gtagHit(milestone)))).toEqual([]);
  });

  it("is still required with Universal Analytics' syntax on a money event or an order", () => {
    const lead = 'en=generate_lead&ep.event_category=form&epn.value=50';
    expect(codesOf(errorsOf(findingsOf(gtagHit(lead))))).toEqual(['CURRENCY_MISSING_WITH_VALUE']);
    const order = 'en=checkout_done&ep.event_category=shop&ep.transaction_id=T1&epn.value=50';
    expect(codesOf(errorsOf(findingsOf(gtagHit(order))))).toEqual(['CURRENCY_MISSING_WITH_VALUE']);
    const withItems = `en=cart_update&ep.event_category=shop&epn.value=10&${items(1)}`;
    expect(codesOf(errorsOf(findingsOf(gtagHit(withItems))))).toContain('CURRENCY_MISSING_WITH_VALUE');
  });

  it('is not required on the Measurement Protocol for a Core Web Vital either', () => {
    const request = mpRequest(mpEvent('LCP', { value: 2400, metric_id: 'v4-1' }));
    expect(errorsOf(findingsOf(request))).toEqual([]);
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
