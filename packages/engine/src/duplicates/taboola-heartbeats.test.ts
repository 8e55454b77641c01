import { describe, expect, it } from 'vitest';
import { decode, type DecodedRequest } from '../decode.js';
import { findDuplicates } from './find-duplicates.js';

/** The groups as `ids@percentage`. */
function groups(requests: readonly DecodedRequest[]): string[] {
  return findDuplicates(requests).flatMap((result) =>
    result.duplicateGroups.map((group) => `${group.requestIds.join(',')}@${group.matchPercentage}`),
  );
}

function decodeAll(urls: readonly string[]): DecodedRequest[] {
  const tabUrl = 'https://www.marchofdimes.org/';
  return urls.flatMap((url, index) =>
    decode({ url, tabUrl, requestId: `r${index + 1}`, timestamp: 1_634_685_434_162 + index * 3000 }),
  );
}

/** A real time-on-site heartbeat (marchofdimes.org, 2021; visitor and session ids replaced). */
function heartbeat(tos: number, invt: number): string {
  return (
    `https://trc-events.taboola.com/1335104/log/3/unip?en=pre_d_eng_tb&tos=${tos}&scd=10&ssd=1` +
    `&est=1634685431300&ver=35&isls=true&src=i&invt=${invt}&rv=1&tim=${1_634_685_431_300 + tos}` +
    '&vi=1634685431243&ri=0123456789abcdef0123456789abcdef' +
    '&sd=v2_0123456789abcdef0123456789abcdef_00000000-0000-4000-8000-000000000000-tuct0000000_1634685431_1634685431_AAAA' +
    '&ui=00000000-0000-4000-8000-000000000000-tuct0000000&ref=null&cv=20210809-3-RELEASE' +
    '&item-url=https%3A%2F%2Fwww.marchofdimes.org%2F'
  );
}

describe('Taboola time-on-site heartbeats', () => {
  it('two heartbeats of one page at other times are two events, not duplicates', () => {
    expect(groups(decodeAll([heartbeat(2840, 1500), heartbeat(6003, 3000)]))).toEqual([]);
  });

  it('one heartbeat sent twice is a duplicate', () => {
    expect(groups(decodeAll([heartbeat(2840, 1500), heartbeat(2840, 1500)]))).toEqual(['r1,r2@100']);
  });

  it('one heartbeat fired by two copies of the tag (its time on site a few ms apart) is a duplicate', () => {
    expect(groups(decodeAll([heartbeat(2840, 1500), heartbeat(2853, 1500)]))).toEqual(['r1,r2@100']);
  });
});
