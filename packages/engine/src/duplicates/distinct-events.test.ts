import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decode, type DecodedRequest } from '../decode.js';
import { differingParameters } from './differences.js';
import { findDuplicates } from './find-duplicates.js';

interface RealCaptures {
  scrollDepthBatch: { url: string; postData: string };
  enhancedScroll: { url: string };
  metaPurchases: { urls: [string, string] };
  yotpoStructuredEvents: { urls: [string, string] };
  googleAdsTwoAccounts: { urls: [string, string] };
  universalTwoProperties: { urls: [string, string] };
  universalScrollDepth: { urls: [string, string, string] };
  universalFormEvents: { urls: [string, string] };
  twitterTwoEndpoints: { urls: [string, string] };
  googleAdsTwoLabels: { urls: [string, string] };
  metaPageViewTwoTags: { urls: [string, string] };
  ga4PageViewTwoTags: { urls: [string, string] };
}

const real = JSON.parse(
  readFileSync(join(import.meta.dirname, 'fixtures', 'real-captures.json'), 'utf8'),
) as RealCaptures;

function decodeAll(
  inputs: ReadonlyArray<{ url: string; postData?: string; method?: string; tabUrl?: string }>,
): DecodedRequest[] {
  return inputs.flatMap((input, index) => decode({ ...input, requestId: `r${index + 1}` }));
}

/** The groups as `ids@percentage`. */
function groups(requests: readonly DecodedRequest[]): string[] {
  return findDuplicates(requests).flatMap((result) =>
    result.duplicateGroups.map((group) => `${group.requestIds.join(',')}@${group.matchPercentage}`),
  );
}

/** The first real Meta purchase sent again from the second one's page, with only `what` changed. */
function metaFromOnePage(url: string, what: (url: string) => string): string {
  const page = /&dl=[^&]*&rl=[^&]*/.exec(real.metaPurchases.urls[0])?.[0] ?? '';
  return what(url.replace(/&dl=[^&]*&rl=[^&]*/, page));
}

