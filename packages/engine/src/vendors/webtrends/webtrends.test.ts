import { describe, expect, it } from 'vitest';
import { validate } from '../../validation/validate.js';
import { describeVendorFixtures } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

describe('Webtrends duplicates', () => {
  // A page view as a real 2017 mytoys.de capture (sitespeedio/pagexray's test data) sent it, to both of
  // the collection domains its tag was given.
  const query =
    'dcsdat=1513979931466&dcssip=checkout.mytoys.de&dcsuri=/checkout/registration&WT.tz=1&WT.ti=Registrierung&WT.dl=0';
  const hit = (host: string) => ({
    url: `https://${host}/dcsmmq6yd10000oagav4wuuq0_7o6w/dcs.gif?${query}`,
    tabUrl: 'https://checkout.mytoys.de/checkout/registration',
  });
  const groups = (...requests: Array<ReturnType<typeof hit>>) =>
    validate({ requests }).data?.duplicates.flatMap((duplicate) =>
      duplicate.duplicateGroups.map((group) => group.requestIds.join(',')),
    );

  it('takes one hit sent to each of two collection domains for copies, not a duplicate', () => {
    expect(groups(hit('statse.webtrendslive.com'), hit('scs.webtrends.com'))).toEqual([]);
  });

  it('still finds a hit fired twice', () => {
    expect(
      groups(
        hit('statse.webtrendslive.com'),
        hit('scs.webtrends.com'),
        hit('statse.webtrendslive.com'),
        hit('scs.webtrends.com'),
      ),
    ).toEqual(['r1,r3', 'r2,r4']);
  });
});
