import { describe, expect, it } from 'vitest';
import { validate } from '../../validation/validate.js';
import { describeVendorFixtures } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

describe('Google signals and audiences duplicates', () => {
  // One join as a real 2021 capture (housesigma.com) holds it: sent to the country domain, then to
  // google.com, with one query.
  const join = (host: string, jid = '870663691') => ({
    url: `https://${host}/ads/ga-audiences?t=sr&aip=1&_r=4&slf_rd=1&v=1&_v=j93&tid=UA-117117273-1&cid=1792797395.1633465039&jid=${jid}&_u=IEBAAEAAAAAAAC~&z=20161389`,
    tabUrl: 'https://housesigma.com/',
  });
  const groups = (...requests: Array<ReturnType<typeof join>>) =>
    validate({ requests }).data?.duplicates.flatMap((duplicate) =>
      duplicate.duplicateGroups.map((group) => group.requestIds.join(',')),
    );

  it('takes one join sent to the country domain and to google.com for copies, not a duplicate', () => {
    expect(groups(join('www.google.ca'), join('www.google.com'))).toEqual([]);
  });

  it('takes the joins of two hits (two join ids) for two events', () => {
    expect(groups(join('www.google.com'), join('www.google.com', '1635195909'))).toEqual([]);
  });

  it('still finds a join sent twice', () => {
    expect(groups(join('www.google.com'), join('www.google.com'))).toEqual(['r1,r2']);
  });
});
