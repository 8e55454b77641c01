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

describe("the GA4 tag's copies of its events", () => {
  // almundo.com.ar, August 2025: one copy per GA4 event, all sent at once with one `random`.
  const copy = (event: string) => ({
    url: `https://www.google.com/measurement/conversion/?random=1756163624831&cv=11&tid=G-9QE9RZF1CQ&fst=1756163624831&fmt=6&en=${event}&url=https%3A%2F%2Falmundo.com.ar%2F&gacid=186311645.1756163623`,
    tabUrl: 'https://almundo.com.ar/',
  });
  const groups = (...requests: Array<ReturnType<typeof copy>>) =>
    validate({ requests }).data?.duplicates.flatMap((duplicate) =>
      duplicate.duplicateGroups.map((group) => group.requestIds.join(',')),
    );

  it('are named, and two events are two copies; one sent twice is a duplicate', () => {
    const [first] = validate({ requests: [copy('page_view')] }).data?.validatedRequests ?? [];
    expect(first?.requestMetadata).toMatchObject({
      requestCategory: 'GOOGLESIGNALS',
      eventName: 'conversion_measurement',
      accountID: 'G-9QE9RZF1CQ',
    });
    expect(groups(copy('page_view'), copy('session_start'))).toEqual([]);
    expect(groups(copy('page_view'), copy('page_view'))).toEqual(['r1,r2']);
  });
});
