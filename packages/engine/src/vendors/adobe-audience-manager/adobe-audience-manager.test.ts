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

  it('counts no sync as a duplicate, not even one sent twice (a partner syncs again on its own)', () => {
    expect(groupsOf(sync('6835', 'UP74cba837'), sync('6835', 'UP74cba837'))).toEqual([]);
  });

  it('still counts one event call sent twice as duplicates', () => {
    const event = 'https://dpm.demdex.net/event?d_orgid=ABC123%40AdobeOrg&c_section=shoes&d_rtbd=json';
    expect(groupsOf(event, event)).toEqual(['r1,r2']);
  });
});
