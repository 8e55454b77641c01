import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { validate } from '../../validation/validate.js';
import { describeVendorFixtures } from '../testing/fixtures.js';

describeVendorFixtures(import.meta.dirname);

// A DCR static page measured by the Browser SDK: the view ping, then duration pings for the time spent
// (c27), all on one page (the shape of a real libero.it ping, 2019).
const PAGE = 'https://login.libero.it/';
function ping(action: string, timeSpent: number, rnd: number) {
  const query = [
    'prd=dcr',
    'ci=it-605193',
    'ch=it-605193_c10_LiberoMessaging_BRW_S',
    'asn=LiberoMessaging_BRW',
    'sessionId=giOHcDTAKwiu9lGUJK9TrFJYZZPwv1556297684',
    'c13=asid%2CPB842EDC3-BDDA-4494-9CDE-8B0150370A55',
    `at=${action}`,
    'rt=text',
    `c27=cln%2C${timeSpent}`,
    `c61=createtm%2C${1556297686 + rnd}`,
    `si=${encodeURIComponent(PAGE)}`,
    `rnd=${rnd}`,
  ].join('&');
  return { url: `https://secure-it.imrworldwide.com/cgi-bin/gn?${query}`, method: 'GET', tabUrl: PAGE };
}

function pageTag(rnd: number, contentGroup = '0') {
  const url =
    `https://secure-us.imrworldwide.com/cgi-bin/m?ci=us-nytimes&cg=${contentGroup}&cc=1` +
    `&si=http%3A//www.nytimes.com/&rp=&ts=compact&rnd=${rnd}`;
  return { url, method: 'GET', tabUrl: 'http://www.nytimes.com/' };
}

function groupsOf(requests: ReturnType<typeof ping>[]) {
  const answer = validate({ requests });
  return answer.data?.duplicates.flatMap((duplicate) =>
    duplicate.duplicateGroups.map((group) => [duplicate.kind, group.requestIds, group.matchPercentage]),
  );
}

describe('Nielsen duplicates', () => {
  it('tells the duration pings of one page apart by the time they report', () => {
    expect(groupsOf([ping('view', 0, 1), ping('timer', 300, 2), ping('timer', 600, 3)])).toEqual([]);
  });

  it('finds a ping sent twice, whatever its cache buster and creation time', () => {
    expect(groupsOf([ping('timer', 300, 2), ping('timer', 300, 7)])).toEqual([
      ['accidental', ['r1', 'r2'], 100],
    ]);
  });

  it('finds a page tag fired twice, and keeps tags of two content groups apart', () => {
    expect(groupsOf([pageTag(1440859426684), pageTag(1440859441281)])).toEqual([
      ['accidental', ['r1', 'r2'], 100],
    ]);
    expect(groupsOf([pageTag(1440859426684, 'news'), pageTag(1440859441281, 'sport')])).toEqual([]);
  });
});

describe('eXelate pixels', () => {
  const decodeUrl = (url: string) => decode({ url, method: 'GET' })[0];

  it("keeps a publisher's data pixel, with no partner's user ID, as load with its publisher ID", () => {
    // The shape of a publisher's tag in public site code (`p`, `g`, then the page's keys).
    const decoded = decodeUrl('https://loadus.exelator.com/load/?p=400&g=031&c=285364&ctg=news&j=d');
    expect([decoded?.category, decoded?.eventName, decoded?.accountID]).toEqual(['NIELSEN', 'load', '400']);
  });

  it('makes any partner user ID field, even empty, an ID sync with no account', () => {
    for (const user of ['buid=KBj6rbe8', 'rluid=5b99', 'utid=abc123', 'buid=']) {
      const decoded = decodeUrl(`https://loadm.exelator.com/load/?p=204&g=1145&j=0&${user}`);
      expect([decoded?.eventName, decoded?.accountID]).toEqual(['id_sync', null]);
    }
  });
});
