import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decode, type DecodedRequest } from '../decode.js';
import { analyzeDuplicates, findDuplicates, MAX_INFO_REQUEST_IDS } from './find-duplicates.js';

const PAGE = 'dl=https%3A%2F%2Fshop.example.com%2F';
const ga = (params: string) =>
  `https://www.google-analytics.com/g/collect?v=2&tid=G-ABC123&cid=1.2&${PAGE}&${params}`;
const meta = (params: string) => `https://www.facebook.com/tr/?id=123456789&${PAGE}&${params}`;
const ADD_TO_CART = 'en=add_to_cart&cu=EUR&epn.value=10&pr1=idSKU1~nmShirt~pr10~qt1';

interface Input {
  url: string;
  type?: string;
  postData?: string;
  method?: string;
  tabUrl?: string;
}

function decodeAll(inputs: ReadonlyArray<string | Input>): DecodedRequest[] {
  return inputs.flatMap((input, index) =>
    decode({ ...(typeof input === 'string' ? { url: input } : input), requestId: `r${index + 1}` }),
  );
}

/** The groups as `ids@percentage/kind`, for compact table assertions. */
function summary(inputs: ReadonlyArray<string | Input>): string[] {
  return findDuplicates(decodeAll(inputs)).flatMap((result) =>
    result.duplicateGroups.map(
      (group) => `${group.requestIds.join(',')}@${group.matchPercentage}/${result.kind}`,
    ),
  );
}

