import { describe, expect, it } from 'vitest';
import { validate } from '../validation/validate.js';
import { importCapture } from './import-file.js';
import { redirectParamsOf, resolveUrl } from './redirects.js';
import { GA4, har } from './testing/har.js';

// Hits and their redirects as a huffpost.com HAR (December 2019, in the-markup/blacklight-collector's
// examples) holds them: Comscore answers `/b` with a 302 to `/b2`, Floodlight answers `activityi` with
// a 302 to the same activity with `dc_pre`.
const COMSCORE =
  'https://sb.scorecardresearch.com/b?c1=2&c2=6723616&c3=&c4=https%3A%2F%2Fwww.huffpost.com%2F&c5=front-page&ns__t=1575766518211&ns_c=UTF-8&cv=3.1';
const COMSCORE_B2 = COMSCORE.replace('/b?', '/b2?');
const FLOODLIGHT =
  'https://8154892.fls.doubleclick.net/activityi;src=8154892;type=hplife;cat=hplifelp;dc_lat=;dc_rdid=;tag_for_child_directed_treatment=;tfua=;npa=;ord=1?';
const FLOODLIGHT_DC_PRE = FLOODLIGHT.replace('activityi;', 'activityi;dc_pre=CIL-hNzrpOYCFRZFDAodmDYLVw;');

// Floodlight's parameters are in the path, after `;`: the follow-up's `dc_pre` click id among them.
const FLOODLIGHT_DC_PRE_PARAMS =
  'dc_pre=CIL-hNzrpOYCFRZFDAodmDYLVw&src=8154892&type=hplife&cat=hplifelp&dc_lat=&dc_rdid=&tag_for_child_directed_treatment=&tfua=&npa=&ord=1';

const PAGE = 'https://www.huffpost.com/';

function entry(url: string, status = 200, redirect: { redirectURL?: string; location?: string } = {}) {
  return {
    pageref: 'page_1',
    _resourceType: 'image',
    request: { method: 'GET', url, headers: [] },
    response: {
      status,
      redirectURL: redirect.redirectURL ?? '',
      headers: redirect.location === undefined ? [] : [{ name: 'Location', value: redirect.location }],
    },
  };
}

function imported(entries: unknown[]) {
  return importCapture(har(entries, { pages: [{ id: 'page_1', title: PAGE }] }));
}

const urls = (result: ReturnType<typeof imported>) =>
  result.requests.map((request) => [
    request.requestMetadata.requestUrl,
    request.requestMetadata.redirectQueryParams,
  ]);

