import { describe, expect, it } from 'vitest';
import {
  codesOf,
  errorsOf,
  findingsOf,
  gtagHit,
  items,
  mpEvent,
  mpRequest,
  suggestionsOf,
} from './testing/requests.js';

describe('GA4 value', () => {
  it('sent as text is a suggestion, not an error', () => {
    const findings = findingsOf(gtagHit(`en=add_to_cart&cu=EUR&ep.value=10&${items(1)}`));
    expect(errorsOf(findings)).toEqual([]);
    expect(suggestionsOf(findings)).toMatchObject([
      { code: 'VALUE_NOT_NUMBER', severity: 'warning', fieldPath: 'ep.value', parameter: 'value' },
    ]);
  });

  it('sent as text says what is lost: revenue, or the event value when the value is no money', () => {
    const money = findingsOf(gtagHit(`en=add_to_cart&cu=EUR&ep.value=10&${items(1)}`));
    expect(suggestionsOf(money)[0]?.message).toContain('so revenue is read reliably');
    // As minutouno.com sent its article milestones (August 2025), in Universal Analytics' syntax.
    const count = findingsOf(gtagHit('en=article_milestone&ep.event_category=milestone&ep.value=100'));
    expect(suggestionsOf(count)).toMatchObject([{ code: 'VALUE_NOT_NUMBER' }]);
    expect(suggestionsOf(count)[0]?.message).toContain('so the event value is read reliably');
  });

  it('sent as a JSON string on the Measurement Protocol is a suggestion too', () => {
    expect(
      codesOf(suggestionsOf(findingsOf(mpRequest(mpEvent('x', { currency: 'EUR', value: '10' }))))),
    ).toEqual(['VALUE_NOT_NUMBER']);
    expect(findingsOf(mpRequest(mpEvent('x', { currency: 'EUR', value: 10 })))).toEqual([]);
  });

  it('that is not a number at all is an error only', () => {
    const findings = findingsOf(gtagHit('en=x&cu=EUR&ep.value=10%2C50'));
    expect(codesOf(findings)).toEqual(['VALUE_INVALID']);
  });

  it('differing from the items total is a suggestion naming the total', () => {
    const findings = findingsOf(gtagHit(`en=purchase&cu=EUR&ep.transaction_id=T1&epn.value=25&${items(2)}`));
    expect(errorsOf(findings)).toEqual([]);
    expect(suggestionsOf(findings)).toMatchObject([
      {
        code: 'VALUE_ITEMS_MISMATCH',
        severity: 'warning',
        fieldPath: 'epn.value',
        expected: '20.00',
        received: '25',
      },
    ]);
  });

  it('says when the difference is the hit’s own shipping or tax: value sent as the order total', () => {
    // As a real Shopify purchase (through server-side GTM) sent it: value 7630 = items 7600 + shipping 30.
    const purchase = (extra: string) =>
      suggestionsOf(
        findingsOf(
          gtagHit(
            `en=purchase&cu=INR&ep.transaction_id=5502962827364&ep.value=7630&${extra}&pr1=id800317066454~nmTee~pr7600~qt1`,
          ),
        ),
      ).find((finding) => finding.code === 'VALUE_ITEMS_MISMATCH')?.message;
    expect(purchase('epn.tax=0&epn.shipping=30')).toContain(
      "the difference is this hit's shipping (30): value looks like the order total",
    );
    expect(purchase('epn.tax=10&epn.shipping=20')).toContain("this hit's shipping and tax (20 + 10)");
    expect(purchase('epn.shipping=5')).toContain('check for a missing item or a discount counted twice');
  });

  it('matches the items total to the cent, quantity 1 when not sent', () => {
    expect(findingsOf(gtagHit('en=add_to_cart&cu=EUR&epn.value=0.3&pr1=idA~pr0.1~qt3'))).toEqual([]);
    expect(
      findingsOf(gtagHit('en=add_to_cart&cu=EUR&epn.value=19.98&pr1=idA~pr9.99&pr2=idB~pr9.99')),
    ).toEqual([]);
    expect(
      codesOf(findingsOf(gtagHit('en=add_to_cart&cu=EUR&epn.value=19.97&pr1=idA~pr9.99&pr2=idB~pr9.99'))),
    ).toEqual(['VALUE_ITEMS_MISMATCH']);
  });

  it('is not compared when an item has no price, or when the value counts virtual currency', () => {
    expect(findingsOf(gtagHit('en=add_to_cart&cu=EUR&epn.value=50&pr1=idA~pr10&pr2=idB'))).toEqual([]);
    expect(
      findingsOf(
        gtagHit('en=spend_virtual_currency&epn.value=50&ep.virtual_currency_name=gems&pr1=idA~pr10'),
      ),
    ).toEqual([]);
  });

  it('is compared on Measurement Protocol events', () => {
    const body = mpEvent('purchase', {
      currency: 'EUR',
      value: 30,
      transaction_id: 'T',
      items: [{ item_id: 'A', price: 10, quantity: 2 }],
    });
    expect(codesOf(findingsOf(mpRequest(body)))).toEqual(['VALUE_ITEMS_MISMATCH']);
  });
});
