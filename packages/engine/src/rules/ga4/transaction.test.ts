import { describe, expect, it } from 'vitest';
import { gtagHit, items, mpEvent, mpRequest, runSession } from './testing/requests.js';

const purchase = (id: string, extra = '') =>
  gtagHit(`en=purchase&cu=EUR&ep.transaction_id=${id}&epn.value=10&${items(1)}${extra}`);
const reused = (checked: ReturnType<typeof runSession>) =>
  checked.map(({ findings }) => findings.filter((finding) => finding.code === 'TRANSACTION_ID_REUSED'));

describe('GA4 transaction_id', () => {
  it('on two purchases of one property is a suggestion on both, naming the other', () => {
    const [first, second, third] = reused(runSession(purchase('T-1'), purchase('T-2'), purchase('T-1')));
    expect(first).toMatchObject([
      { severity: 'warning', fieldPath: 'ep.transaction_id', parameter: 'transaction_id' },
    ]);
    expect(first?.[0]?.message).toContain('r3');
    expect(second).toEqual([]);
    expect(third?.[0]?.message).toContain('r1');
  });

  it('is not compared across properties, nor with refunds', () => {
    const otherProperty = {
      ...purchase('T-1'),
      url: purchase('T-1').url.replace('tid=G-XK2R4E1PZQ', 'tid=G-OTHER00001'),
    };
    const refund = gtagHit('en=refund&cu=EUR&ep.transaction_id=T-1&epn.value=10');
    expect(reused(runSession(purchase('T-1'), otherProperty, refund)).flat()).toEqual([]);
  });

  it('is compared between a browser purchase and a Measurement Protocol one, and numeric ids too', () => {
    const server = mpRequest(
      mpEvent('purchase', {
        currency: 'EUR',
        value: 10,
        transaction_id: '1001',
        items: [{ item_id: 'SKU_1', price: 10 }],
      }),
      'measurement_id=G-XK2R4E1PZQ&api_secret=s',
    );
    const browser = gtagHit(`en=purchase&cu=EUR&epn.transaction_id=1001&epn.value=10&${items(1)}`);
    expect(reused(runSession(browser, server)).map((list) => list.length)).toEqual([1, 1]);
  });

  it('on an empty purchase id is an error, never compared', () => {
    const checked = runSession(purchase(''), purchase(''));
    expect(checked.map(({ findings }) => findings.map((finding) => finding.code))).toEqual([
      ['EMPTY_TRANSACTION_ID'],
      ['EMPTY_TRANSACTION_ID'],
    ]);
  });

  // A quadratic regression on this session fails on the test timeout; the speed is a figure of
  // `npm run bench -- engine` (worst-case inputs).
  it('on thousands of purchases sharing one id is one suggestion on each, naming at most four others', () => {
    const checked = reused(runSession(...Array.from({ length: 5000 }, () => purchase('SAME'))));
    expect(checked.map((findings) => findings.map((finding) => finding.received))).toEqual(
      Array.from({ length: 5000 }, () => ['5000 purchases']),
    );
    expect(checked[0]?.[0]?.message).toContain('(also r2, r3, r4, r5 and 4995 more)');
    expect(checked[2500]?.[0]?.message).toContain('(also r1, r2, r3, r4 and 4995 more)');
    expect(checked[4999]?.[0]?.message).toContain('(also r1, r2, r3, r4 and 4995 more)');
  });
});
