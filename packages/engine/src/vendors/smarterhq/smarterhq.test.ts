import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { describeVendorFixtures, fixtureDuplicateGroups } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

describe('SmarterHQ', () => {
  it("does not call the script's repeated onsite calls of one page duplicates", () => {
    expect(
      fixtureDuplicateGroups(import.meta.dirname, 'onsite-home.json', 'onsite-home-repeat.json'),
    ).toEqual([]);
  });

  it('counts the two page-type-5 hits of the home page as two hits, and another page type as another', () => {
    expect(
      fixtureDuplicateGroups(
        import.meta.dirname,
        'page-view-new-visitor.json',
        'page-view-category-home.json',
        'page-view-other-home.json',
      ),
    ).toEqual([]);
  });

  it('still finds one hit sent twice', () => {
    expect(
      fixtureDuplicateGroups(import.meta.dirname, 'page-view-donation.json', 'page-view-donation.json'),
    ).toEqual(['page_view: r1,r2']);
  });

  it('has no account when the hit names no instance', () => {
    const [event] = decode({ url: 'https://tr2.smarterhq.io/app1/SmarterHandler.ashx?r=1&pt=5' });
    expect([event?.category, event?.eventName, event?.accountID]).toEqual(['SMARTERHQ', 'page_view', null]);
  });

  it('raises the drift alarm on another path of the onsite host', () => {
    const codes = decode({ url: 'https://onsiteshq.smarterhq.io/api/v3/other/' }).flatMap((event) =>
      event.findings.map((finding) => finding.code),
    );
    expect(codes).toEqual(['UNKNOWN_VENDOR_ENDPOINT']);
  });
});
