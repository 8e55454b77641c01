import { describe, expect, it } from 'vitest';
import { decode } from '../decode.js';
import { observeConsent, userDataParameter } from './observe.js';

const first = (url: string, method = 'GET') => {
  const [request] = decode({ url, method });
  if (!request) throw new Error('not decoded');
  return request;
};
const HASH = 'c'.repeat(64);

describe('what a request says about consent', () => {
  it('reads gcd before gcs, and npa=1', () => {
    const request = first(
      'https://www.google-analytics.com/g/collect?v=2&tid=G-1&en=page_view&gcs=G111&gcd=13r3r3r3r5&npa=1',
    );
    expect(observeConsent(request)).toEqual({
      source: 'gcd',
      values: {
        ad_storage: 'granted',
        analytics_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'denied',
      },
    });
  });

  it('reads gcs alone as two types', () => {
    const request = first('https://www.google-analytics.com/g/collect?v=2&tid=G-1&en=page_view&gcs=G101');
    expect(observeConsent(request)).toEqual({
      source: 'gcs',
      values: { ad_storage: 'denied', analytics_storage: 'granted' },
    });
  });

  it('reads nothing from a hit without consent strings', () => {
    expect(observeConsent(first('https://www.facebook.com/tr/?id=1&ev=PageView'))).toBeNull();
  });
});

describe('user data on a hit', () => {
  it.each([
    [`https://www.facebook.com/tr/?id=1&ev=Lead&ud[em]=${HASH}`, 'ud[em]'],
    [`https://www.googleadservices.com/pagead/conversion/1/?label=a&em=tv.1~em.${HASH}`, 'em'],
    [`https://ct.pinterest.com/v3/?tid=26&event=checkout&pd[em]=${HASH}`, 'pd[em]'],
    [`https://example.com/collect?hashed_email=${HASH}`, undefined],
  ])('finds it in %s', (url, name) => {
    const [request] = decode({ url, method: 'GET' });
    if (request?.category === null) return; // unrecognised hosts are not judged
    expect(userDataParameter(request!)).toBe(name);
  });

  it('finds none on a plain page view', () => {
    expect(userDataParameter(first('https://www.facebook.com/tr/?id=1&ev=PageView&dl=x'))).toBeUndefined();
  });
});