describe('duplicates of events that differ in what they measure (real captures)', () => {
  it.each([
    ['two Google Ads accounts', real.googleAdsTwoAccounts.urls],
    ['two Universal Analytics properties', real.universalTwoProperties.urls],
  ])('one page’s hits to %s are no duplicates; a hit sent twice to one account is', (_, urls) => {
    const [first, second] = decodeAll(urls.map((url) => ({ url })));
    expect([first?.eventName, first?.category]).toEqual([second?.eventName, second?.category]);
    expect(first?.accountID).not.toBe(second?.accountID);
    expect(groups(decodeAll(urls.map((url) => ({ url }))))).toEqual([]);
    expect(groups(decodeAll([{ url: urls[0] }, { url: urls[0] }]))).toEqual(['r1,r2@100']);
  });

  it('a scroll-depth tag’s 25/50/75/100 % hits are four events, not duplicates', () => {
    const requests = decodeAll([{ ...real.scrollDepthBatch, method: 'POST' }]);
    expect(requests.filter((request) => request.eventName === 'scroll_depth')).toHaveLength(4);
    expect(groups(requests)).toEqual([]);
  });

  it('the same scroll-depth hit sent twice is a duplicate at 100 %', () => {
    const line = real.scrollDepthBatch.postData.split('\r\n')[1] ?? '';
    const requests = decodeAll([
      { url: real.scrollDepthBatch.url, postData: line, method: 'POST' },
      { url: real.scrollDepthBatch.url.replace('&_s=4', '&_s=5'), postData: line, method: 'POST' },
    ]);
    expect(groups(requests)).toEqual(['r1,r2@100']);
  });

  it('enhanced measurement’s scroll at 90 % against the same page’s scroll at 50 % is no duplicate', () => {
    const other = real.enhancedScroll.url.replace('percent_scrolled=90', 'percent_scrolled=50');
    expect(groups(decodeAll([{ url: real.enhancedScroll.url }, { url: other }]))).toEqual([]);
    expect(groups(decodeAll([{ url: real.enhancedScroll.url }, { url: real.enhancedScroll.url }]))).toEqual([
      'r1,r2@100',
    ]);
  });

  it('video milestones of one video, and one milestone of two videos, are not duplicates', () => {
    const video = (percent: number, id: string) =>
      real.enhancedScroll.url.replace(
        'en=scroll&epn.percent_scrolled=90',
        `en=video_progress&epn.video_percent=${percent}&ep.video_url=https%3A%2F%2Fwww.youtube.com%2Fwatch%3Fv%3D${id}`,
      );
    expect(groups(decodeAll([{ url: video(25, 'a1') }, { url: video(50, 'a1') }]))).toEqual([]);
    expect(groups(decodeAll([{ url: video(25, 'a1') }, { url: video(25, 'b2') }]))).toEqual([]);
    expect(groups(decodeAll([{ url: video(25, 'a1') }, { url: video(25, 'a1') }]))).toEqual(['r1,r2@100']);
  });

  it('two Meta purchases of other bookings from one page are not duplicates; a resend is', () => {
    const [first, second] = real.metaPurchases.urls;
    const secondOnFirstPage = metaFromOnePage(second, (url) => url);
    expect(groups(decodeAll([{ url: first }, { url: secondOnFirstPage }]))).toEqual([]);
    // The same booking sent again: only the volatile ts/it differ.
    const resent = first.replace('ts=1749743305206', 'ts=1749743309000').replace('it=1749743305135', 'it=1');
    expect(groups(decodeAll([{ url: first }, { url: resent }]))).toEqual(['r1,r2@100']);
  });

  it('a Meta purchase equal in value and products but not in the rest is a possible duplicate (< 100 %)', () => {
    const [first] = real.metaPurchases.urls;
    const lessCoupon = first.replace('&cd[coupon]=', '');
    const [group] =
      findDuplicates(decodeAll([{ url: first }, { url: lessCoupon }]))[0]?.duplicateGroups ?? [];
    expect(group?.matchPercentage).toBeGreaterThanOrEqual(90);
    expect(group?.matchPercentage).toBeLessThan(100);
  });

  it('a Universal Analytics scroll-depth tag’s 25/50/75 % events (the label) are three events', () => {
    const urls = real.universalScrollDepth.urls;
    expect(groups(decodeAll(urls.map((url) => ({ url }))))).toEqual([]);
    // The same milestone sent twice: only the hit counter `_s` differs.
    const again = urls[0].replace('&_s=8&', '&_s=11&');
    expect(groups(decodeAll([{ url: urls[0] }, { url: again }]))).toEqual(['r1,r2@100']);
  });

  it('two Google Ads conversion actions (labels) of one page are two conversions; one sent twice is a duplicate', () => {
    const [first, second] = real.googleAdsTwoLabels.urls;
    expect(groups(decodeAll([{ url: first }, { url: second }]))).toEqual([]);
    const again = first.replace('random=1453212385357', 'random=1453212385999');
    expect(groups(decodeAll([{ url: first }, { url: again }]))).toEqual(['r1,r2@100']);
  });

  it('the display-features follow-ups (t=dc) of two Universal Analytics hits are two; one sent twice is a duplicate', () => {
    // A real follow-up (npmjs.com, 2016), and the follow-up of the page's next hit: another join id.
    const followUp =
      'https://stats.g.doubleclick.net/r/collect?t=dc&aip=1&_r=3&v=1&_v=j43&tid=UA-47041310-1&cid=2133304311.1463383477&jid=63703366&_u=AGAAgEQ~&z=999768605';
    const next = followUp.replace('jid=63703366', 'jid=1380844313').replace('z=999768605', 'z=1048359631');
    const tabUrl = 'https://www.npmjs.com/package/mithril-node-piechart';
    expect(groups(decodeAll([followUp, next].map((url) => ({ url, tabUrl }))))).toEqual([]);
    const again = followUp.replace('z=999768605', 'z=1048359631');
    expect(groups(decodeAll([followUp, again].map((url) => ({ url, tabUrl }))))).toEqual(['r1,r2@100']);
  });

  it('one Universal Analytics action for two forms (category and label) is two events', () => {
    expect(groups(decodeAll(real.universalFormEvents.urls.map((url) => ({ url }))))).toEqual([]);
  });

  it.each([
    [
      'event_label',
      'ep.event_category=header&ep.event_label=Get%20started',
      'ep.event_category=header&ep.event_label=Pricing',
    ],
    ['link_url', 'ep.link_url=https%3A%2F%2Fa.example%2F', 'ep.link_url=https%3A%2F%2Fb.example%2F'],
    ['form_id', 'ep.form_id=contact&ep.form_name=Contact', 'ep.form_id=newsletter&ep.form_name=Contact'],
    ['file_name', 'ep.file_name=%2Fprice-list.pdf', 'ep.file_name=%2Fcatalogue.pdf'],
    ['search_term', 'ep.search_term=shirt', 'ep.search_term=shoes'],
  ])(
    'two GA4 events of one name and page that differ in %s are two events; one sent twice is a duplicate',
    (_, a, b) => {
      // A real GA4 hit: its many shared parameters would make one differing field a 97 % match.
      const event = (fields: string) =>
        real.enhancedScroll.url.replace('en=scroll&epn.percent_scrolled=90', `en=cta_click&${fields}`);
      expect(groups(decodeAll([{ url: event(a) }, { url: event(b) }]))).toEqual([]);
      expect(groups(decodeAll([{ url: event(a) }, { url: event(a) }]))).toEqual(['r1,r2@100']);
    },
  );

  it('X’s pixel sends each hit to t.co and to analytics.twitter.com: no duplicate; a hit fired twice is', () => {
    const [tco, analytics] = real.twitterTwoEndpoints.urls;
    const onPage = (url: string) => ({ url, tabUrl: 'https://www.veteransunited.com/' });
    expect(groups(decodeAll([onPage(tco), onPage(analytics)]))).toEqual([]);
    expect(groups(decodeAll([onPage(tco), onPage(analytics), onPage(tco), onPage(analytics)]))).toEqual([
      'r1,r3@100',
      'r2,r4@100',
    ]);
  });

  it('two Matomo events of one page that differ in category, action, name or value are two events', () => {
    const hit = (fields: string) =>
      'https://stats.example.org/matomo.php?action_name=Shop&idsite=3&rec=1&r=123456&h=10&m=2&s=3' +
      '&url=https%3A%2F%2Fshop.example%2F&_id=0123456789abcdef&_idn=0&send_image=0&_refts=0&_viewts=1700000000' +
      '&cookie=1&res=1920x1080&pv_id=Ab12Cd&pdf=1&qt=0&realp=0&wma=0&fla=0&java=0&ag=0&cs=UTF-8&uadata=%7B%7D' +
      `&${fields}`;
    for (const [a, b] of [
      ['e_c=Video&e_a=Play&e_n=Intro', 'e_c=Video&e_a=Play&e_n=Outro'],
      ['e_c=Video&e_a=Play', 'e_c=Video&e_a=Pause'],
      ['e_c=Video&e_a=Play', 'e_c=Audio&e_a=Play'],
      ['e_c=Scroll&e_a=Depth&e_v=25', 'e_c=Scroll&e_a=Depth&e_v=50'],
    ]) {
      expect(groups(decodeAll([{ url: hit(a ?? '') }, { url: hit(b ?? '') }])), `${a} / ${b}`).toEqual([]);
    }
    expect(
      groups(decodeAll([{ url: hit('e_c=Video&e_a=Play') }, { url: hit('e_c=Video&e_a=Play') }])),
    ).toEqual(['r1,r2@100']);
  });

  it('two Snowplow structured events of one action and two categories are two events', () => {
    const [carousel, tab] = real.yotpoStructuredEvents.urls;
    expect(groups(decodeAll([{ url: carousel }, { url: tab }]))).toEqual([]);
  });

  it('two ads AdSense reports to GA4 as shown (ad_impression, each query_id) are two; one sent twice is a duplicate', () => {
    // www.airedesantafe.com.ar, 25 August 2025: the page's GA4 property gets an ad_impression per ad.
    const hit = (counter: number, queryId: string) =>
      'https://analytics.google.com/g/collect?v=2&tid=G-EHECZVLDV5&_p=1756164665956&cid=480484225.1756164667' +
      `&_s=${counter}&sid=1756164667&sct=1&seg=0&dl=https%3A%2F%2Fwww.airedesantafe.com.ar%2F&en=ad_impression` +
      `&_c=1&ep.query_id=${queryId}&tfd=${5280 + counter}`;
    const first = hit(2, 'CKaW-JmPp48DFc9s3QIdHqQjKA');
    expect(groups(decodeAll([{ url: first }, { url: hit(3, 'CML6_5mPp48DFc9s3QIdHqQjKA') }]))).toEqual([]);
    expect(groups(decodeAll([{ url: first }, { url: hit(3, 'CKaW-JmPp48DFc9s3QIdHqQjKA') }]))).toEqual([
      'r1,r2@100',
    ]);
  });

  it('a Snowplow event sent twice, each fire with its own tid and time, is a duplicate at 100 %', () => {
    const [carousel] = real.yotpoStructuredEvents.urls;
    const again = carousel.replace('dtm=1685396014107&tid=271662', 'dtm=1685396014131&tid=830147');
    expect(groups(decodeAll([{ url: carousel }, { url: again }]))).toEqual(['r1,r2@100']);
  });
});

