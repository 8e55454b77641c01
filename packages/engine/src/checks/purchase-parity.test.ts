import { describe, expect, it } from 'vitest';
import { decode, type DecodedRequest } from '../decode.js';
import { checkPurchaseParity } from './purchase-parity.js';

const page = (path: string) => `dl=${encodeURIComponent(`https://shop.example.com${path}`)}`;
const ga = (params: string, path = '/thanks') =>
  `https://www.google-analytics.com/g/collect?v=2&tid=G-ABC123&cid=1.2&${page(path)}&${params}`;
const meta = (params: string, path = '/thanks') =>
  `https://www.facebook.com/tr/?id=123456789&${page(path)}&${params}`;
const GA_PURCHASE = 'en=purchase&cu=EUR&epn.value=10&ep.transaction_id=T1&pr1=idA~qt1&pr2=idB~qt2';
const META_PURCHASE = 'ev=Purchase&cd[value]=10.00&cd[currency]=EUR&cd[num_items]=3&eid=ev-1';

function session(entries: ReadonlyArray<[string, number?]>): DecodedRequest[] {
  return entries.flatMap(([url, timestamp], index) =>
    decode({ url, timestamp: timestamp ?? 1_731_924_000_000, requestId: `r${index + 1}` }),
  );
}

/** Each check as `ids: field=value|value …` for compact assertions. */
function summary(entries: ReadonlyArray<[string, number?]>): string[] {
  return checkPurchaseParity(session(entries)).map((check) => {
    const mismatches = check.mismatches.map(
      (mismatch) => `${mismatch.field}=${mismatch.values.map((value) => value.value ?? '∅').join('|')}`,
    );
    return `${check.requestIds.join(',')}: ${check.passed ? 'ok' : mismatches.join(' ')}`;
  });
}

describe('checkPurchaseParity', () => {
  it.each<[string, Array<[string, number?]>, string[]]>([
    [
      'GA4 and Meta agree (value to the cent, currency, item count)',
      [[ga(GA_PURCHASE)], [meta(META_PURCHASE)]],
      ['r1,r2: ok'],
    ],
    [
      'a value that differs between GA4 and Meta is named with both values',
      [[ga(GA_PURCHASE)], [meta(META_PURCHASE.replace('10.00', '12.50'))]],
      ['r1,r2: value=10|12.50'],
    ],
    [
      'currency and item count mismatches',
      [
        [ga(GA_PURCHASE)],
        [
          meta(
            META_PURCHASE.replace('cd[currency]=EUR', 'cd[currency]=usd').replace(
              'num_items]=3',
              'num_items]=2',
            ),
          ),
        ],
      ],
      ['r1,r2: currency=EUR|USD itemCount=3|2'],
    ],
    [
      'a currency missing on one side is a mismatch',
      [[ga(GA_PURCHASE)], [meta(META_PURCHASE.replace('&cd[currency]=EUR', ''))]],
      ['r1,r2: currency=EUR|∅'],
    ],
    [
      'Meta items counted from contents quantities',
      [
        [ga(GA_PURCHASE)],
        [
          meta(
            `ev=Purchase&cd[value]=10&cd[currency]=EUR&cd[contents]=${encodeURIComponent('[{"id":"A","quantity":1},{"id":"B","quantity":2}]')}`,
          ),
        ],
      ],
      ['r1,r2: ok'],
    ],
    [
      'more than 30 s apart on the same page: not one order',
      [
        [ga(GA_PURCHASE), 0 + 1_731_924_000_000],
        [meta(META_PURCHASE), 1_731_924_031_000],
      ],
      [],
    ],
    ['different pages: not one order', [[ga(GA_PURCHASE, '/a')], [meta(META_PURCHASE, '/b')]], []],
    [
      'a shared id pairs them across pages and time (GA4 transaction_id = Meta eid)',
      [
        [ga(GA_PURCHASE, '/a'), 1_731_924_000_000],
        [meta(META_PURCHASE.replace('eid=ev-1', 'eid=T1'), '/b'), 1_731_925_000_000],
      ],
      ['r1,r2: ok'],
    ],
    [
      'a shared order id (Meta cd[order_id])',
      [[ga(GA_PURCHASE, '/a')], [meta(`${META_PURCHASE}&cd[order_id]=T1`, '/b')]],
      ['r1,r2: ok'],
    ],
    [
      'different order ids in one page and time are named',
      [[ga(GA_PURCHASE)], [meta(`${META_PURCHASE}&cd[order_id]=T2`)]],
      ['r1,r2: transactionId=T1|T2'],
    ],
    ['one vendor only: nothing to compare', [[ga(GA_PURCHASE)], [ga(GA_PURCHASE)]], []],
    [
      'two orders, each paired with its own',
      [
        [ga(GA_PURCHASE)],
        [meta(META_PURCHASE)],
        [ga(GA_PURCHASE.replace('T1', 'T2')), 1_731_924_100_000],
        [meta(META_PURCHASE.replace('10.00', '9')), 1_731_924_100_000],
      ],
      ['r1,r2: ok', 'r3,r4: value=10|9'],
    ],
  ])('%s', (_, entries, expected) => {
    expect(summary(entries)).toEqual(expected);
  });

  // A Google Ads conversion is no `purchase` event: its order id (`oid`) makes it one.
  const ads = (params: string) =>
    `https://www.googleadservices.com/pagead/conversion/123456789/?label=AbC-dEf&currency_code=EUR&${params}`;
  it.each<[string, string, string[]]>([
    ['a Google Ads conversion with an order id is a purchase', 'value=10&oid=T1', ['r1,r2: ok']],
    ['and its value is compared', 'value=12&oid=T1', ['r1,r2: value=10|12']],
    ['without an order id it is no purchase', 'value=10', []],
    ['nor with a blank one', 'value=10&oid=%20', []],
  ])('%s', (_, params, expected) => {
    expect(summary([[ga(GA_PURCHASE)], [ads(params)]])).toEqual(expected);
  });

  it('names vendors, requests and the transaction id', () => {
    const [check] = checkPurchaseParity(
      session([[ga(GA_PURCHASE)], [meta(META_PURCHASE.replace('10.00', '11'))]]),
    );
    expect(check).toEqual({
      requestIds: ['r1', 'r2'],
      vendors: ['GOOGLEANALYTICS4', 'FACEBOOK'],
      transactionId: 'T1',
      passed: false,
      mismatches: [
        {
          field: 'value',
          values: [
            { category: 'GOOGLEANALYTICS4', requestId: 'r1', value: '10' },
            { category: 'FACEBOOK', requestId: 'r2', value: '11' },
          ],
        },
      ],
    });
  });
});
