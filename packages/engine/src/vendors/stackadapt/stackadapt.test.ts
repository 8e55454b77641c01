import { describe, expect, it } from 'vitest';
import { describeVendorFixtures, fixtureDuplicateGroups } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

const groupsOf = (...files: string[]) => fixtureDuplicateGroups(import.meta.dirname, ...files);

describe('StackAdapt duplicates', () => {
  it('does not count the landing ping as a second page view of its page', () => {
    expect(groupsOf('page-view-landing-url.json', 'landing-ping.json')).toEqual([]);
  });

  it('counts a landing ping sent twice as a duplicate, never a repeated Google cookie match', () => {
    expect(groupsOf('landing-ping.json', 'landing-ping.json')).toEqual(['landing_ping: r1,r2']);
    expect(groupsOf('google-cookie-match.json', 'google-cookie-match.json')).toEqual([]);
  });
});
