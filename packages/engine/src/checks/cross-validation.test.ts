import { describe, expect, it } from 'vitest';
import { decode, type DecodedRequest } from '../decode.js';
import { checkSession } from './check-session.js';
import { checkNavigation } from './navigation-check.js';

/** The `dl` of a hit sent from the page at `path`, as GA4 and Meta both report it. */
const page = (path: string) => `dl=${encodeURIComponent(`https://shop.example.com${path}`)}`;
const ga = (params: string, path = '/') =>
  `https://www.google-analytics.com/g/collect?v=2&tid=G-ABC123&cid=1.2&${page(path)}&${params}`;
const meta = (params: string, path = '/') =>
  `https://www.facebook.com/tr/?id=123456789&${page(path)}&${params}`;
const nav = (path = '/') => ({ url: `https://shop.example.com${path}`, type: 'navigation' });

/**
 * Two pages of the shop, the first with a Meta hit of pixel `pixel` that reports no page and a hit
 * of pixel 555 reporting a widget's page on another site.
 */
function widgetAccount(pixel: string): Array<string | { url: string; type?: string }> {
  return [
    nav(),
    ga('en=page_view'),
    `https://www.facebook.com/tr/?id=${pixel}&ev=PageView`,
    meta('ev=PageView')
      .replace('id=123456789', 'id=555')
      .replace(page('/'), `dl=${encodeURIComponent('https://widget.example.org/embed')}`),
    nav('/p'),
    ga('en=page_view', '/p'),
  ];
}

function session(entries: ReadonlyArray<string | { url: string; type?: string }>): DecodedRequest[] {
  return entries.flatMap((entry, index) =>
    decode({ ...(typeof entry === 'string' ? { url: entry } : entry), requestId: `r${index + 1}` }),
  );
}

describe('trigger cross-validation', () => {
  const requests = session([
    ga('en=add_to_cart&cu=EUR'),
    meta('ev=AddToCart&cd[currency]=EUR'),
    ga('en=begin_checkout'),
    ga('en=add_to_cart'),
  ]);
  const tests = [
    {
      $id: 'meta-currency',
      name: 'Meta currency',
      testType: 'FACEBOOK',
      metrics: [{ metric: 'cd[currency]', comparison: 'exists' }],
    },
    {
      $id: 'ga-currency',
      name: 'GA4 currency',
      testType: 'GOOGLEANALYTICS4',
      metrics: [{ metric: 'cu', comparison: 'exists' }],
      triggers: ['atc'],
    },
  ];
  const triggers = [
    {
      $id: 'atc',
      name: 'Add to cart',
      triggerType: 'GOOGLEANALYTICS4',
      metrics: [{ metric: 'en', comparison: 'equals', value: 'add_to_cart' }],
      expectedTests: '["meta-currency"]',
    },
  ];

  it('says for each firing whether each expected test ran and passed then or later', () => {
    const { crossValidation } = checkSession(requests, tests, triggers);
    const summary = crossValidation.triggers.map((check) => [
      check.requestId,
      check.passed,
      check.expectedTests.map(
        (test) => `${test.testID}:${test.ran}/${test.passed}@${test.requestIds.join(',')}`,
      ),
    ]);
    expect(summary).toEqual([
      ['r1', true, ['meta-currency:true/true@r2', 'ga-currency:true/true@r1,r4']],
      ['r4', false, ['meta-currency:false/false@', 'ga-currency:true/false@r4']],
    ]);
  });

  it('names an unknown expected test and leaves out triggers that expect nothing', () => {
    const { crossValidation } = checkSession(
      requests,
      [],
      [
        { ...triggers[0], expectedTests: ['gone'] },
        { ...triggers[0], $id: 'quiet', expectedTests: [] },
      ],
    );
    expect(crossValidation.triggers.map((check) => check.triggerID)).toEqual(['atc', 'atc']);
    expect(crossValidation.triggers[0]?.expectedTests[0]).toMatchObject({
      testID: 'gone',
      testName: 'Unknown (gone)',
      ran: false,
      passed: false,
    });
  });
});

