import { describe, expect, it } from 'vitest';
import { describeVendorFixtures, fixtureDuplicateGroups } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

const groupsOf = (...files: string[]) => fixtureDuplicateGroups(import.meta.dirname, ...files);

describe('Wunderkind duplicates', () => {
  it('does not count events the tag numbered apart as duplicates, however alike', () => {
    // Events 5 and 7, and 16 and 21, differ only in their number and send time.
    expect(
      groupsOf(
        'eligible-first-view.json',
        'eligible-after-reload.json',
        'eligible-after-second-reload.json',
        'bid-empty-magnite.json',
        'bid-empty-magnite-same-auction.json',
      ),
    ).toEqual([]);
  });

  it('counts one send repeated (the same number) as a duplicate', () => {
    expect(groupsOf('eligible-after-reload.json', 'eligible-after-reload.json')).toEqual(['eligible: r1,r2']);
  });

  it('does not count the bid requests of one auction for other slots (imp ids) as duplicates', () => {
    expect(groupsOf('bid-request-banner.json', 'bid-request-video.json')).toEqual([]);
    expect(groupsOf('bid-request-banner.json', 'bid-request-banner.json')).toEqual(['bid_request: r1,r2']);
  });
});
