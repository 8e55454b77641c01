import { describe, expect, it } from 'vitest';
import { importCapture } from '../../capture/import-file.js';
import { decode } from '../../decode.js';
import { describeVendorFixtures } from '../testing/fixtures.js';
import { validate } from '../../validation/validate.js';

describeVendorFixtures(import.meta.dirname);

describe('a gtag DC- hit on ade.googlesyndication.com and its dc_pre follow-up', () => {
  // Real entries of a masterofmalt.com capture (2024): the hit answers 302 with the follow-up's address.
  const hit =
    'https://ade.googlesyndication.com/ddm/activity/src=8880120;type=count0;cat=affil0;ord=7172290074649;npa=1;' +
    'gtm=45fe46a0z872165157za201zb72165157;gcs=G100;gcd=13q3q3q3q5;dma_cps=-;dma=0;tag_exp=0;epver=2;' +
    '~oref=https%3A%2F%2Fwww.masterofmalt.com%2Frum%2Fableforths%2Frumbullion-rum%2F?';
  const followUp = hit.replace('src=8880120;', 'src=8880120;dc_pre=COuau4HM1YYDFYdEwgUd-wwDJQ;');

  it('imports as one Floodlight hit carrying the follow-up click id, not as two hits', () => {
    const entry = (url: string, status: number, redirectURL: string) => ({
      _resourceType: 'image',
      request: { method: 'GET', url },
      response: { status, redirectURL },
    });
    const result = importCapture(
      JSON.stringify({ log: { entries: [entry(hit, 302, followUp), entry(followUp, 200, '')] } }),
    );
    expect(result.requests.map((request) => request.requestMetadata.requestUrl)).toEqual([hit]);
    expect(result.redirects).toBe(1);
    expect(result.requests[0]?.requestMetadata.redirectQueryParams).toContain(
      'dc_pre=COuau4HM1YYDFYdEwgUd-wwDJQ',
    );
    const events = decode({ url: hit });
    expect(events.map((event) => [event.category, event.eventName, event.accountID])).toEqual([
      ['FLOODLIGHT', 'affil0', 'DC-8880120'],
    ]);
  });
});

describe('Floodlight follow-ups sent to doubleclick.net and to adservice.google.com', () => {
  // A counter activity's follow-up as a real 2021 capture (lowes.com) holds it: the redirect hop to
  // ad.doubleclick.net with dc_pre, and its copy through adservice.google.com (auiddc there `*`); the
  // Ads user id is replaced.
  const fields =
    'src=6450450;type=vfpro0;cat=produ0;ord=1104003070829;gtm=2od891;auiddc=AUID;u1=;u3=1985;u4=99701;' +
    'u24=;u25=;u26=;u13=ge;u14=6100-btu_doe_8000-btu_ashrae_115-volt_white_portable_air_conditioner;' +
    'u15=heating_cooling;u16=air_conditioners_fans;u17=room_air_conditioners;u18=5000143961;' +
    '~oref=https%3A%2F%2Fwww.lowes.com%2Fpd%2FGE-6000-BTU-Portable-Air-Conditioner%2F5000143961';
  const hop = `https://ad.doubleclick.net/activity;dc_pre=CNXU7e-eqPICFRGoaAodA80GJA;${fields.replace('AUID', '1234567890.1628659852')}?`;
  const copy = `https://adservice.google.com/ddm/fls/z/dc_pre=CNXU7e-eqPICFRGoaAodA80GJA;${fields.replace('AUID', '*')}`;
  const groups = (...urls: string[]) =>
    validate({
      requests: urls.map((url) => ({
        url,
        tabUrl: 'https://www.lowes.com/pd/GE-6000-BTU-Portable-Air-Conditioner/5000143961',
      })),
    }).data?.duplicates.flatMap((duplicate) =>
      duplicate.duplicateGroups.map((group) => group.requestIds.join(',')),
    );

  it('takes the two copies of one follow-up for one hit, not a duplicate', () => {
    expect(decode({ url: copy }).map((event) => [event.category, event.eventName])).toEqual([
      ['FLOODLIGHT', 'follow_up_ping'],
    ]);
    expect(groups(hop, copy)).toEqual([]);
  });

  it('still finds a tag fired twice', () => {
    expect(groups(hop, copy, hop, copy)).toEqual(['r1,r3', 'r2,r4']);
  });
});
