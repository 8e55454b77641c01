import { describe, expect, it } from 'vitest';
import { importCapture } from '../../capture/import-file.js';
import { decode } from '../../decode.js';
import { differingParameters } from '../../duplicates/differences.js';
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
      ['FLOODLIGHT', 'count0/affil0', 'DC-8880120'],
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

describe('two activities of one advertiser sharing an activity tag in different groups', () => {
  // Real 2025 cinemarkhoyts.com.ar capture: a page-view activity and a cart activity, both `cat=01ts20`,
  // each sent as an activityi iframe (the fields shortened to those that tell them apart).
  const activity = (type: string, ord: string) =>
    `https://12415967.fls.doubleclick.net/activityi;src=12415967;type=${type};cat=01ts20;ord=${ord};npa=0;` +
    'auiddc=1637545267.1756163069;u2=https%3A%2F%2Fwww.cinemarkhoyts.com.ar%2F;frm=0;_tu=KlA;' +
    'gtm=45fe58m1h1v9190917530z878907808za200zb78907808zd78907808;gcd=13l3l3l3l1l1;dma=0;dc_fmt=2;epver=2;' +
    '~oref=https%3A%2F%2Fwww.cinemarkhoyts.com.ar%2F?';
  const pageView = activity('pv', '8906526067256');
  const cart = activity('carrito', '5836708480676');
  const page = 'https://www.cinemarkhoyts.com.ar/';

  it('names each by its group and tag, so they are two events and no duplicate', () => {
    expect([pageView, cart].map((url) => decode({ url })[0]?.eventName)).toEqual([
      'pv/01ts20',
      'carrito/01ts20',
    ]);
    const result = validate({ requests: [pageView, cart].map((url) => ({ url, tabUrl: page })) });
    expect(result.data?.duplicates).toEqual([]);
  });

  it('still finds one activity fired twice', () => {
    const result = validate({ requests: [pageView, cart, pageView].map((url) => ({ url, tabUrl: page })) });
    expect(
      result.data?.duplicates.flatMap((duplicate) =>
        duplicate.duplicateGroups.map((group) => group.requestIds.join(',')),
      ),
    ).toEqual(['r1,r3']);
  });
});

describe('the Protected Audience iframe td/fls/rul beside an activity', () => {
  // Real 2024 ebay.com capture (entries 160 and 161): the activity and its iframe, same fields and ord.
  const fields =
    'src=13341218;type=us_ho0;cat=us_ho0;ord=397505784341;npa=0;auiddc=1493186157.1733973523;u9=homepage;' +
    'u5=b8df83791930acd9434b2993fffe74b2;u1=-1;gdid=dYmQxMT;ps=1;pcor=2135334331;frm=0;' +
    'gtm=45fe4cc1v9173467195za200zb892503511;gcs=G111;gcd=13t3t3t3t5l1;dma=0;epver=2;' +
    '~oref=https%3A%2F%2Fwww.ebay.com%2F?';
  const hit = `https://13341218.fls.doubleclick.net/activityi;${fields}`;
  const iframe = `https://td.doubleclick.net/td/fls/rul/activityi;fledge=1;${fields}`;
  const groups = (...urls: string[]) =>
    validate({
      requests: urls.map((url) => ({ url, tabUrl: 'https://www.ebay.com/' })),
    }).data?.duplicates.flatMap((duplicate) =>
      duplicate.duplicateGroups.map((group) => group.requestIds.join(',')),
    );

  it('is Floodlight, a companion of the activity: no second firing', () => {
    expect(
      decode({ url: iframe }).map((event) => [event.category, event.eventName, event.accountID]),
    ).toEqual([['FLOODLIGHT', 'interest_group', 'DC-13341218']]);
    expect(groups(hit, iframe)).toEqual([]);
  });

  it('leaves an activity fired twice one duplicate, not one more for its iframes', () => {
    expect(groups(hit, iframe, hit, iframe)).toEqual(['r1,r3']);
  });
});

