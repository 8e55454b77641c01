import { describe, expect, it } from 'vitest';
import { analyseConsent } from '../../consent/analyse-session.js';
import { decode } from '../../decode.js';
import { runSession, type RawRequest } from '../ga4/testing/requests.js';

const GA4 =
  'https://region1.google-analytics.com/g/collect?v=2&tid=G-XK2R4E1PZQ&gtm=45je5bi0v9171998105za200&_p=1731924000001&cid=555.666&dl=https%3A%2F%2Fshop.example.com%2F';
const ga4 = (consent: string, event = 'en=page_view', page = ''): RawRequest => ({
  url: `${GA4}${page}&${consent}&${event}`,
  method: 'POST',
});
const meta: RawRequest = {
  url: 'https://www.facebook.com/tr/?id=1234567890123456&ev=PageView&dl=https%3A%2F%2Fshop.example.com%2F&rl=&if=false&ts=1731924000500',
  method: 'GET',
};
const metaWithEmail: RawRequest = {
  url: `https://www.facebook.com/tr/?id=1234567890123456&ev=Purchase&cd[value]=10&cd[currency]=EUR&ud[em]=${'a'.repeat(64)}`,
  method: 'GET',
};
const linkedin: RawRequest = {
  url: 'https://px.ads.linkedin.com/collect/?pid=3127001&conversionId=8105412&fmt=gif',
  method: 'GET',
};
const adsWithEnhancedConversion: RawRequest = {
  url: `https://www.googleadservices.com/pagead/conversion/123456789/?label=Ab&value=10&currency_code=EUR&gcd=13v3v3p2v5&em=tv.1~em.${'b'.repeat(64)}`,
  method: 'GET',
};

const codesPerRequest = (...requests: RawRequest[]) =>
  runSession(...requests).map(({ findings }) =>
    findings
      .filter((finding) => /CONSENT|DENIED|DEBUG_MODE/.test(finding.code))
      .map((finding) => finding.code)
      .sort(),
  );

