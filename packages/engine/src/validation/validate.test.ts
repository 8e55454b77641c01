import { describe, expect, it } from 'vitest';
import { validate } from './validate.js';

const ga = (params: string) =>
  `https://www.google-analytics.com/g/collect?v=2&tid=G-ABC123&cid=1.2&dl=https%3A%2F%2Fshop.example.com%2F&${params}`;
const ADD_TO_CART = 'en=add_to_cart&cu=EUR&epn.value=10&pr1=idSKU1~nmShirt~pr10~qt1';

const tests = [
  {
    $id: 'currency',
    name: 'Currency',
    testType: 'GOOGLEANALYTICS4',
    logicalOperator: 'AND',
    metrics: '[{"metric":"cu","comparison":"exists","value":""}]',
    triggers: ['atc'],
  },
];
const triggers = [
  {
    $id: 'atc',
    name: 'Add to cart',
    triggerType: 'GOOGLEANALYTICS4',
    logicalOperator: 'AND',
    metrics: '[{"metric":"en","comparison":"equals","value":"add_to_cart"}]',
    tests: ['currency'],
    expectedTests: '[]',
  },
];

const requests = [
  { url: 'https://shop.example.com/', type: 'navigation' },
  { url: ga('en=page_view&_s=1') },
  { url: ga(`${ADD_TO_CART}&_s=2&_et=100`) },
  { url: ga(`${ADD_TO_CART}&_s=3&_et=250`) },
  { url: ga('en=add_to_cart&epn.value=10&_s=4') },
  {
    url: 'https://www.facebook.com/tr/?id=123456789&ev=Purchase&dl=https%3A%2F%2Fshop.example.com%2F&cd[value]=10.00&cd[currency]=EUR&eid=ev-1&ts=1731924012345',
  },
  {
    url: 'https://www.facebook.com/tr/?id=123456789&ev=Purchase&dl=https%3A%2F%2Fshop.example.com%2F&cd[value]=10.00&cd[currency]=EUR&eid=ev-1&ts=1731924012999',
  },
  { url: ga('en=purchase&cu=EUR&epn.value=12&ep.transaction_id=T1&pr1=idSKU1~qt1') },
];

describe('validate with duplicates, tests and triggers', () => {
  const response = validate({ requests, tests, triggers, user: { $id: 'someone', isPremium: true } });
  const data = response.data;
  const byId = new Map(
    data?.validatedRequests.map((request) => [request.requestMetadata.requestId, request.validation]),
  );

  it('fills the custom results and their counts on each request', () => {
    expect(response.success).toBe(true);
    expect(
      [...byId].map(([id, validation]) => [
        id,
        validation.customValidationResults.map((result) => result.passed),
        validation.validationsSummary.customChecks,
      ]),
    ).toEqual([
      ['r1', [], { passedCustomChecks: 0, failedCustomChecks: 0 }],
      ['r2', [], { passedCustomChecks: 0, failedCustomChecks: 0 }],
      ['r3', [true], { passedCustomChecks: 1, failedCustomChecks: 0 }],
      ['r4', [true], { passedCustomChecks: 1, failedCustomChecks: 0 }],
      ['r5', [false], { passedCustomChecks: 0, failedCustomChecks: 1 }],
      ['r6', [], { passedCustomChecks: 0, failedCustomChecks: 0 }],
      ['r7', [], { passedCustomChecks: 0, failedCustomChecks: 0 }],
      ['r8', [], { passedCustomChecks: 0, failedCustomChecks: 0 }],
    ]);
  });

  it('groups the two add-to-cart copies and the Meta eid fired twice, and marks them', () => {
    expect(
      data?.duplicates.map((result) => [
        result.category,
        result.eventName,
        result.kind,
        result.duplicateGroups.map((group) => group.requestIds),
      ]),
    ).toEqual([
      ['GOOGLEANALYTICS4', 'add_to_cart', 'accidental', [['r3', 'r4']]],
      ['FACEBOOK', 'Purchase', 'accidental', [['r6', 'r7']]],
    ]);
    expect(byId.get('r3')?.duplicateInfo).toEqual({
      isDuplicate: true,
      kind: 'accidental',
      requestIds: ['r3', 'r4'],
      matchPercentage: 100,
    });
    expect(byId.get('r5')?.duplicateInfo.isDuplicate).toBe(false);
  });

  it('cross-validates triggers, navigations and purchases', () => {
    expect(data?.crossValidation.triggers.map((check) => [check.requestId, check.passed])).toEqual([
      ['r3', true],
      ['r4', true],
      ['r5', false],
    ]);
    expect(
      data?.crossValidation.navigation.map((check) => [
        check.requestId,
        check.vendors.map((vendor) => `${vendor.category}:${vendor.followed}`),
      ]),
    ).toEqual([['r1', ['GOOGLEANALYTICS4:true', 'FACEBOOK:false']]]);
    expect(
      data?.crossValidation.purchaseParity.map((check) =>
        check.mismatches.map(
          (mismatch) => `${mismatch.field}:${mismatch.values.map((value) => value.value).join('|')}`,
        ),
      ),
    ).toEqual([['value:10.00|12']]);
    expect(data?.checkIssues).toEqual([]);
  });

  it('applies no check without tests and triggers, whoever the user is', () => {
    const anonymous = validate({ requests, user: { $id: 'admin', prefs: { isPremium: true } } });
    expect(
      anonymous.data?.validatedRequests.flatMap((request) => request.validation.customValidationResults),
    ).toEqual([]);
    expect(anonymous.data?.crossValidation.triggers).toEqual([]);
  });

  it('answers instead of throwing when a JS caller passes a throwing getter', () => {
    const hostile = {
      get requests(): unknown[] {
        throw new Error('boom');
      },
    };
    expect(validate(hostile)).toEqual({ success: false, data: null, error: 'Validation failed: boom' });
    const hostileTests = {
      requests,
      get tests(): unknown[] {
        throw new Error('tests');
      },
    };
    expect(validate(hostileTests).success).toBe(false);
  });
});
