/**
 * The purchase readers of the advertising and affiliate vendors read value, currency and order id from
 * the right wire names: each vendor's purchase for order T1 is paired with GA4's by that id and agrees
 * with it, and a different value is reported.
 */
import { describe, expect, it } from 'vitest';
import { checkPurchaseParity } from '../checks/purchase-parity.js';
import { decode } from '../decode.js';

const GA4 =
  'https://www.google-analytics.com/g/collect?v=2&tid=G-ABC123&cid=1.2&dl=https%3A%2F%2Fshop.example%2Fthanks&en=purchase&cu=EUR&epn.value=10&ep.transaction_id=T1';

interface Purchase {
  url: string;
  method?: string;
  postData?: string;
}

const PURCHASES: ReadonlyArray<[string, (value: string) => Purchase]> = [
  [
    'SNAPCHAT',
    (value) => ({
      url: 'https://tr.snapchat.com/p',
      method: 'POST',
      postData: `pid=b2ade379-a55e-4ca7-893b-b9fac04c843f&ev=PURCHASE&e_pr=${value}&e_cur=EUR&e_tid=T1`,
    }),
  ],
  [
    'TABOOLA',
    (value) => ({
      url: `https://trc.taboola.com/1220460/log/3/unip?en=make_purchase&revenue=${value}&currency=EUR&orderid=T1`,
    }),
  ],
  [
    'OUTBRAIN',
    (value) => ({
      url: `https://tr.outbrain.com/unifiedPixel?marketerId=00abc&name=purchase&orderValue=${value}&currency=EUR&orderId=T1`,
    }),
  ],
  [
    'TRADEDESK',
    (value) => ({
      url: `https://insight.adsrvr.org/track/conv/?adv=0h0ik7r&ct=0:k2m9x1a&fmt=3&v=${value}&vf=EUR&orderid=T1`,
    }),
  ],
  [
    'SPOTIFY',
    (value) => ({
      url: 'https://pixels.spotify.com/v1/ingest',
      method: 'POST',
      postData: JSON.stringify({
        batch: [
          { pid: 'p1', events: [{ action: 'purchase', body: { value, currency: 'EUR', order_id: 'T1' } }] },
        ],
      }),
    }),
  ],
  [
    'AWIN',
    (value) => ({
      url: `https://www.awin1.com/sread.img?tt=ns&tv=2&merchant=11783&amount=${value}&cr=EUR&ref=T1`,
    }),
  ],
  ['AWIN', (value) => ({ url: `https://www.awin1.com/sread.php?a=11783&b=${value}&cr=EUR&c=T1&tt=ia` })],
  [
    'ADROLL',
    (value) => ({
      url: `https://d.adroll.com/pixel/JYFO3MUOR5HGBMZI4QOERT/SQKFEUOJI5GQZJU4WZ6O7L?adroll_conversion_value=${value}&adroll_currency=EUR&order_id=T1`,
    }),
  ],
  [
    'CJ',
    (value) => ({
      url: `https://www.emjcd.com/u?CID=1521498&TYPE=348333&OID=T1&AMOUNT=${value}&CURRENCY=EUR&METHOD=IMG`,
    }),
  ],
  [
    'SHAREASALE',
    (value) => ({
      url: `https://shareasale.com/sale.cfm?amount=${value}&tracking=T1&transtype=sale&merchantID=56362&currency=EUR`,
    }),
  ],
  [
    'TRADEDOUBLER',
    (value) => ({
      url: `https://tbs.tradedoubler.com/report?organization=1830251&event=284280&orderNumber=T1&orderValue=${value}&currency=EUR`,
    }),
  ],
  [
    'WEBGAINS',
    (value) => ({
      url: `https://track.webgains.com/transaction.html?wgprogramid=4292&wgeventid=8188&wgvalue=${value}&wgorderreference=T1&wgCurrency=EUR`,
    }),
  ],
  [
    'MNTN',
    (value) => ({
      url: `https://dx.mountain.com/spx?conv=1&shaid=29531&shoid=T1&shoamt=${value}&shocur=EUR`,
    }),
  ],
  [
    'PODSCRIBE',
    (value) => ({
      url: `https://verifi.podscribe.com/tag?action=purchase&advertiser=shop&order_value=${value}&currency=EUR&order_number=T1`,
    }),
  ],
];

function parity(purchase: Purchase) {
  const requests = [
    ...decode({ url: GA4, timestamp: 1_731_924_000_000, requestId: 'ga' }),
    ...decode({ ...purchase, timestamp: 1_731_924_001_000, requestId: 'ad' }),
  ];
  return { requests, checks: checkPurchaseParity(requests) };
}

describe('advertising purchase readers', () => {
  it.each(PURCHASES)('%s: a purchase of order T1 agrees with GA4', (code, purchase) => {
    const { requests, checks } = parity(purchase('10.00'));
    expect(requests[1]?.category).toBe(code);
    expect(checks).toHaveLength(1);
    expect(checks[0]?.passed).toBe(true);
    expect(checks[0]?.transactionId).toBe('T1');
  });

  it.each(PURCHASES)('%s: a different value is a mismatch', (_code, purchase) => {
    const { checks } = parity(purchase('12.50'));
    expect(checks[0]?.passed).toBe(false);
    expect(checks[0]?.mismatches.map((mismatch) => mismatch.field)).toEqual(['value']);
  });
});
