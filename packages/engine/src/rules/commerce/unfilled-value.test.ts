import { describe, expect, it } from 'vitest';
import { validate } from '../../validation/validate.js';

const SNAP =
  'https://tr.snapchat.com/p?pid=24d5aee1-b548-466b-a1ed-d2b44fe2beed&pl=https%3A%2F%2Fshop.example%2Fp&v=1.5';
const GA4 =
  'https://region1.google-analytics.com/g/collect?v=2&tid=G-ABCDEF1234&cid=1.2&dl=https%3A%2F%2Fshop.example%2Fp';
const TIKTOK = 'https://analytics.tiktok.com/api/v2/pixel';

/** Every finding of each request, as `code:parameter:severity`. */
function findingsOf(...requests: Array<string | { url: string; method?: string; postData?: string }>) {
  const response = validate({
    requests: requests.map((request) => (typeof request === 'string' ? { url: request } : request)),
  });
  if (response.data === null) throw new Error(response.error ?? 'no answer');
  return {
    findings: response.data.validatedRequests.map((request) =>
      [
        ...request.validation.autoValidationResults.erroredParameters,
        ...request.validation.autoValidationResults.suggestedParameters,
      ].map((finding) => `${finding.code}:${finding.parameter}:${finding.severity}`),
    ),
    parity: response.data.crossValidation.purchaseParity,
    first: response.data.validatedRequests[0]?.validation.autoValidationResults,
  };
}

