import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { describeVendorFixtures, fixtureDuplicateGroups } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

const groupsOf = (...files: string[]) => fixtureDuplicateGroups(import.meta.dirname, ...files);

describe('Adobe Advertising duplicates', () => {
  it('counts one conversion sent twice with one transaction id as a duplicate', () => {
    expect(groupsOf('conversion-tag.json', 'conversion-tag.json')).toEqual(['conversion: r1,r2']);
  });

  it('counts no sync as a duplicate', () => {
    expect(
      groupsOf('partner-sync-rubicon-suntrust-2020.json', 'partner-sync-rubicon-suntrust-2020.json'),
    ).toEqual([]);
  });

  it('counts one segment pixel fired twice as a duplicate, whatever its cache buster', () => {
    expect(groupsOf('dsp-segment-pixel-nevada-2025.json', 'dsp-segment-pixel-nevada-2025.json')).toEqual([
      'segment: r1,r2',
    ]);
  });
});

describe('Adobe Advertising drift alarm', () => {
  const codesOf = (url: string) =>
    decode({ url }).flatMap((event) => event.findings.map((finding) => finding.code));

  it('raises no drift alarm for the 1x1 image the conversion script loads (known, not a hit)', () => {
    expect(codesOf('https://pixel.everesttech.net/1x1')).toEqual(['REQUEST_UNRECOGNISED']);
  });

  it('raises the drift alarm on another call of the pixel host', () => {
    expect(codesOf('https://pixel.everesttech.net/4321/zz?ev_sale=1')).toEqual(['UNKNOWN_VENDOR_ENDPOINT']);
  });

  it('leaves the macro of a partner sync unreported: Adobe fills it in when it redirects', () => {
    expect(
      codesOf(
        'https://sync-tm.everesttech.net/upi/pid/ZMAwryCI?redir=https%3A%2F%2Fexample.com%2Frum%3Fid%3D%24%7BTM_USER_ID%7D',
      ),
    ).toEqual([]);
  });
});
