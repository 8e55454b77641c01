import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { describeVendorFixtures, fixtureDuplicateGroups } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

describe('Siteimprove Analytics', () => {
  it('counts the heat-map hits of one page load as several hits, not duplicates', () => {
    expect(
      fixtureDuplicateGroups(import.meta.dirname, 'heatmap-first-scroll.json', 'heatmap-later-scroll.json'),
    ).toEqual([]);
  });

  it('still finds one page view sent twice', () => {
    expect(fixtureDuplicateGroups(import.meta.dirname, 'page-view-home.json', 'page-view-home.json')).toEqual(
      ['page_view: r1,r2'],
    );
  });

  it('raises the drift alarm on another path of a collection host', () => {
    const codes = decode({ url: 'https://6027462.global.siteimproveanalytics.io/config.aspx' }).flatMap(
      (event) => event.findings.map((finding) => finding.code),
    );
    expect(codes).toEqual(['UNKNOWN_VENDOR_ENDPOINT']);
  });
});