describe('findDuplicates', () => {
  it.each<[string, Array<string | Input>, string[]]>([
    [
      'two copies of one add-to-cart',
      [ga(`${ADD_TO_CART}&_s=2&_et=100`), ga(`${ADD_TO_CART}&_s=3&_et=900`)],
      ['r1,r2@100/accidental'],
    ],
    [
      'volatile parameters only differ (hit counter, engagement, cache buster)',
      [ga(`${ADD_TO_CART}&_s=1&_z=1&tfd=5`), ga(`${ADD_TO_CART}&_s=9&_z=2&tfd=77`)],
      ['r1,r2@100/accidental'],
    ],
    [
      'a random event id of the site is ignored',
      [ga(`${ADD_TO_CART}&ep.event_id=a1`), ga(`${ADD_TO_CART}&ep.event_id=b2`)],
      ['r1,r2@100/accidental'],
    ],
    [
      'a copy without currency is a possible duplicate (11 of 12 parameters)',
      [ga(ADD_TO_CART), ga(ADD_TO_CART.replace('&cu=EUR', ''))],
      ['r1,r2@91.6/accidental'],
    ],
    [
      // Real: nevadahealthlink.com (April 2025) sent one UA page view, then four equal copies of it.
      'copies of a near match are reported once: their exact group, and a pair with the first copy',
      [
        ga(ADD_TO_CART),
        ga(ADD_TO_CART.replace('&cu=EUR', '')),
        ga(ADD_TO_CART.replace('&cu=EUR', '')),
        ga(ADD_TO_CART.replace('&cu=EUR', '')),
      ],
      ['r2,r3,r4@100/accidental', 'r1,r2@91.6/accidental'],
    ],
    [
      'too different (value and item differ)',
      [ga(ADD_TO_CART), ga('en=add_to_cart&cu=EUR&epn.value=99&pr1=idSKU9~nmHat~pr99~qt1')],
      [],
    ],
    [
      'different events are never grouped',
      [ga(ADD_TO_CART), ga(ADD_TO_CART.replace('add_to_cart', 'remove_from_cart'))],
      [],
    ],
    [
      'different pages are never grouped',
      [ga(ADD_TO_CART), ga(ADD_TO_CART).replace('shop.example.com%2F', 'shop.example.com%2Fother')],
      [],
    ],
    [
      'two navigations are never duplicates',
      [
        { url: 'https://shop.example.com/', type: 'navigation' },
        { url: 'https://shop.example.com/', type: 'navigation' },
      ],
      [],
    ],
    [
      // Real: spartapride.org (2020, The Markup's Blacklight capture) synced Google's cookie twice.
      'two cookie syncs are never duplicates (the partner syncs again on its own)',
      [
        {
          url: 'https://cm.g.doubleclick.net/pixel?google_nid=epsilon&google_cm',
          tabUrl: 'https://spartapride.org/',
        },
        {
          url: 'https://cm.g.doubleclick.net/pixel?google_nid=epsilon&google_cm',
          tabUrl: 'https://spartapride.org/',
        },
      ],
      [],
    ],
    [
      'a reload (a second navigation to the page) starts a new view: its hits are not duplicates',
      [
        { url: 'https://shop.example.com/', type: 'navigation' },
        ga(ADD_TO_CART),
        { url: 'https://shop.example.com/', type: 'navigation' },
        ga(ADD_TO_CART),
      ],
      [],
    ],
    [
      'within one page view a repeat stays a duplicate; the reload’s hit is not one of them',
      [
        { url: 'https://shop.example.com/', type: 'navigation' },
        ga(ADD_TO_CART),
        ga(ADD_TO_CART),
        { url: 'https://shop.example.com/', type: 'navigation' },
        ga(ADD_TO_CART),
      ],
      ['r2,r3@100/accidental'],
    ],
    [
      'a redirect lands on another URL than the one the hits name: a second visit is still a new view',
      [
        { url: 'https://t.co/RBOyv9dl3C', type: 'navigation' },
        ga(ADD_TO_CART),
        { url: 'https://t.co/RBOyv9dl3C', type: 'navigation' },
        ga(ADD_TO_CART),
      ],
      [],
    ],
    [
      'unrecognised requests are never duplicates',
      ['https://cdn.example.com/pixel.gif?a=1', 'https://cdn.example.com/pixel.gif?a=1'],
      [],
    ],
    [
      'one Meta eid fired twice by the pixel',
      [meta('ev=AddToCart&cd[value]=10&eid=ev-1&ts=1'), meta('ev=AddToCart&cd[value]=10&eid=ev-1&ts=2')],
      ['r1,r2@100/accidental'],
    ],
    [
      'one Meta eid twice, even when the pixels differ otherwise',
      [meta('ev=Purchase&cd[value]=10&eid=ev-1'), meta('ev=Purchase&cd[value]=12&cd[currency]=EUR&eid=ev-1')],
      ['r1,r2@60/accidental'],
    ],
    [
      'two pixel fires with their own eids and equal data',
      [meta('ev=AddToCart&cd[value]=10&eid=a'), meta('ev=AddToCart&cd[value]=10&eid=b')],
      ['r1,r2@100/accidental'],
    ],
    [
      'a GA4 purchase sent twice with one transaction_id',
      [
        ga('en=purchase&ep.transaction_id=T1&epn.value=10&dt=Thanks'),
        ga('en=purchase&ep.transaction_id=T1&epn.value=10&dt=Thank%20you'),
      ],
      ['r1,r2@87.5/accidental'],
    ],
    [
      // Google deduplicates purchases by transaction id, not refunds: partial refunds share it.
      'two partial refunds of one order (one transaction_id, other value and items) are two events',
      [
        ga('en=refund&cu=USD&ep.transaction_id=T_12345&epn.value=10.01&pr1=idSKU_1~qt1'),
        ga('en=refund&cu=USD&ep.transaction_id=T_12345&epn.value=21.01&pr1=idSKU_2~qt2'),
      ],
      [],
    ],
    [
      'a refund sent twice is a duplicate',
      [
        ga('en=refund&cu=USD&ep.transaction_id=T_12345&epn.value=10.01&pr1=idSKU_1~qt1&_s=1'),
        ga('en=refund&cu=USD&ep.transaction_id=T_12345&epn.value=10.01&pr1=idSKU_1~qt1&_s=2'),
      ],
      ['r1,r2@100/accidental'],
    ],
    [
      'hits of two browsers (client ids) are never duplicates',
      [ga(ADD_TO_CART), ga(ADD_TO_CART).replace('cid=1.2', 'cid=3.4')],
      [],
    ],
    [
      'GA4 purchases with different transaction ids are different orders',
      [
        ga('en=purchase&cu=EUR&epn.value=10&pr1=idA~qt1&pr2=idB~qt1&dt=Thanks&ep.transaction_id=T1'),
        ga('en=purchase&cu=EUR&epn.value=10&pr1=idA~qt1&pr2=idB~qt1&dt=Thanks&ep.transaction_id=T2'),
      ],
      [],
    ],
  ])('%s', (_, inputs, expected) => {
    expect(summary(inputs)).toEqual(expected);
  });

  it('groups the events of one batched GA4 hit by their line', () => {
    const body = `${ADD_TO_CART}&_et=1\n${ADD_TO_CART}&_et=2\nen=view_cart`;
    expect(summary([{ url: ga('_s=1'), method: 'POST', postData: body }])).toEqual([
      'r1#1,r1#2@100/accidental',
    ]);
  });

  it('names the duplicated parameters, event, page and vendor', () => {
    const [result] = findDuplicates(decodeAll([ga(`${ADD_TO_CART}&_s=2`), ga(`${ADD_TO_CART}&_s=3`)]));
    expect(result).toMatchObject({
      eventName: 'add_to_cart',
      pageUrl: 'https://shop.example.com/',
      category: 'GOOGLEANALYTICS4',
    });
    expect(result?.duplicateGroups[0]?.matchedFields).toEqual(
      expect.arrayContaining(['cu', 'en', 'epn.value', 'pr1.id']),
    );
    expect(result?.duplicateGroups[0]?.matchedFields).not.toContain('_s');
  });

  it('fills each request’s DuplicateInfo', () => {
    const { info } = analyzeDuplicates(decodeAll([ga(ADD_TO_CART), ga('en=page_view'), ga(ADD_TO_CART)]));
    expect(info.map((entry) => entry.isDuplicate)).toEqual([true, false, true]);
    expect(info[0]).toEqual({
      isDuplicate: true,
      kind: 'accidental',
      requestIds: ['r1', 'r3'],
      matchPercentage: 100,
    });
    expect(info[1]).toEqual({ isDuplicate: false, kind: null, requestIds: [], matchPercentage: null });
  });

  it('calls the same Meta eid on the pixel and a server channel intended', () => {
    const [pixel, server] = decodeAll([
      meta('ev=Purchase&cd[value]=10&eid=order-1'),
      meta('ev=Purchase&cd[value]=10&eid=order-1'),
    ]);
    if (!pixel || !server) throw new Error('fixture');
    const viaGateway: DecodedRequest = {
      ...server,
      captured: {
        ...server.captured,
        requestMetadata: {
          ...server.captured.requestMetadata,
          requestUrl: 'https://capig.shop.example.com/events',
        },
      },
    };
    const [result] = findDuplicates([pixel, viaGateway]);
    expect(result?.kind).toBe('intended');
    const [twice] = findDuplicates([pixel, viaGateway, pixel]);
    expect(twice?.kind).toBe('accidental');
  });

  it('stays linear and bounded on one huge bucket', () => {
    const identical = decodeAll(Array.from({ length: 3000 }, (_, index) => ga(`${ADD_TO_CART}&_s=${index}`)));
    const distinct = decodeAll(
      Array.from({ length: 3000 }, (_, index) => ga(`${ADD_TO_CART}&ep.n${index}=${index}&ep.m${index}=1`)),
    );
    const same = analyzeDuplicates(identical);
    const different = analyzeDuplicates(distinct);
    expect(same.duplicates[0]?.duplicateGroups[0]?.requestIds).toHaveLength(3000);
    expect(Math.max(...same.info.map((entry) => entry.requestIds.length))).toBeLessThanOrEqual(
      MAX_INFO_REQUEST_IDS,
    );
    expect(same.info[2999]?.requestIds).toContain('r3000');
    expect(different.duplicates.flatMap((result) => result.duplicateGroups).length).toBeLessThanOrEqual(3000);
  });
});

