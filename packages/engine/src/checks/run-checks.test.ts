import { describe, expect, it } from 'vitest';
import { decode, type DecodedRequest } from '../decode.js';
import { checkSession } from './check-session.js';

const ga = (params: string) =>
  `https://www.google-analytics.com/g/collect?v=2&tid=G-ABC123&cid=1.2&dl=https%3A%2F%2Fshop.example.com%2F&${params}`;
const meta = (params: string) => `https://www.facebook.com/tr/?id=123456789&${params}`;

function session(urls: ReadonlyArray<string | { url: string; type: string }>): DecodedRequest[] {
  return urls.flatMap((url, index) =>
    decode({ ...(typeof url === 'string' ? { url } : url), requestId: `r${index + 1}` }),
  );
}

const requests = session([
  ga('en=page_view&_s=1'),
  ga('en=add_to_cart&cu=EUR&epn.value=10&pr1=idSKU1~nmShirt~pr10~qt1&_s=2'),
  ga('en=add_to_cart&epn.value=10&pr1=idSKU1~nmShirt~pr10~qt1&_s=3'),
  meta('ev=AddToCart&cd[value]=10'),
  { url: 'https://shop.example.com/', type: 'navigation' },
]);

const currencyTest = {
  $id: 'test-currency',
  name: 'Currency is sent',
  testType: 'GOOGLEANALYTICS4',
  logicalOperator: 'AND',
  metrics: '[{"metric":"cu","comparison":"exists","value":""}]',
  triggers: ['trigger-atc'],
};
const addToCartTrigger = {
  $id: 'trigger-atc',
  name: 'Add to cart',
  triggerType: 'GOOGLEANALYTICS4',
  logicalOperator: 'AND',
  metrics: [{ metric: 'en', comparison: 'equals', value: 'add_to_cart' }],
  tests: [],
};

/** Per request: `testID:passed` of each result. */
function outcomes(tests: unknown[], triggers: unknown[]): string[][] {
  return checkSession(requests, tests, triggers).results.map((list) =>
    list.map((result) => `${result.testID}:${result.passed}`),
  );
}

describe('custom checks', () => {
  it('runs a triggered test only where its trigger fires: passes with a currency, fails without', () => {
    expect(outcomes([currencyTest], [addToCartTrigger])).toEqual([
      [],
      ['test-currency:true'],
      ['test-currency:false'],
      [],
      [],
    ]);
    const [, withCurrency, without] = checkSession(requests, [currencyTest], [addToCartTrigger]).results;
    expect(withCurrency?.[0]).toEqual({
      testID: 'test-currency',
      testName: 'Currency is sent',
      triggerIDs: ['trigger-atc'],
      passed: true,
      conditions: [{ metric: 'cu', comparison: 'exists', expected: '', received: 'EUR', passed: true }],
    });
    expect(without?.[0]?.conditions[0]).toEqual({
      metric: 'cu',
      comparison: 'exists',
      expected: '',
      received: null,
      passed: false,
    });
  });

  it.each<[string, unknown[], unknown[], string[][]]>([
    [
      'the link may be given on the trigger side only, with object ids',
      [{ ...currencyTest, triggers: [] }],
      [{ ...addToCartTrigger, tests: [{ $id: 'test-currency' }] }],
      [[], ['test-currency:true'], ['test-currency:false'], [], []],
    ],
    [
      'ids may come as testID / triggerID',
      [{ ...currencyTest, $id: undefined, testID: 'test-currency' }],
      [{ ...addToCartTrigger, $id: undefined, triggerID: 'trigger-atc' }],
      [[], ['test-currency:true'], ['test-currency:false'], [], []],
    ],
    [
      'a test without triggers runs on every request of its category',
      [{ ...currencyTest, triggers: [] }],
      [],
      [['test-currency:false'], ['test-currency:true'], ['test-currency:false'], [], []],
    ],
    [
      'requestCategory wins over testType',
      [
        {
          ...currencyTest,
          triggers: [],
          requestCategory: 'FACEBOOK',
          metrics: [{ metric: 'cd[value]', comparison: 'equals', value: '10' }],
        },
      ],
      [],
      [[], [], [], ['test-currency:true'], []],
    ],
    [
      'tests of category Navigation run on navigations',
      [
        {
          $id: 'nav',
          testType: 'Navigation',
          metrics: [{ metric: 'page_host', comparison: 'equals', value: 'shop.example.com' }],
        },
      ],
      [],
      [[], [], [], [], ['nav:true']],
    ],
    [
      'OR passes when one condition holds',
      [
        {
          ...currencyTest,
          triggers: [],
          logicalOperator: 'OR',
          metrics: [
            { metric: 'cu', comparison: 'exists' },
            { metric: 'epn.value', comparison: 'exists' },
          ],
        },
      ],
      [],
      [['test-currency:false'], ['test-currency:true'], ['test-currency:true'], [], []],
    ],
    [
      'a trigger whose conditions fail never runs its test',
      [currencyTest],
      [{ ...addToCartTrigger, metrics: [{ metric: 'en', comparison: 'equals', value: 'purchase' }] }],
      [[], [], [], [], []],
    ],
    [
      'a test linked to an unknown trigger never runs',
      [{ ...currencyTest, triggers: ['gone'] }],
      [],
      [[], [], [], [], []],
    ],
    [
      'a trigger of another vendor never runs the test',
      [currencyTest],
      [{ ...addToCartTrigger, triggerType: 'FACEBOOK', metrics: [{ metric: 'ev', comparison: 'exists' }] }],
      [[], [], [], [], []],
    ],
    [
      'a test with unparseable metrics fails where it runs',
      [{ ...currencyTest, triggers: [], metrics: '{oops' }],
      [],
      [['test-currency:false'], ['test-currency:false'], ['test-currency:false'], [], []],
    ],
    [
      'a trigger without conditions never fires',
      [currencyTest],
      [{ ...addToCartTrigger, metrics: [] }],
      [[], [], [], [], []],
    ],
    [
      'a test without category applies nowhere',
      [{ ...currencyTest, testType: undefined, triggers: [] }],
      [],
      [[], [], [], [], []],
    ],
  ])('%s', (_, tests, triggers, expected) => {
    expect(outcomes(tests, triggers)).toEqual(expected);
  });

  it('reports what is wrong in the definitions', () => {
    const { issues } = checkSession(
      requests,
      [
        { ...currencyTest, metrics: 'not json', triggers: ['gone'] },
        { $id: 'no-type', metrics: [{ metric: 'en' }] },
      ],
      [{ ...addToCartTrigger, expectedTests: '{bad' }],
    );
    expect(
      issues.map((issue) => [issue.entity, issue.id, issue.findings.map((finding) => finding.code)]),
    ).toEqual([
      [
        'test',
        'test-currency',
        ['METRICS_UNPARSEABLE', 'CHECK_LINK_UNKNOWN', 'CHECK_WITHOUT_CONDITIONS', 'TEST_NEVER_RUNS'],
      ],
      ['test', 'no-type', ['CHECK_CATEGORY_MISSING']],
      ['trigger', 'trigger-atc', ['EXPECTED_TESTS_UNPARSEABLE']],
    ]);
  });

  it('ignores malformed tests and triggers lists', () => {
    expect(() => checkSession(requests, 'nonsense', { not: 'a list' })).not.toThrow();
    expect(checkSession(requests, [null, 3, 'x'], [[], {}]).results.flat()).toEqual([]);
  });
});