describe('advertising hits against the consent in force', () => {
  it('tells a Meta and a LinkedIn hit fired while gcd alone says ad_storage is denied', () => {
    const codes = codesPerRequest(ga4('gcd=13p3p3p3p5'), meta, linkedin);
    expect(codes[0]).toEqual(['AD_STORAGE_DENIED']);
    expect(codes[1]).toEqual(['AD_STORAGE_DENIED']);
    expect(codes[2]).toEqual(['AD_STORAGE_DENIED']);
  });

  it('does not tell hits after an update granted ad_storage (gcd r)', () => {
    const codes = codesPerRequest(ga4('gcd=13p3p3p3p5'), ga4('gcd=13r3r3r3r5&gcu=1'), meta, linkedin);
    expect(codes.flat()).toEqual([]);
  });

  it("does not tell Microsoft's UET hits that carry its own consent (asc), the one saying denied included", () => {
    // As wise.com's UET sent its consent update (August 2025): the tag reports the denial it obeys.
    const uet = (query: string): RawRequest => ({
      url: `https://bat.bing.net/actionp/0?ti=5990948&tm=gtm002&Ver=2&mid=51d3b1d7-3763-4788-b266-32bbc717380c&bo=1&${query}`,
      method: 'GET',
    });
    const codes = codesPerRequest(
      uet('evt=consent&src=update&cdb=AQAC&asc=D'),
      uet('evt=pageLoad&asc=D'),
      meta,
    );
    // Neither UET hit is told as fired against consent; the latest to report the denial names Meta's.
    expect(codes[0]).toEqual([]);
    expect(codes[1]).toEqual(['AD_STORAGE_DENIED']);
    expect(codes[2]).toEqual(['AD_STORAGE_DENIED']);
    const [reported] = runSession(uet('evt=consent&src=update&cdb=AQAC&asc=D'), meta);
    expect(reported?.findings.find((finding) => finding.code === 'AD_STORAGE_DENIED')?.message).toContain(
      '1 advertising request fired after it (Meta Pixel: ',
    );
    // A UET hit without asc does not read consent mode: it is told like any other advertising hit.
    expect(codesPerRequest(ga4('gcd=13p3p3p3p5'), uet('evt=pageLoad'))[1]).toEqual(['AD_STORAGE_DENIED']);
  });

  it('reads ad_storage denied from a gcd whose ad_user_data letter is unread (13p3p3V3p5l1)', () => {
    const codes = codesPerRequest(ga4('gcs=G100&gcd=13p3p3V3p5l1'), meta);
    expect(codes[1]).toEqual(['AD_STORAGE_DENIED']);
    const timeline = analyseConsent(
      [ga4('gcs=G100&gcd=13p3p3V3p5l1'), meta].flatMap((request) => decode(request)),
    ).timeline;
    expect(timeline.pages[0]?.states[0]).toMatchObject({
      ad_storage: 'denied',
      ad_personalization: 'denied',
      ad_user_data: 'not set',
      unread: ['ad_user_data'],
    });
  });

  it('keeps a type unread until a string sets it, and marks no state whose types were all read', () => {
    const states = (...consents: string[]) =>
      analyseConsent(consents.flatMap((consent) => decode(ga4(consent)))).timeline.pages[0]?.states;
    const [unread, stillUnread, read] = states('gcd=13p3p3V3p5l1', 'gcs=G111', 'gcd=13r3r3r3r5l1') ?? [];
    expect(unread?.unread).toEqual(['ad_user_data']);
    // gcs says nothing of ad_user_data: it stays the value kept from before, still unread.
    expect(stillUnread).toMatchObject({ ad_storage: 'granted', unread: ['ad_user_data'] });
    expect(read).toMatchObject({ ad_user_data: 'granted' });
    expect(read?.unread).toBeUndefined();
    expect(states('gcd=13t3t3t3t5l1')?.[0]?.unread).toBeUndefined();
  });

  it('reads ad_storage denied from a TCF string without purpose 1', () => {
    // Purposes consented: none (a real string of a visitor who refused everything).
    const tcfRefused = `https://www.facebook.com/tr/?id=1&ev=PageView&gdpr=1&gdpr_consent=CQIhBPbQIhBPbEkAAAENCZCAAAAAAAAAAAAAAAAAAAAA`;
    const codes = codesPerRequest({ url: tcfRefused, method: 'GET' }, linkedin);
    expect(codes[1]).toEqual(['AD_STORAGE_DENIED']);
  });

  it('tells remarketing under npa=1 when ad_storage is granted', () => {
    const codes = codesPerRequest(ga4('gcs=G111&npa=1'), meta);
    expect(codes[1]).toEqual(['AD_PERSONALIZATION_DENIED']);
  });

  it('says nothing on other tags after a hit with npa=1 alone (that tag’s setting, no consent mode)', () => {
    const adsWithNpa: RawRequest = {
      url: 'https://www.googleadservices.com/pagead/conversion/709843537/?label=WOILCMDKxb0CENHS3NIC&npa=1&frm=2',
      method: 'GET',
    };
    expect(codesPerRequest(adsWithNpa, meta, linkedin).flat()).toEqual([]);
    // Nor beside a gcd that sets none of the four types (investinholland.com, a real 2024 capture).
    expect(codesPerRequest(ga4('gcd=13l3l3l2l1&npa=1&dma=1&dma_cps=sypham'), meta, linkedin).flat()).toEqual(
      [],
    );
    // Beside a gcd that sets them, npa=1 still denies ad_personalization.
    expect(codesPerRequest(ga4('gcd=13t3t3t3t5&npa=1'), meta)[1]).toEqual(['AD_PERSONALIZATION_DENIED']);
  });
});

describe('user data while ad_user_data is denied', () => {
  it('tells enhanced conversions and Meta advanced matching', () => {
    const codes = codesPerRequest(ga4('gcd=13v3v3p3v5'), adsWithEnhancedConversion, metaWithEmail);
    expect(codes[1]).toEqual(['AD_USER_DATA_DENIED']);
    expect(codes[2]).toEqual(['AD_USER_DATA_DENIED']);
  });

  it('says nothing once ad_user_data is granted', () => {
    expect(codesPerRequest(ga4('gcd=13v3v3v3v5'), metaWithEmail).flat()).toEqual([]);
  });
});

