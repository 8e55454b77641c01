import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { describeVendorFixtures } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

describe('drift alarm on the activity hosts', () => {
  const findingsOf = (url: string) =>
    decode({ url }).flatMap((event) => event.findings.map((finding) => finding.code));

  it('flags an unknown pixel path, leaves other go.techtarget.com pages alone', () => {
    expect(findingsOf('https://ibc-flow.techtarget.com/b/gif.gif?actTypeId=31&cid=3218843')).toEqual([
      'UNKNOWN_VENDOR_ENDPOINT',
    ]);
    expect(findingsOf('https://go.techtarget.com/activity/other.gif?activityTypeId=31&cid=1')).toEqual([
      'UNKNOWN_VENDOR_ENDPOINT',
    ]);
    expect(findingsOf('https://go.techtarget.com/r/12345/67890')).not.toContain('UNKNOWN_VENDOR_ENDPOINT');
  });
});
