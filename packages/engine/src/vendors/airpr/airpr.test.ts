import { describe, expect, it } from 'vitest';
import { describeVendorFixtures, fixtureDuplicateGroups } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

describe('AirPR', () => {
  it('never calls two AppNexus matches duplicates', () => {
    expect(fixtureDuplicateGroups(import.meta.dirname, 'appnexus-match.json', 'appnexus-match.json')).toEqual(
      [],
    );
  });

  it('still finds one pixel sent twice from one page', () => {
    expect(
      fixtureDuplicateGroups(import.meta.dirname, 'pixel-home-page.json', 'pixel-home-page.json'),
    ).toEqual(['page_view: r1,r2']);
  });
});