describe('consent default set too late', () => {
  it('tells the Google hits that fired before the default on the same page', () => {
    const codes = codesPerRequest(ga4('gcd=13l3l3l3l1l1'), ga4('gcd=13l3l3l3l1l1'), ga4('gcd=13p3p3p3p5'));
    expect(codes).toEqual([['CONSENT_DEFAULT_LATE'], ['CONSENT_DEFAULT_LATE'], []]);
  });

  it('takes a gcd with an unread type for neither an early hit nor a default', () => {
    // 13l3l3R3l5l1 (cronista.com, 2025) may set ad_user_data: it is not told as too early.
    const codes = codesPerRequest(ga4('gcd=13l3l3R3l5l1'), ga4('gcd=13l3l3l3l1l1'), ga4('gcd=13t3t3t3t5l1'));
    expect(codes).toEqual([[], ['CONSENT_DEFAULT_LATE'], []]);
  });

  it('says nothing in a session that never uses consent mode', () => {
    expect(codesPerRequest(ga4('gcd=13l3l3l3l1l1'), ga4('gcd=13l3l3l3l1l1')).flat()).toEqual([]);
  });
});

describe('a Google tag that does not see the consent the page set', () => {
  // tokkobroker.com (August 2025): each Google Ads hit went twice, once with the page's consent
  // (13r3r3r3r5l1) and once with none (13l3l3l3l1l1), 16 states on one page.
  const ads = (gcd: string): RawRequest => ({
    url: `https://googleads.g.doubleclick.net/pagead/viewthroughconversion/777748892/?random=1&cv=11&fst=1&en=purchase&gcd=${gcd}&url=https%3A%2F%2Fshop.example.com%2F`,
    method: 'GET',
  });

  it('tells the Google hits that set nothing after another reported consent set on the page', () => {
    const codes = codesPerRequest(ga4('gcd=13r3r3r3r5l1'), ads('13l3l3l3l1l1'), ads('13r3r3r3r5l1'), meta);
    expect(codes).toEqual([[], ['CONSENT_NOT_APPLIED'], [], []]);
    const message = runSession(ga4('gcd=13r3r3r3r5l1'), ads('13l3l3l3l1l1'))[1]?.findings.find(
      (finding) => finding.code === 'CONSENT_NOT_APPLIED',
    );
    expect(message).toMatchObject({ severity: 'warning', fieldPath: 'gcd' });
    expect(message?.message).toContain('although r1, sent before it on the same page, reports the consent');
    expect(message?.message).toContain('this tag does not see it');
  });

  it("says when the tag ran in a frame of the page (frm=1), as the hits of tokkobroker.com's sign-up form did", () => {
    const framed = { ...ads('13l3l3l3l1l1'), url: `${ads('13l3l3l3l1l1').url}&frm=1` };
    const finding = runSession(ga4('gcd=13r3r3r3r5l1'), framed)[1]?.findings.find(
      (candidate) => candidate.code === 'CONSENT_NOT_APPLIED',
    );
    expect(finding?.message).toContain(
      'this tag runs in a frame of the page (frm=1), whose own page sets no consent',
    );
  });

  it('keeps the page in the state it set, and lists the hit under it, marked', () => {
    const decoded = [ga4('gcd=13p3p3p3p5'), ads('13l3l3l3l1l1'), meta, ads('13r3r3r3r5l1')].flatMap(
      (raw, index) => decode({ requestId: `r${index + 1}`, ...raw }),
    );
    const [page] = analyseConsent(decoded).timeline.pages;
    expect(page?.states).toMatchObject([
      { from: 'r1', ad_storage: 'denied' },
      { from: 'r4', ad_storage: 'granted' },
    ]);
    expect(page?.hits).toMatchObject([
      { requestId: 'r1', stateIndex: 0, offending: [] },
      { requestId: 'r2', stateIndex: 0, offending: ['CONSENT_NOT_APPLIED'] },
      // Still denied: the hit that set nothing did not lift it.
      { requestId: 'r3', stateIndex: 0, offending: ['AD_STORAGE_DENIED'] },
      { requestId: 'r4', stateIndex: 1, offending: [] },
    ]);
  });

  it("says nothing when only another vendor's consent was set (viagogo.com: UET's asc, Google's gcd unset)", () => {
    const uet: RawRequest = {
      url: 'https://bat.bing.com/actionp/0?ti=23001275&Ver=2&mid=9758c323-56ae-45b2-b8aa-5e9956d5f807&evt=consent&src=default&asc=G',
      method: 'GET',
    };
    expect(codesPerRequest(uet, ads('13l3l3l3l5l1')).flat()).toEqual([]);
  });

  it('says nothing on a new page before its own Google hits report consent, nor after an unread gcd', () => {
    const navigation = { url: 'https://shop.example.com/cart', method: 'GET', type: 'navigation' };
    const cart = '&url=https%3A%2F%2Fshop.example.com%2Fcart';
    const codes = codesPerRequest(ga4('gcd=13r3r3r3r5l1'), navigation, {
      url: ads('13l3l3l3l1l1').url.replace(/&url=[^&]*/, cart),
      method: 'GET',
    });
    expect(codes.flat()).toEqual([]);
    // 13l3l3R3l5l1 may set ad_user_data: it is no report of consent set.
    expect(codesPerRequest(ga4('gcd=13l3l3R3l5l1'), ads('13l3l3l3l1l1')).flat()).toEqual([]);
  });
});

