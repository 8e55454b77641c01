import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { describeVendorFixtures, fixtureDuplicateGroups } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

describe('OptinMonster', () => {
  it('counts the impressions of two pages as two, and one sent twice as a duplicate', () => {
    expect(
      fixtureDuplicateGroups(import.meta.dirname, 'impression-home.json', 'impression-donation-page.json'),
    ).toEqual([]);
    expect(
      fixtureDuplicateGroups(import.meta.dirname, 'impression-home.json', 'impression-home.json'),
    ).toEqual(['impression: r1,r2']);
  });

  it('keeps two campaigns shown on one page apart', () => {
    const other =
      'https://z.omappapi.com/v3/i?aid=71376&cid=otherslugotherslug01&dv=mobile&cty=popup&url=&v=5';
    const events = [
      ...decode({
        url: 'https://z.omappapi.com/v3/i?aid=71376&cid=ahlaoij3oqcwy5yi0i9z&dv=mobile&cty=popup&url=&v=5',
      }),
      ...decode({ url: other }),
    ];
    expect(events.map((event) => event.eventName)).toEqual(['impression', 'impression']);
  });

  it('raises no drift alarm for the geolocation call, but does for another API path', () => {
    const codes = (url: string) =>
      decode({ url }).flatMap((event) => event.findings.map((finding) => finding.code));
    expect(codes('https://api.omappapi.com/v3/geolocate/json')).toEqual(['REQUEST_UNRECOGNISED']);
    expect(codes('https://z.omappapi.com/v4/i?aid=71376')).toEqual(['UNKNOWN_VENDOR_ENDPOINT']);
  });
});
