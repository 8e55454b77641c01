import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { describeVendorFixtures, fixtureDuplicateGroups } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

const groupsOf = (...files: string[]) => fixtureDuplicateGroups(import.meta.dirname, ...files);

describe('Audience Studio duplicates', () => {
  it('counts one page beacon sent twice as a duplicate, whatever its timings', () => {
    expect(groupsOf('page-view-bbc-2015.json', 'page-view-bbc-2015.json')).toEqual(['page_view: r1,r2']);
  });

  it('counts no sync as a duplicate', () => {
    expect(groupsOf('usermatch-return-usmint-2020.json', 'usermatch-return-usmint-2020.json')).toEqual([]);
  });

  it('does not count the data of two providers as duplicates', () => {
    expect(groupsOf('partner-data-bbc-2016.json', 'partner-data-nytimes-2015.json')).toEqual([]);
  });
});

describe('Audience Studio non-hits and drift alarm', () => {
  const codesOf = (url: string) =>
    decode({ url }).flatMap((event) => event.findings.map((finding) => finding.code));

  it('raises no drift alarm for the opt-out look-up the tag sends twice a page (known, not a hit)', () => {
    expect(
      codesOf('https://beacon.krxd.net/optout_check?callback=Krux.ns._default.kxjsonp_optOutCheck'),
    ).toEqual(['REQUEST_UNRECOGNISED']);
  });

  it('raises the drift alarm on another path of the beacon host', () => {
    expect(codesOf('https://beacon.krxd.net/pixel2.gif?confid=JA8mItOH')).toEqual([
      'UNKNOWN_VENDOR_ENDPOINT',
    ]);
  });
});
