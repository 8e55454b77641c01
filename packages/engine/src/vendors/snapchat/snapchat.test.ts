import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { findDuplicates } from '../../duplicates/find-duplicates.js';
import { describeVendorFixtures, fixtureDuplicateGroups } from '../testing/fixtures.js';
import { snapchat } from './snapchat.js';

describeVendorFixtures(import.meta.dirname);

describe('Snap Pixel exception reports', () => {
  const fixture = JSON.parse(
    readFileSync(join(import.meta.dirname, 'fixtures', 'error-and-metadata.json'), 'utf8'),
  ) as {
    request: { url: string; method: string; postData: string };
  };
  const groups = (inputs: ReadonlyArray<{ url: string; method: string; postData: string }>) =>
    findDuplicates(
      inputs.flatMap((input, index) => decode({ ...input, requestId: `r${index + 1}` })),
    ).flatMap((result) => result.duplicateGroups.map((group) => group.requestIds.join(',')));

  it('count two reports naming other pixels as two, and one body sent twice as duplicates', () => {
    expect(groups([fixture.request])).toEqual([]);
    expect(groups([fixture.request, fixture.request]).sort()).toEqual([
      'r1#1,r2#1',
      'r1#2,r2#2',
      'r1#3,r2#3',
    ]);
  });
});

describe('Snap Pixel IPv6 side pings', () => {
  it('count no ping as a duplicate, and no ping as a page view of the pixel', () => {
    const pings = ['ipv6-side-ping.json', 'ipv6-side-ping-second-pixel.json'];
    expect(fixtureDuplicateGroups(import.meta.dirname, ...pings)).toEqual([]);
    const ping = decode({ url: 'https://tr6.snapchat.com/ipv6?rid=9481b5cb-f75b-4431-8d85-796db2f18af1' });
    expect(ping.map((event) => [event.eventName, event.accountID])).toEqual([['ipv6_enrichment', null]]);
    expect(snapchat.pageViewEvents).not.toContain('ipv6_enrichment');
  });
});