describe('the follow-ups of two page loads', () => {
  // Real 2025 carrefour.com.ar capture: the page reloads itself, and each load's activity sends its
  // follow-up through adservice.google.com, with its own dc_pre, 26 ms after the reload began.
  const followUp = (dcPre: string) =>
    `https://adservice.google.com/ddm/fls/z/dc_pre=${dcPre};src=8128647;type=invmedia;cat=crf_h0;dc_lat=;dc_rdid=;` +
    'tag_for_child_directed_treatment=;tfua=;npa=;gdpr=$%7BGDPR%7D;gdpr_consent=$%7BGDPR_CONSENT_755%7D;ord=1';

  it('are two pings, not a duplicate', () => {
    const result = validate({
      requests: ['COORrNiMp48DFR9auAQdgggXUA', 'CPSG59iMp48DFctOuAQdxaMp8w'].map((dcPre) => ({
        url: followUp(dcPre),
        tabUrl: 'https://www.carrefour.com.ar/',
      })),
    });
    expect(result.data?.duplicates).toEqual([]);
  });
});

describe('a counter activity fired again and again, and sales activities', () => {
  // Real 2025 cloud.google.com capture: one counter activity fired nine times, each with a fresh `ord`
  // (a cache buster on counters) and `dc_random` (fields shortened to those of the hit's identity).
  const counter = (ord: string, random: string) =>
    `https://ad.doubleclick.net/activity;src=7546819;type=googl003;cat=googl002;ord=${ord};npa=0;` +
    `auiddc=1457966885.1756163643;u6=AR;frm=0;_tu=KlA;gtm=45fe58m1z89175119176za200zb9175119176zd6343254;` +
    `gcs=G111;gcd=13r3r3l3l5l1;dma=0;dc_fmt=6;dc_random=${random};epver=2?`;
  const sale = (ord: string) =>
    `https://ad.doubleclick.net/activity;src=7546819;type=sales0;cat=purch0;qty=1;cost=49.90;ord=${ord};npa=0;` +
    'auiddc=1457966885.1756163643;frm=0;gcs=G111;dma=0;epver=2?';
  const page = 'https://cloud.google.com/';
  const groupsOf = (...urls: string[]) =>
    validate({ requests: urls.map((url) => ({ url, tabUrl: page })) }).data?.duplicates.flatMap((duplicate) =>
      duplicate.duplicateGroups.map((group) => `${group.requestIds.join(',')} ${group.matchPercentage}%`),
    );

  it('groups the fires of one counter as copies, whatever their cache busters', () => {
    expect(
      groupsOf(
        counter('5085391543739', 'RisB1Yk_Gsykhmz3W4Uqosxr85ZCbn4qfw'),
        counter('783030229836', 'Ipu605N-Kt8x5TBsPaocvYW5ZsX1zYYN6g'),
        counter('8540538322994', '3gE_ScS7Fj-ciII2KjZQfk-fZR83skJHMQ'),
      ),
    ).toEqual(['r1,r2,r3 100%']);
  });

  it("shows no cache buster among a counter's differing parameters, and a sale's order id", () => {
    const fires = [
      counter('5085391543739', 'RisB1Yk_Gsykhmz3W4Uqosxr85ZCbn4qfw'),
      counter('783030229836', 'Ipu605N-Kt8x5TBsPaocvYW5ZsX1zYYN6g'),
    ].flatMap((url) => decode({ url }));
    expect(differingParameters(fires)).toEqual([]);
    const sales = [sale('A-1001'), sale('A-1002')].flatMap((url) => decode({ url }));
    expect(differingParameters(sales)).toEqual([{ name: 'ord', values: ['A-1001', 'A-1002'] }]);
  });

  it('keeps the order id of a sales activity: two orders are no duplicate, one order sent twice is', () => {
    expect(groupsOf(sale('A-1001'), sale('A-1002'))).toEqual([]);
    expect(groupsOf(sale('A-1001'), sale('A-1001'))).toEqual(['r1,r2 100%']);
  });
});
