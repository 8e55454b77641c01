import { describe, expect, it } from 'vitest';
import { describeVendorFixtures, fixtureDuplicateGroups } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

const groupsOf = (...files: string[]) => fixtureDuplicateGroups(import.meta.dirname, ...files);

describe('Outbrain Amplify pixel duplicates', () => {
  const hit = 'page-view-obtp-1-1-8.json';
  const amplify = 'amplify-pixel-obtp.json';

  it('does not count the Amplify pixel as a duplicate of the page view it accompanies', () => {
    expect(groupsOf(hit, amplify)).toEqual([]);
  });

  it('counts a page view fired twice with its Amplify pixels as one duplicate', () => {
    expect(groupsOf(hit, amplify, hit, amplify)).toEqual(['PAGE_VIEW: r1,r3']);
  });

  it('counts a bare Amplify image sent twice as a duplicate', () => {
    expect(groupsOf('amplify-pixel-image.json', 'amplify-pixel-image.json')).toEqual([
      'amplify_pixel: r1,r2',
    ]);
  });
});
