import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { describeVendorFixtures, fixtureDuplicateGroups } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

describe('LiveRamp syncs', () => {
  it('counts no sync as a duplicate, not even one pixel sent twice (a partner syncs again on its own)', () => {
    expect(
      fixtureDuplicateGroups(
        import.meta.dirname,
        'outbound-chain-spartapride-2020.json',
        'outbound-chain-spartapride-2020.json',
      ),
    ).toEqual([]);
  });
});

describe('LiveRamp drift alarm', () => {
  it('raises the drift alarm on another path of a sync host', () => {
    const codes = decode({ url: 'https://idsync.rlcdn.com/sync.html?pid=5324' }).flatMap((event) =>
      event.findings.map((finding) => finding.code),
    );
    expect(codes).toEqual(['UNKNOWN_VENDOR_ENDPOINT']);
  });
});
