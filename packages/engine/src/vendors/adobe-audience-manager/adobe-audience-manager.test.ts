import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { findDuplicates } from '../../duplicates/find-duplicates.js';
import { describeVendorFixtures } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

describe('Audience Manager ID sync duplicates', () => {
  const groupsOf = (...urls: string[]) =>
    findDuplicates(urls.flatMap((url, index) => decode({ url, requestId: `r${index + 1}` }))).flatMap(
      (result) => result.duplicateGroups.map((group) => group.requestIds.join(',')),
    );
  // The TCF fields a site adds to every sync (cnn.com's), alike whatever the partner.
  const sync = (dpid: string, dpuuid: string) =>
    `https://dpm.demdex.net/ibs:dpid=${dpid}&dpuuid=${dpuuid}&gdpr=0&gdpr_pd=1&gdpr_consent=`;

  it('does not count the syncs of two data providers as duplicates, though neither names an account', () => {
    expect(groupsOf(sync('133726', 'oJsCdwcVEWgF'), sync('6835', 'oJsCdwcVEWgF'))).toEqual([]);
  });

  it('counts one sync sent twice as duplicates', () => {
    expect(groupsOf(sync('6835', 'UP74cba837'), sync('6835', 'UP74cba837'))).toEqual(['r1,r2']);
  });
});
