import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { describeVendorFixtures } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

describe('drift alarm on the RTP gateway path', () => {
  const findingsOf = (url: string) =>
    decode({ url }).flatMap((event) => event.findings.map((finding) => finding.code));

  it('flags /gw1/ on a Marketo host that is no RTP pod, leaves the static libraries alone', () => {
    expect(findingsOf('https://app-ab12.marketo.com/gw1/trw?aid=crowdstrike')).toEqual([
      'UNKNOWN_VENDOR_ENDPOINT',
    ]);
    expect(findingsOf('https://rtp-static.marketo.com/rtp/libs/jquery/3.7.0/jquery.min.js')).not.toContain(
      'UNKNOWN_VENDOR_ENDPOINT',
    );
  });
});
