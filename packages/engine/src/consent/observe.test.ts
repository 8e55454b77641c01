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

  it('reads nothing from npa=1 alone: the tag’s own setting, not the visitor’s choice', () => {
    // A real Google Ads conversion fired inside a Floodlight iframe (cityofhope.org, 2021; its `url` cut): no
    // gcs, no gcd.
    const request = first(
      'https://www.googleadservices.com/pagead/conversion/709843537/?random=1634740787721&cv=9&fst=1634740787721&num=1&npa=1&label=WOILCOC6n9QCENG0vdIC&guid=ON&resp=GooglemKTybQhCsO&eid=375603260&u_h=812&u_w=375&u_ah=812&u_aw=375&u_cd=24&u_his=2&u_tz=0&u_java=false&u_nplug=0&u_nmime=0&sendb=1&ig=1&frm=2&url=https%3A%2F%2F9630481.fls.doubleclick.net%2Fddm%2Ffls%2Fr%2Fsrc%3D9630481%3Btype%3Dinvmedia%3Bcat%3Dcityo003%3Bord%3D1892220909251&hn=www.googleadservices.com&rfmt=3&fmt=4',
    );
    expect(observeConsent(request)).toBeNull();
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