describe('navigation cross-validation', () => {
  it.each<[string, Array<string | { url: string; type?: string }>, Array<[string, boolean, string[]]>]>([
    [
      'each navigation followed by the page views',
      [
        nav(),
        ga('en=page_view'),
        meta('ev=PageView'),
        nav('/p'),
        meta('ev=PageView', '/p'),
        ga('en=page_view', '/p'),
      ],
      [
        ['r1', true, []],
        ['r4', true, []],
      ],
    ],
    [
      'a navigation no page view followed is reported',
      [nav(), ga('en=page_view'), nav('/cart'), ga('en=add_to_cart', '/cart')],
      [
        ['r1', true, []],
        ['r3', false, ['GOOGLEANALYTICS4']],
      ],
    ],
    [
      'a vendor seen anywhere in the session is expected',
      [nav(), ga('en=page_view'), meta('ev=Purchase')],
      [['r1', false, ['FACEBOOK']]],
    ],
    [
      'a page view after the next navigation does not count',
      [nav(), nav('/b'), ga('en=scroll', '/b'), ga('en=page_view', '/b')],
      [['r2', true, []]],
    ],
    [
      'a navigation nothing follows (redirect hop, end of capture) is left out',
      [nav(), ga('en=page_view'), nav('/end')],
      [['r1', true, []]],
    ],
    [
      "a page's late hits sent after the next navigation started belong to that page",
      [
        nav('/p'),
        meta('ev=PageView', '/p'),
        nav('/cart'),
        ga('en=page_view', '/p'),
        meta('ev=PageView', '/cart'),
      ],
      [
        ['r1', true, []],
        ['r3', false, ['GOOGLEANALYTICS4']],
      ],
    ],
    [
      'a late page view rescues a navigation that seemed followed by nothing',
      [nav('/p'), nav('/cart'), ga('en=page_view', '/p'), meta('ev=PageView', '/p')],
      [['r1', true, []]],
    ],
    [
      'a hit reporting neither page, or a reload of the same page, stays with the latest navigation',
      [
        nav('/p'),
        ga('en=page_view', '/p'),
        nav('/p'),
        ga('en=page_view', '/p'),
        nav('/q'),
        ga('en=page_view', '/elsewhere'),
      ],
      [
        ['r1', true, []],
        ['r3', true, []],
        ['r5', true, []],
      ],
    ],
    [
      // samsung.com/ar (2025): Audience Manager's segment destination fires a Meta image, no pixel script.
      'a Meta image another system fired on its own (noscript=1) does not make Meta expected',
      [
        nav(),
        ga('en=page_view'),
        'https://www.facebook.com/tr/?id=2451655544921666&ev=Adobe-Audience-Manager-Segment&cd[segID]=26777893&noscript=1',
        nav('/p'),
        ga('en=page_view', '/p'),
      ],
      [
        ['r1', true, []],
        ['r4', true, []],
      ],
    ],
    [
      'a page view sent as such an image (noscript=1) still does',
      [nav(), ga('en=page_view'), meta('ev=PageView&noscript=1'), nav('/p'), ga('en=page_view', '/p')],
      [
        ['r1', true, []],
        ['r4', false, ['FACEBOOK']],
      ],
    ],
    [
      "a vendor whose script alone loaded (Meta's fbevents.js) is not expected",
      [
        nav(),
        'https://connect.facebook.net/en_US/fbevents.js',
        ga('en=page_view'),
        nav('/p'),
        'https://connect.facebook.net/signals/config/123456789?v=2.9.92&r=stable',
        ga('en=page_view', '/p'),
      ],
      [
        ['r1', true, []],
        ['r4', true, []],
      ],
    ],
    [
      // usmint.gov (2020): Meta, Bing and Google Ads tag catalog.usmint.gov only, not www.usmint.gov.
      "each site's navigations are checked for that site's vendors",
      [
        { url: 'https://www.usmint.gov/', type: 'navigation' },
        ga('en=page_view').replace(page('/'), `dl=${encodeURIComponent('https://www.usmint.gov/')}`),
        { url: 'https://catalog.usmint.gov/coins/', type: 'navigation' },
        ga('en=page_view').replace(
          page('/'),
          `dl=${encodeURIComponent('https://catalog.usmint.gov/coins/')}`,
        ),
        meta('ev=PageView').replace(
          page('/'),
          `dl=${encodeURIComponent('https://catalog.usmint.gov/coins/')}`,
        ),
        { url: 'https://www.usmint.gov/news', type: 'navigation' },
        ga('en=page_view').replace(page('/'), `dl=${encodeURIComponent('https://www.usmint.gov/news')}`),
      ],
      [
        ['r1', true, []],
        ['r3', true, []],
        ['r6', true, []],
      ],
    ],
    [
      'a widget’s tag, reporting its own page, is not expected of the page around it',
      [
        nav(),
        ga('en=page_view'),
        meta('ev=PageView').replace(
          page('/'),
          `dl=${encodeURIComponent('https://widget.example.org/embed')}`,
        ),
        nav('/p'),
        ga('en=page_view', '/p'),
      ],
      [
        ['r1', true, []],
        ['r4', true, []],
      ],
    ],
    [
      // healthy.arkansas.gov (2020): a CDC map's report suite reports www.cdc.gov, once not at all.
      'a hit reporting no page counts for the site its account reports elsewhere',
      widgetAccount('555'),
      [
        ['r1', true, []],
        ['r5', true, []],
      ],
    ],
    [
      'another account of the vendor reporting another site does not move it',
      widgetAccount('123456789'),
      [
        ['r1', true, []],
        ['r5', false, ['FACEBOOK']],
      ],
    ],
    [
      'a hit reporting no page counts for the site of its navigation',
      [nav(), ga('en=page_view'), 'https://www.facebook.com/tr/?id=123456789&ev=PageView', nav('/p')],
      [['r1', true, []]],
    ],
    ['no navigation, no check', [ga('en=page_view')], []],
  ])('%s', (_, entries, expected) => {
    const checks = checkNavigation(session(entries));
    expect(
      checks.map((check) => [
        check.requestId,
        check.passed,
        check.vendors.filter((vendor) => !vendor.followed).map((vendor) => vendor.category),
      ]),
    ).toEqual(expected);
  });

  it('names the page and the page view that followed', () => {
    const [check] = checkNavigation(session([nav('/home'), ga('en=page_view')]));
    expect(check).toEqual({
      requestId: 'r1',
      pageUrl: 'https://shop.example.com/home',
      vendors: [
        { category: 'GOOGLEANALYTICS4', vendorName: 'Google Analytics 4', followed: true, requestId: 'r2' },
      ],
      passed: true,
    });
  });
});