describe('debug_mode', () => {
  it.each(['ep.debug_mode=false', 'ep.debug_mode=0', 'epn.debug_mode=0'])('tells %s', (param) => {
    expect(codesPerRequest(ga4('gcs=G111', `en=page_view&${param}`))).toEqual([['DEBUG_MODE_FALSE']]);
  });

  it('says nothing about debug_mode=true', () => {
    expect(codesPerRequest(ga4('gcs=G111', 'en=page_view&ep.debug_mode=true')).flat()).toEqual([]);
  });
});

describe('the consent timeline', () => {
  it('gives per page the states and the hits under each, offending ones marked', () => {
    const decoded = [ga4('gcd=13p3p3p3p5'), meta, ga4('gcd=13r3r3r3r5'), linkedin].flatMap((raw, index) =>
      decode({ requestId: `r${index + 1}`, ...raw }),
    );
    const { timeline } = analyseConsent(decoded);
    expect(timeline.pages).toHaveLength(1);
    const [page] = timeline.pages;
    expect(page?.pageUrl).toBe('https://shop.example.com/');
    expect(page?.states).toMatchObject([
      { from: 'r1', source: 'gcd', ad_storage: 'denied', ad_user_data: 'denied' },
      { from: 'r3', source: 'gcd', ad_storage: 'granted' },
    ]);
    expect(page?.hits).toMatchObject([
      { requestId: 'r1', stateIndex: 0, offending: [] },
      { requestId: 'r2', stateIndex: 0, offending: ['AD_STORAGE_DENIED'] },
      { requestId: 'r3', stateIndex: 1, offending: [] },
      { requestId: 'r4', stateIndex: 1, offending: [] },
    ]);
    // Hits without issue share one frozen empty list: a long capture's timeline holds no copy per hit.
    expect(page?.hits[0]?.offending).toBe(page?.hits[2]?.offending);
    expect(Object.isFrozen(page?.hits[0]?.offending)).toBe(true);
  });

  it('starts a new page on a navigation, carrying the state', () => {
    const navigation = { url: 'https://shop.example.com/', method: 'GET', type: 'navigation' };
    const decoded = [
      decode({ requestId: 'r1', ...ga4('gcs=G100') }),
      decode({ requestId: 'r2', ...navigation }),
      decode({ requestId: 'r3', ...meta }),
    ].flat();
    const { timeline } = analyseConsent(decoded);
    expect(timeline.pages.map((page) => page.states.map((state) => state.source))).toEqual([
      ['gcs'],
      ['carried'],
    ]);
    expect(timeline.pages[1]?.hits.at(-1)).toMatchObject({ requestId: 'r3', stateIndex: 0 });
  });

  it('is empty when nothing says anything about consent', () => {
    expect(analyseConsent(decode({ requestId: 'r1', ...meta })).timeline.pages).toEqual([]);
  });
});