describe('differingParameters', () => {
  it('lists what differs between two real purchases, volatile parameters left out', () => {
    const requests = decodeAll(real.metaPurchases.urls.map((url) => ({ url })));
    const names = differingParameters(requests).map((parameter) => parameter.name);
    expect(names).toEqual(expect.arrayContaining(['cd[value]', 'cd[content_ids]', 'cd[quantity]', 'dl']));
    expect(names).not.toContain('ts');
    expect(names).not.toContain('it');
    expect(names).not.toContain('fbp');
    const value = differingParameters(requests).find((parameter) => parameter.name === 'cd[value]');
    expect(value?.values).toEqual(['5.09', '3.06']);
  });

  it('marks a parameter sent by one request only with null for the other', () => {
    const [first] = real.metaPurchases.urls;
    const requests = decodeAll([{ url: first }, { url: `${first}&cd[extra]=1` }]);
    expect(differingParameters(requests)).toEqual([{ name: 'cd[extra]', values: [null, '1'] }]);
  });

  it('shows a per-send id sent by some requests only, with its values, but not one every request sends', () => {
    // Two tags sent one PageView: only the GTM template sends an event id, and `tm` says which one it was.
    const requests = decodeAll(real.metaPageViewTwoTags.urls.map((url) => ({ url })));
    const differing = differingParameters(requests);
    expect(differing.map((parameter) => parameter.name)).toEqual(['eid', 'tm']);
    expect(differing[0]).toEqual({ name: 'eid', values: [null, '713b0bcf-ca61-445b-9842-02d80a668dee'] });
    // `ec` (0, then 1) and `ts` differ on every send: each is sent by both, so neither is listed.
    expect(groups(requests)).toEqual(['r1,r2@93.3']);
  });

  it('a GA4 page_view sent by the config and again by a GTM event is an exact repeat, its tag marks listed', () => {
    // One page load (one `_p`), one measurement ID, 15 ms apart: GA4 counts two page views. The copies
    // differ only in the marks of the tag that sent each: the config's first hit carries `_gaz` and
    // `_ee`, the event carries `_eu`, and its build hash (`gtm`) names one more container.
    const requests = decodeAll(real.ga4PageViewTwoTags.urls.map((url) => ({ url, method: 'POST' })));
    expect(requests.map((request) => request.eventName)).toEqual(['page_view', 'page_view']);
    expect(groups(requests)).toEqual(['r1,r2@100']);
    const differing = differingParameters(requests);
    expect(differing.map((parameter) => parameter.name)).toEqual(['_ee', '_eu', '_gaz', 'gtm']);
    expect(differing[1]).toEqual({ name: '_eu', values: [null, 'AAACAAQ'] });
    // A page_view of another page of the same load (a single-page app's route change) stays apart.
    const [config, event] = real.ga4PageViewTwoTags.urls;
    const routeChange = event.replace(
      'dl=https%3A%2F%2Fwww.ambito.com%2F',
      'dl=https%3A%2F%2Fwww.ambito.com%2Fmercados',
    );
    expect(groups(decodeAll([{ url: config }, { url: routeChange }]))).toEqual([]);
  });

  it('finds nothing differing in exact copies', () => {
    const requests = decodeAll([{ url: real.enhancedScroll.url }, { url: real.enhancedScroll.url }]);
    expect(differingParameters(requests)).toEqual([]);
  });
});
