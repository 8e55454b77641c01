import { describe, expect, it } from 'vitest';
import { validate } from '../../validation/validate.js';
import { describeVendorFixtures } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

describe('the tag-firing ping (googletagmanager.com/a) and duplicates', () => {
  // Two pings of one page as a real 2021 capture (lowes.com) holds them: events 5 and 6 of the data
  // layer, the rest of the query the same.
  const ping = (eid: string, tags = '') =>
    `https://www.googletagmanager.com/a?id=AW-1031919983&cv=1&v=3&t=t&pid=1774684362&rv=891&es=1&e=*&eid=${eid}&tc=1${tags}&z=0`;
  const groups = (...urls: string[]) =>
    validate({
      requests: urls.map((url) => ({ url, tabUrl: 'https://www.lowes.com/cart' })),
    }).data?.duplicates.flatMap((duplicate) =>
      duplicate.duplicateGroups.map((group) => group.requestIds.join(',')),
    );

  it('takes the pings of two data-layer events for two reports, not a duplicate', () => {
    expect(groups(ping('5'), ping('6'))).toEqual([]);
  });

  it('takes two pings of one event reporting its tag in another state for two reports', () => {
    // Event 4 (gtm.js) of the same capture: its tag reported started (1rep), then again (5rep).
    expect(groups(ping('4', '&tr=1rep&ti=1rep'), ping('4', '&tr=5rep&ti=1rep'))).toEqual([]);
  });

  it('still finds one ping sent twice', () => {
    expect(groups(ping('5'), ping('5'))).toEqual(['r1,r2']);
  });
});