describe('script loads', () => {
  it.each<[string, string[], string[]]>([
    [
      "a vendor's loader and the versioned script it fetches",
      ['https://munchkin.marketo.net/munchkin.js', 'https://munchkin.marketo.net/164/munchkin.js'],
      [],
    ],
    [
      'analytics.js and its plugins',
      ['https://www.google-analytics.com/analytics.js', 'https://www.google-analytics.com/plugins/ua/ec.js'],
      [],
    ],
    [
      'one script loaded twice',
      ['https://munchkin.marketo.net/164/munchkin.js', 'https://munchkin.marketo.net/164/munchkin.js'],
      ['r1,r2@100/accidental'],
    ],
    [
      "the same script from two of the vendor's hosts",
      [
        'https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=CQ8V4JRC77U1M2N3P4Q0',
        'https://analytics.us.tiktok.com/i18n/pixel/events.js?sdkid=CQ8V4JRC77U1M2N3P4Q0',
      ],
      ['r1,r2@100/accidental'],
    ],
  ])('%s', (_, urls, expected) => {
    expect(summary(urls.map((url) => ({ url, tabUrl: 'https://shop.example.com/' })))).toEqual(expected);
  });
});

describe('bodies the vendor could not read', () => {
  // A real compressed Clarity upload (the vendor's fixture), and another upload compressed the same way.
  const fixture: unknown = JSON.parse(
    readFileSync(join(import.meta.dirname, '../vendors/ms-clarity/fixtures/collect-gzip.json'), 'utf8'),
  );
  const request =
    fixture !== null && typeof fixture === 'object' && 'request' in fixture ? fixture.request : null;
  const realBody =
    request !== null &&
    typeof request === 'object' &&
    'postData' in request &&
    typeof request.postData === 'string'
      ? request.postData
      : '';
  const otherBody =
    '\u001f\ufffd\b\u0000\u0000\u0000\u0000\u0000\u0002\u0003\u0015\ufffd;\u000e\ufffd \u0010D\ufffd2';
  const upload = (postData: string): Input => ({
    url: 'https://k.clarity.ms/collect',
    method: 'POST',
    postData,
    tabUrl: 'https://shop.example.com/',
  });

  it('takes two uploads with other compressed bodies for two uploads, not a duplicate', () => {
    expect(realBody.startsWith('\u001f')).toBe(true);
    expect(summary([upload(realBody), upload(otherBody), upload(`${otherBody}\u0000`)])).toEqual([]);
  });

  it('still finds one compressed upload sent twice', () => {
    expect(summary([upload(realBody), upload(otherBody), upload(realBody)])).toEqual([
      'r1,r3@100/accidental',
    ]);
  });

  it('takes two POSTs captured without their bodies for unknown, not an exact repeat', () => {
    // Akamai mPulse beacons as a recording of lowes.com kept them: the URL, no body.
    const beacon: Input = {
      url: 'https://6852bd0e.akstat.io/',
      method: 'POST',
      tabUrl: 'https://shop.example.com/',
    };
    expect(summary([beacon, beacon])).toEqual([]);
    // A GET that sends nothing but its path (here a script) is what it is: twice, it is a duplicate.
    const script = 'https://s.go-mpulse.net/boomerang/R6SH7-84RFL-GQQ8S-CW6MF-W5RWR';
    expect(summary([{ url: script }, { url: script }])).toEqual(['r1,r2@100/accidental']);
  });

  it('compares read bodies by their parameters, as before', () => {
    const hit = (ts: number): Input => ({
      url: 'https://www.facebook.com/tr/',
      method: 'POST',
      postData: `id=123456789&ev=Lead&${PAGE}&ts=${ts}`,
    });
    expect(summary([hit(1), hit(2)])).toEqual(['r1,r2@100/accidental']);
  });

  it('puts a request that names no page, in a capture that gives none, on the page the requests so far named', () => {
    // A flat journey of three pages, as a k6 recording gives it (sayalive.io, 2025): gtag.js and the
    // Meta pixel's script load again on each page, whose hits name it.
    const gtag = 'https://www.googletagmanager.com/gtag/js?id=G-ABC123';
    const fbevents = 'https://connect.facebook.net/en_US/fbevents.js';
    const hit = (page: string) =>
      `https://www.facebook.com/tr/?id=123456789&ev=PageView&dl=${encodeURIComponent(`https://shop.example.com/${page}`)}`;
    expect(
      summary([gtag, fbevents, hit('event'), gtag, fbevents, hit('checkout'), gtag, fbevents, hit('done')]),
    ).toEqual([]);
    // Loaded twice on one page, it is still a duplicate.
    expect(summary([hit('event'), gtag, gtag])).toEqual(['r2,r3@100/accidental']);
  });
});