describe('VALUE_UNFILLED', () => {
  it('flags a currency sent as `undefined` on an event, as a warning (a real Snap ADD_CART)', () => {
    const { findings, first } = findingsOf(`${SNAP}&ev=ADD_CART&e_pr=129.72&e_cur=undefined&e_ic=undefined`);
    expect(findings[0]).toEqual(['VALUE_UNFILLED:e_cur:warning']);
    expect(first?.suggestedParameters[0]).toMatchObject({
      expected: 'the currency',
      received: 'undefined',
      message: expect.stringContaining('e_cur (the currency) is "undefined"'),
    });
  });

  it('flags several unset variables joined as one value, and no value that only starts like one', () => {
    const { findings } = findingsOf(
      `${SNAP}&ev=ADD_CART&e_pr=10&e_cur=undefined-undefined&e_tid=NaN|NaN`,
      `${SNAP}&ev=ADD_CART&e_pr=10&e_cur=EUR&e_tid=undefined-order-7`,
    );
    expect(findings).toEqual([['VALUE_UNFILLED:e_cur:warning', 'VALUE_UNFILLED:e_tid:warning'], []]);
  });

  it("checks the other fields a vendor's spec lists as filled by the site (Groovinads' sku)", () => {
    const pixel = 'https://ads01.groovinads.com/grv/track/bhpx.os?idc=352&fgjs=1';
    const { findings, first } = findingsOf(`${pixel}&sku=undefined-undefined&uid=undefined`);
    expect(findings[0]).toEqual(['VALUE_UNFILLED:sku:warning']);
    expect(first?.suggestedParameters[0]?.message).toContain(
      'sku (the product SKU) is "undefined-undefined"',
    );
  });

  it('checks the names a conversion is counted under: a Floodlight activity tag, a Google Ads label, a LinkedIn conversion', () => {
    const { findings, first } = findingsOf(
      // Real: micuenta.invertironline.com and www.flow.com.ar, August 2025 (trimmed).
      'https://9815585.fls.doubleclick.net/activityi;src=9815585;type=event0;cat=undefined;ord=8735886364901;npa=0;u1=%2FIngresar?',
      'https://www.googleadservices.com/pagead/conversion/409400080/?random=1756164753893&cv=11&en=signup&label=undefined&url=https%3A%2F%2Fwww.flow.com.ar%2F',
      'https://www.googleadservices.com/pagead/conversion/409400080/?random=1756164753894&cv=11&en=purchase&label=undefined&value=0',
      'https://www.googleadservices.com/pagead/conversion/409400080/?random=1756164753895&cv=11&en=signup&label=TJPaCOH1o7oZEJDmm8MB',
      'https://px.ads.linkedin.com/collect?pid=123456&conversionId=undefined&fmt=gif&url=https%3A%2F%2Fshop.example%2F',
    );
    expect(findings).toEqual([
      ['VALUE_UNFILLED:cat:warning'],
      ['VALUE_UNFILLED:label:warning'],
      ['VALUE_UNFILLED:label:error'],
      [],
      ['VALUE_UNFILLED:conversionId:warning'],
    ]);
    expect(first?.suggestedParameters[0]?.message).toContain('cat (the activity tag) is "undefined"');
  });

  it('is an error on a purchase, for its value, currency and order id', () => {
    const { findings } = findingsOf(`${SNAP}&ev=PURCHASE&e_pr=NaN&e_cur=undefined&e_tid=undefined`, {
      url: TIKTOK,
      method: 'POST',
      postData: JSON.stringify({
        event: 'CompletePayment',
        context: { pixel: { code: 'C2J87UCST06BEPRUG4F0' }, page: { url: 'https://shop.example/thanks' } },
        properties: { value: '[object Object]', currency: 'USD', order_id: 'A-1' },
      }),
    });
    expect(findings[0]).toEqual([
      'VALUE_UNFILLED:e_pr:error',
      'VALUE_UNFILLED:e_cur:error',
      'VALUE_UNFILLED:e_tid:error',
    ]);
    expect(findings[1]).toEqual(['VALUE_UNFILLED:properties.value:error']);
  });

  it("leaves GA4's and Meta's value and currency to their format rules, and checks their order id", () => {
    const { findings } = findingsOf(
      `${GA4}&en=purchase&cu=undefined&epn.value=10&ep.transaction_id=undefined&pr1=idA~qt1`,
      'https://www.facebook.com/tr/?id=514196579513825&ev=Purchase&dl=https%3A%2F%2Fshop.example%2Fp&cd[value]=10&cd[currency]=undefined',
    );
    expect(findings[0]).toContain('VALUE_UNFILLED:ep.transaction_id:error');
    expect(findings[0]).toContain('CURRENCY_INVALID:currency:error');
    expect(findings[0]).not.toContain('VALUE_UNFILLED:cu:error');
    expect(findings[1]?.filter((finding) => finding.startsWith('VALUE_UNFILLED'))).toEqual([]);
  });

  it("leaves a currency of `undefined` alone where no value is sent (Reddit's GTM page visit, wise.com 2025)", () => {
    const { findings } = findingsOf(
      'https://alb.reddit.com/rp.gif?ts=1756164581528&id=a2_dit2j6ufey64&event=PageVisit&m.itemCount=undefined&m.value=&m.valueDecimal=undefined&m.currency=undefined&m.transactionId=&m.customEventName=&m.products=&m.conversionId=df9aaa53&uuid=1e0dba23-022f-4cf5-985d-a560ed1520fd&integration=gtm&opt_out=0&sh=1280&sw=720&v=rdt_646b36ad',
      `${SNAP}&ev=ADD_CART&e_cur=undefined`,
      `${SNAP}&ev=ADD_CART&e_pr=NaN&e_cur=undefined`,
    );
    expect(findings[0]?.filter((finding) => finding.startsWith('VALUE_UNFILLED'))).toEqual([]);
    expect(findings[1]).toEqual([]);
    expect(findings[2]).toEqual(['VALUE_UNFILLED:e_pr:warning', 'VALUE_UNFILLED:e_cur:warning']);
  });

  it('leaves other fields, JSON nulls and filled values alone', () => {
    const { findings } = findingsOf(
      `${SNAP}&ev=ADD_CART&e_pr=129.72&e_cur=AED&e_ic=undefined&e_tid=null`,
      `${SNAP}&ev=ADD_CART&e_pr=undefinedx&e_cur=nan`,
    );
    expect(findings[0]).toEqual([]);
    expect(findings[1]?.filter((finding) => finding.startsWith('VALUE_UNFILLED'))).toEqual([]);
  });

  it('names no purchase parity check after an order id of `undefined`', () => {
    const { parity } = findingsOf(
      `${GA4}&en=purchase&cu=EUR&epn.value=10&ep.transaction_id=undefined&pr1=idA~qt1`,
      `${SNAP}&ev=PURCHASE&e_pr=10&e_cur=EUR&e_tid=undefined`,
    );
    expect(parity.map((check) => check.transactionId)).toEqual([null]);
  });
});
