import { describe, expect, it } from 'vitest';
import { describeVendorFixtures, fixtureDuplicateGroups } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

const groupsOf = (...files: string[]) => fixtureDuplicateGroups(import.meta.dirname, ...files);

describe('LivePerson duplicates', () => {
  it('counts one monitoring call sent twice (same send time) as a duplicate', () => {
    expect(groupsOf('heartbeat-jcpenney-2017.json', 'heartbeat-jcpenney-2017.json')).toEqual([
      'heartbeat: r1,r2',
    ]);
  });

  it('does not count the periodic heartbeats (other send times) as duplicates', () => {
    expect(groupsOf('heartbeat-lowes-2023.json', 'heartbeat-later-lowes-2023.json')).toEqual([]);
  });
});
