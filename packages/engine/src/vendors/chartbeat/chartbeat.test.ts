import { describe, expect, it } from 'vitest';
import { describeVendorFixtures, fixtureDuplicateGroups } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

describe('Chartbeat', () => {
  it('counts the headline-testing pings of two tests of one page as two pings, not duplicates', () => {
    expect(
      fixtureDuplicateGroups(
        import.meta.dirname,
        'headline-test-no-variant.json',
        'headline-test-other-test.json',
      ),
    ).toEqual([]);
  });

  it('still finds one headline-testing ping sent twice', () => {
    expect(
      fixtureDuplicateGroups(import.meta.dirname, 'headline-test-variant.json', 'headline-test-variant.json'),
    ).toEqual(['ping_mab: r1,r2']);
  });
});
