import { describe, expect, it } from 'vitest';
import { describeVendorFixtures, fixtureDuplicateGroups } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

const groupsOf = (...files: string[]) => fixtureDuplicateGroups(import.meta.dirname, ...files);

describe('Moat duplicates', () => {
  it('does not count the lookups of one page load (other calls) as duplicates', () => {
    expect(groupsOf('brand-safety-lookup.json', 'onetag-lookup.json', 'yield-intelligence.json')).toEqual([]);
  });

  it('counts one creative pixel sent twice as a duplicate', () => {
    expect(groupsOf('creative-pixel.json', 'creative-pixel.json')).toEqual(['pixel: r1,r2']);
  });

  it('does not count the successive pixels of one ad (another sequence number) as duplicates', () => {
    expect(groupsOf('pixel-sequence-first.json', 'pixel-sequence-next.json')).toEqual([]);
    expect(groupsOf('customer-pixel-host-first.json', 'customer-pixel-host-next.json')).toEqual([]);
  });

  it('counts one moatpixel.com pixel sent twice as a duplicate', () => {
    expect(groupsOf('customer-pixel-host-first.json', 'customer-pixel-host-first.json')).toEqual([
      'pixel: r1,r2',
    ]);
  });
});
