import { describe, expect, it } from 'vitest';
import { describeVendorFixtures, fixtureDuplicateGroups } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

describe('LeadsRx', () => {
  it('counts the page views of two pages as two', () => {
    expect(
      fixtureDuplicateGroups(import.meta.dirname, 'page-view-home.json', 'page-view-donation.json'),
    ).toEqual([]);
  });

  it('finds one page view sent twice', () => {
    expect(fixtureDuplicateGroups(import.meta.dirname, 'page-view-home.json', 'page-view-home.json')).toEqual(
      ['page_view: r1,r2'],
    );
  });
});