describe('HAR redirect hops', () => {
  it('joins a redirect hop to the hit it continues: one hit, no duplicate', () => {
    const result = imported([
      entry(COMSCORE, 302, { redirectURL: COMSCORE_B2 }),
      entry(COMSCORE_B2, 204),
      entry(FLOODLIGHT, 302, { redirectURL: FLOODLIGHT_DC_PRE }),
      entry(FLOODLIGHT_DC_PRE, 200),
    ]);
    expect(urls(result)).toEqual([
      [COMSCORE, COMSCORE_B2.split('?')[1]],
      [FLOODLIGHT, FLOODLIGHT_DC_PRE_PARAMS],
    ]);
    expect(result.redirects).toBe(2);
    expect(result.skipped).toBe(0);
    const answer = validate({ requests: result.requests });
    expect(answer.data?.duplicates).toEqual([]);
    expect(answer.data?.validatedRequests.map((request) => request.requestMetadata.eventName)).toEqual([
      'page_view',
      'hplife/hplifelp',
    ]);
  });

  it('follows a chain of redirects hop after hop, and reads a relative Location when redirectURL is empty', () => {
    const second = 'https://sb.scorecardresearch.com/b3?c1=2&c2=6723616&step=3';
    const result = imported([
      entry(COMSCORE, 302, { location: '/b2?c1=2&c2=6723616&step=2' }),
      entry('https://sb.scorecardresearch.com/b2?c1=2&c2=6723616&step=2', 302, { redirectURL: second }),
      entry(second, 204),
    ]);
    expect(urls(result)).toEqual([[COMSCORE, 'c1=2&c2=6723616&step=3']]);
    expect(result.redirects).toBe(2);
  });

  it('keeps a hit that another site’s redirect led to, and a later request for a URL already joined', () => {
    const click = 'https://ad.example.net/click?id=1';
    const result = imported([
      entry(click, 302, { redirectURL: GA4 }),
      entry(GA4, 204),
      entry(COMSCORE, 302, { redirectURL: COMSCORE_B2 }),
      entry(COMSCORE_B2, 204),
      // The page sends the same beacon again later: a request of its own, not a redirect hop.
      entry(COMSCORE_B2, 204),
    ]);
    expect(urls(result)).toEqual([
      [GA4, null],
      [COMSCORE, COMSCORE_B2.split('?')[1]],
      [COMSCORE_B2, null],
    ]);
    expect(result.redirects).toBe(1);
    expect(result.skipped).toBe(1);
  });

  it('keeps a hop another vendor recognises as a hit of its own: a cookie sync handing over to a partner', () => {
    const sync = 'https://dpm.demdex.net/ibs:dpid=411?dpuuid=abc';
    const partner = 'https://www.facebook.com/tr/?id=1234567890123456&ev=PageView';
    const result = imported([entry(sync, 302, { redirectURL: partner }), entry(partner, 200)]);
    expect(urls(result)).toEqual([
      [sync, null],
      [partner, null],
    ]);
    expect(result.redirects).toBe(0);
  });

  it('joins nothing when the redirect target was never requested, or the Location is no URL', () => {
    const result = imported([
      entry(COMSCORE, 302, { redirectURL: COMSCORE_B2 }),
      entry(FLOODLIGHT, 302, { location: 'http://[not a url' }),
      entry(FLOODLIGHT_DC_PRE, 200),
    ]);
    expect(urls(result)).toEqual([
      [COMSCORE, null],
      [FLOODLIGHT, null],
      [FLOODLIGHT_DC_PRE, null],
    ]);
    expect(result.redirects).toBe(0);
  });
});

describe('resolveUrl', () => {
  it.each([
    ['https://b.example/x?1', 'https://b.example/x?1'],
    ['//cdn.example/p.gif', 'https://cdn.example/p.gif'],
    ['/b2?c1=2', 'https://sb.example:8443/b2?c1=2'],
    ['?step=2', 'https://sb.example:8443/px/b?step=2'],
    ['b2?c1=2', 'https://sb.example:8443/px/b2?c1=2'],
  ])('makes %s absolute against the request', (location, expected) => {
    expect(resolveUrl(location, 'https://sb.example:8443/px/b?c1=1')).toBe(expected);
  });

  it('gives null when the request URL has no host', () => {
    expect(resolveUrl('/b2', 'not a url')).toBeNull();
  });
});

describe('redirectParamsOf', () => {
  it('gives a hop’s query string', () => {
    expect(redirectParamsOf(COMSCORE_B2)).toBe(COMSCORE_B2.split('?')[1]);
  });

  it('gives Floodlight’s `;` parameters, joined as a query, when the hop has no query', () => {
    expect(redirectParamsOf(FLOODLIGHT_DC_PRE)).toBe(FLOODLIGHT_DC_PRE_PARAMS);
    expect(redirectParamsOf('https://ad.doubleclick.net/activity;src=1;type=a;cat=b')).toBe(
      'src=1&type=a&cat=b',
    );
  });

  it('gives nothing for a hop without parameters, a `;` in an earlier segment, or no URL', () => {
    expect(redirectParamsOf('https://sb.scorecardresearch.com/b2')).toBe('');
    expect(redirectParamsOf('https://example.com/a;v=1/pixel.gif')).toBe('');
    expect(redirectParamsOf('https://example.com/path;version')).toBe('');
    expect(redirectParamsOf('not a url')).toBe('');
  });
});
