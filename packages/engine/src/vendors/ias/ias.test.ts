import { describe, expect, it } from 'vitest';
import { describeVendorFixtures, fixtureDuplicateGroups } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

const groupsOf = (...files: string[]) => fixtureDuplicateGroups(import.meta.dirname, ...files);

describe('Integral Ad Science duplicates', () => {
  it('does not count the pings of one ad (other types) or the calls of two ads as duplicates', () => {
    expect(groupsOf('ping-first.json', 'ping-signals.json', 'impression-rfw-st.json')).toEqual([]);
  });

  it('counts a ping sent twice as a duplicate', () => {
    expect(groupsOf('ping-first.json', 'ping-first.json')).toEqual(['ping: r1,r2']);
  });
});
