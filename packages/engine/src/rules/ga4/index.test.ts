import { describe, expect, it } from 'vitest';
import { FINDING_CODES } from '../../findings/codes.js';
import { RULES } from '../index.js';
import { GA4_RULES } from './index.js';
import {
  errorsOf,
  findingsOf,
  gtagHit,
  items,
  mpEvent,
  mpRequest,
  suggestionsOf,
  type RawRequest,
} from './testing/requests.js';

/** `count` items, each with `perItem` custom parameters of its own (`c<item>_<n>`). */
function customItems(count: number, perItem: number): string {
  return Array.from({ length: count }, (_, i) => {
    const custom = Array.from({ length: perItem }, (_, j) => `~k${j}c${i + 1}_${j}~v${j}x`).join('');
    return `pr${i + 1}=idA${i + 1}~nmA${custom}`;
  }).join('&');
}

const CLEAN: Array<[string, RawRequest]> = [
  ['page_view', gtagHit('en=page_view&_ee=1&_et=12&tfd=532')],
  [
    'page_view with user properties and a user id',
    gtagHit('en=page_view&uid=user-42&up.plan=pro&upn.orders=3'),
  ],
  [
    'add_to_cart with items and currency',
    gtagHit(
      `en=add_to_cart&cu=EUR&epn.value=59.8&pr1=idSKU_123~nmBlue%20Shirt~pr29.9~qt2~k0color~v0blue&_et=1520`,
    ),
  ],
  [
    'add_to_cart with ep.currency instead of cu',
    gtagHit(`en=add_to_cart&ep.currency=EUR&epn.value=10&${items(1)}`),
  ],
  [
    'purchase with transaction_id, tax and shipping',
    gtagHit(
      `en=purchase&cu=USD&ep.transaction_id=T-1001&epn.value=30&epn.tax=4.2&epn.shipping=5&ep.coupon=SUMMER&${items(3)}`,
    ),
  ],
  [
    'purchase with a numeric transaction_id',
    gtagHit(`en=purchase&cu=USD&epn.transaction_id=1001&epn.value=10&${items(1)}`),
  ],
  ['refund of a whole order', gtagHit('en=refund&cu=USD&ep.transaction_id=T-1001&epn.value=30')],
  [
    'view_item_list with item list fields',
    gtagHit(`en=view_item_list&ep.item_list_id=related&ep.item_list_name=Related&${items(4)}`),
  ],
  ['select_item with one item', gtagHit(`en=select_item&ep.item_list_name=Related&${items(1)}`)],
  [
    'view_promotion with one item',
    gtagHit(`en=view_promotion&ep.promotion_name=Winter&ep.creative_slot=hero&${items(1)}`),
  ],
  ['search with search_term', gtagHit('en=search&ep.search_term=blue%20shirt')],
  [
    'spend_virtual_currency (no ISO currency needed)',
    gtagHit('en=spend_virtual_currency&epn.value=50&ep.virtual_currency_name=gems'),
  ],
  ['post_score with a numeric score', gtagHit('en=post_score&epn.score=1200')],
  ['unlock_achievement', gtagHit('en=unlock_achievement&ep.achievement_id=A_12')],
  ['a custom event', gtagHit('en=newsletter_signup&ep.form_location=footer&epn.step=2')],
  ['enhanced measurement scroll', gtagHit('en=scroll&epn.percent_scrolled=90&_et=3021')],
  [
    'page title of 300 characters and location of 1000',
    gtagHit(`en=page_view&dt=${'t'.repeat(300)}&dl=${`https://a.example/${'p'.repeat(982)}`}`),
  ],
  ['27 custom item parameters on gtag.js', gtagHit(`en=view_item_list&${customItems(3, 9)}`)],
  [
    'a batched body',
    gtagHit(
      '',
      'en=scroll&epn.percent_scrolled=90&_et=3021\r\nen=select_promotion&ep.promotion_name=Winter%20Sale&ep.creative_slot=hero\r\nen=view_item&cu=EUR&epn.value=10&pr1=idA~nmA~pr10',
    ),
  ],
  [
    'Measurement Protocol purchase and login',
    mpRequest({
      client_id: '123.456',
      events: [
        {
          name: 'purchase',
          params: {
            currency: 'USD',
            value: 30,
            transaction_id: 'T-9',
            items: [{ item_id: 'A', price: 30, quantity: 1 }],
          },
        },
        { name: 'login', params: { method: 'Google', session_id: '1731924000', engagement_time_msec: 100 } },
      ],
    }),
  ],
  [
    'Measurement Protocol page_view with user properties',
    mpRequest(
      mpEvent(
        'page_view',
        { page_location: 'https://shop.example.com/' },
        { user_id: 'u-1', user_properties: { plan: { value: 'pro' } } },
      ),
    ),
  ],
];

describe('GA4 rules: clean hits', () => {
  it.each(CLEAN)('%s has no error and no warning', (_name, request) => {
    const findings = findingsOf(request);
    expect(errorsOf(findings)).toEqual([]);
    expect(suggestionsOf(findings).filter((finding) => finding.severity === 'warning')).toEqual([]);
  });
});

interface Defect {
  name: string;
  request: RawRequest;
  code: string;
  fieldPath: string;
  parameter: string;
}

const long = (n: number, char = 'x') => char.repeat(n);

const DEFECTS: Defect[] = [
  {
    name: 'value without currency',
    request: gtagHit(`en=add_to_cart&epn.value=10&${items(1)}`),
    code: 'CURRENCY_MISSING_WITH_VALUE',
    fieldPath: 'cu',
    parameter: 'currency',
  },
  {
    name: 'lowercase currency',
    request: gtagHit(`en=add_to_cart&cu=eur&epn.value=10&${items(1)}`),
    code: 'CURRENCY_INVALID',
    fieldPath: 'cu',
    parameter: 'currency',
  },
  {
    name: 'ep.currency not ISO 4217',
    request: gtagHit(`en=add_to_cart&ep.currency=EURO&epn.value=10&${items(1)}`),
    code: 'CURRENCY_INVALID',
    fieldPath: 'ep.currency',
    parameter: 'currency',
  },
  {
    name: 'item without id or name',
    request: gtagHit('en=add_to_cart&cu=EUR&epn.value=10&pr1=brAcme~pr10~qt1'),
    code: 'ITEM_ID_OR_NAME_MISSING',
    fieldPath: 'pr1.id',
    parameter: 'items[0].item_id',
  },
  {
    name: 'second item without id or name',
    request: gtagHit('en=view_item_list&pr1=idA~nmA&pr2=brAcme'),
    code: 'ITEM_ID_OR_NAME_MISSING',
    fieldPath: 'pr2.id',
    parameter: 'items[1].item_id',
  },
  {
    name: 'empty transaction_id',
    request: gtagHit(`en=purchase&cu=EUR&ep.transaction_id=&epn.value=10&${items(1)}`),
    code: 'EMPTY_TRANSACTION_ID',
    fieldPath: 'ep.transaction_id',
    parameter: 'transaction_id',
  },
  {
    name: 'purchase without transaction_id',
    request: gtagHit(`en=purchase&cu=EUR&epn.value=10&${items(1)}`),
    code: 'VALUE_REQUIRED',
    fieldPath: 'ep.transaction_id',
    parameter: 'transaction_id',
  },
  {
    name: 'refund with empty transaction_id',
    request: gtagHit('en=refund&ep.transaction_id=%20'),
    code: 'EMPTY_TRANSACTION_ID',
    fieldPath: 'ep.transaction_id',
    parameter: 'transaction_id',
  },
  {
    name: 'add_to_cart without items',
    request: gtagHit('en=add_to_cart&cu=EUR'),
    code: 'ITEMS_REQUIRED',
    fieldPath: 'pr1',
    parameter: 'items',
  },
  {
    name: 'purchase without items',
    request: gtagHit('en=purchase&cu=EUR&ep.transaction_id=T-1'),
    code: 'ITEMS_REQUIRED',
    fieldPath: 'pr1',
    parameter: 'items',
  },
  {
    name: 'search without search_term',
    request: gtagHit('en=search'),
    code: 'VALUE_REQUIRED',
    fieldPath: 'ep.search_term',
    parameter: 'search_term',
  },
  {
    name: 'spend_virtual_currency without a name',
    request: gtagHit('en=spend_virtual_currency&epn.value=5'),
    code: 'VALUE_REQUIRED',
    fieldPath: 'ep.virtual_currency_name',
    parameter: 'virtual_currency_name',
  },
  {
    name: 'spend_virtual_currency without value',
    request: gtagHit('en=spend_virtual_currency&ep.virtual_currency_name=gems'),
    code: 'VALUE_REQUIRED',
    fieldPath: 'epn.value',
    parameter: 'value',
  },
  {
    name: 'post_score without score',
    request: gtagHit('en=post_score&epn.level=3'),
    code: 'VALUE_REQUIRED',
    fieldPath: 'ep.score',
    parameter: 'score',
  },
  {
    name: 'unlock_achievement without id',
    request: gtagHit('en=unlock_achievement'),
    code: 'VALUE_REQUIRED',
    fieldPath: 'ep.achievement_id',
    parameter: 'achievement_id',
  },
  {
    name: 'select_item with two items',
    request: gtagHit(`en=select_item&${items(2)}`),
    code: 'EXCEEDED_MAX_ENTITIES',
    fieldPath: 'pr2',
    parameter: 'items',
  },
  {
    name: 'view_promotion with three items',
    request: gtagHit(`en=view_promotion&${items(3)}`),
    code: 'EXCEEDED_MAX_ENTITIES',
    fieldPath: 'pr2',
    parameter: 'items',
  },
  {
    name: 'event name of 41 characters',
    request: gtagHit(`en=${long(41, 'e')}`),
    code: 'NAME_INVALID',
    fieldPath: 'en',
    parameter: 'event_name',
  },
  {
    name: 'event name with a hyphen',
    request: gtagHit('en=add-to-cart-click'),
    code: 'NAME_INVALID',
    fieldPath: 'en',
    parameter: 'event_name',
  },
  {
    name: 'event name starting with a digit',
    request: gtagHit('en=1st_visit'),
    code: 'NAME_INVALID',
    fieldPath: 'en',
    parameter: 'event_name',
  },
  {
    name: 'event name with a space',
    request: gtagHit('en=sign%20up'),
    code: 'NAME_INVALID',
    fieldPath: 'en',
    parameter: 'event_name',
  },
  {
    // In its body: a POST with neither a name in its URL nor a body is a batch whose body the capture
    // left out (BODY_NOT_CAPTURED), not a nameless event.
    name: 'hit without an event name',
    request: gtagHit('', 'ep.x=1'),
    code: 'VALUE_REQUIRED',
    fieldPath: 'en',
    parameter: 'event_name',
  },
  {
    name: '26 event parameters',
    request: gtagHit(`en=custom_event&${Array.from({ length: 26 }, (_, i) => `ep.p${i + 1}=v`).join('&')}`),
    code: 'EXCEEDED_MAX_ENTITIES',
    fieldPath: 'ep.p26',
    parameter: 'event parameters',
  },
  {
    name: 'parameter name of 41 characters',
    request: gtagHit(`en=custom_event&ep.${long(41, 'n')}=v`),
    code: 'NAME_INVALID',
    fieldPath: `ep.${long(41, 'n')}`,
    parameter: long(41, 'n'),
  },
  {
    name: 'parameter value of 101 characters',
    request: gtagHit(`en=custom_event&ep.note=${long(101)}`),
    code: 'VALUE_OUT_OF_BOUNDS',
    fieldPath: 'ep.note',
    parameter: 'note',
  },
  {
    name: 'page title of 301 characters',
    request: gtagHit(`en=page_view&dt=${long(301)}`),
    code: 'VALUE_OUT_OF_BOUNDS',
    fieldPath: 'dt',
    parameter: 'page_title',
  },
  {
    name: 'page referrer of 421 characters',
    request: gtagHit(`en=page_view&dr=${long(421)}`),
    code: 'VALUE_OUT_OF_BOUNDS',
    fieldPath: 'dr',
    parameter: 'page_referrer',
  },
  {
    name: 'page location of 1001 characters',
    request: gtagHit(`en=page_view&dl=${`https://a.example/${long(983)}`}`),
    code: 'VALUE_OUT_OF_BOUNDS',
    fieldPath: 'dl',
    parameter: 'page_location',
  },
  {
    name: 'item name of 101 characters',
    request: gtagHit(`en=view_item&pr1=idA~nm${long(101)}`),
    code: 'VALUE_OUT_OF_BOUNDS',
    fieldPath: 'pr1.nm',
    parameter: 'items[0].item_name',
  },
  {
    name: '26 user properties',
    request: gtagHit(`en=page_view&${Array.from({ length: 26 }, (_, i) => `up.u${i + 1}=v`).join('&')}`),
    code: 'EXCEEDED_MAX_ENTITIES',
    fieldPath: 'up.u26',
    parameter: 'user_properties',
  },
  {
    name: 'user property name of 25 characters',
    request: gtagHit(`en=page_view&up.${long(25, 'u')}=v`),
    code: 'NAME_INVALID',
    fieldPath: `up.${long(25, 'u')}`,
    parameter: `user_properties.${long(25, 'u')}`,
  },
  {
    name: 'user property value of 37 characters',
    request: gtagHit(`en=page_view&up.plan=${long(37)}`),
    code: 'VALUE_OUT_OF_BOUNDS',
    fieldPath: 'up.plan',
    parameter: 'user_properties.plan',
  },
  {
    name: 'user id of 257 characters',
    request: gtagHit(`en=page_view&uid=${long(257)}`),
    code: 'VALUE_OUT_OF_BOUNDS',
    fieldPath: 'uid',
    parameter: 'user_id',
  },
  {
    name: '201 items',
    request: gtagHit(`en=view_item_list&${items(201)}`),
    code: 'EXCEEDED_MAX_ENTITIES',
    fieldPath: 'pr201',
    parameter: 'items',
  },
  {
    name: '28 custom item parameters over 3 items',
    request: gtagHit(`en=view_item_list&${customItems(3, 10)}`),
    code: 'EXCEEDED_MAX_ENTITIES',
    fieldPath: 'pr3.c3_7',
    parameter: 'items',
  },
  {
    name: 'parameter with the reserved prefix _',
    request: gtagHit('en=custom_event&ep._internal=1'),
    code: 'NAME_RESERVED',
    fieldPath: 'ep._internal',
    parameter: '_internal',
  },
  {
    name: 'parameter with the reserved prefix google_',
    request: gtagHit('en=custom_event&epn.google_score=1'),
    code: 'NAME_RESERVED',
    fieldPath: 'epn.google_score',
    parameter: 'google_score',
  },
  {
    name: 'parameter with the reserved prefix gtag.',
    request: gtagHit('en=custom_event&ep.gtag.config=1'),
    code: 'NAME_RESERVED',
    fieldPath: 'ep.gtag.config',
    parameter: 'gtag.config',
  },
  {
    name: 'user property with the reserved prefix ga_',
    request: gtagHit('en=page_view&up.ga_segment=a'),
    code: 'NAME_RESERVED',
    fieldPath: 'up.ga_segment',
    parameter: 'user_properties.ga_segment',
  },
  {
    name: 'reserved user property name',
    request: gtagHit('en=page_view&up.first_visit_time=1'),
    code: 'NAME_RESERVED',
    fieldPath: 'up.first_visit_time',
    parameter: 'user_properties.first_visit_time',
  },
  {
    name: 'value that is not a number',
    request: gtagHit(`en=add_to_cart&cu=EUR&ep.value=%2410&${items(1)}`),
    code: 'VALUE_INVALID',
    fieldPath: 'ep.value',
    parameter: 'value',
  },
  {
    name: 'item price with a decimal comma',
    request: gtagHit('en=view_item&pr1=idA~nmA~pr12,50'),
    code: 'VALUE_INVALID',
    fieldPath: 'pr1.pr',
    parameter: 'items[0].price',
  },
  {
    name: 'MP: value without currency',
    request: mpRequest(mpEvent('generate_lead', { value: 10 })),
    code: 'CURRENCY_MISSING_WITH_VALUE',
    fieldPath: 'params.currency',
    parameter: 'currency',
  },
  {
    name: 'MP: item without id or name',
    request: mpRequest(mpEvent('view_item', { items: [{ price: 3 }] })),
    code: 'ITEM_ID_OR_NAME_MISSING',
    fieldPath: 'params.items[0].item_id',
    parameter: 'items[0].item_id',
  },
  {
    name: 'MP: purchase without transaction_id',
    request: mpRequest(
      mpEvent('purchase', { currency: 'EUR', value: 3, items: [{ item_id: 'A', price: 3 }] }),
    ),
    code: 'VALUE_REQUIRED',
    fieldPath: 'params.transaction_id',
    parameter: 'transaction_id',
  },
  {
    name: 'MP: empty items',
    request: mpRequest(mpEvent('view_cart', { items: [] })),
    code: 'ITEMS_REQUIRED',
    fieldPath: 'params.items',
    parameter: 'items',
  },
  {
    name: 'MP: parameter name with a hyphen',
    request: mpRequest(mpEvent('custom_event', { 'bad-name': 1 })),
    code: 'NAME_INVALID',
    fieldPath: 'params.bad-name',
    parameter: 'bad-name',
  },
  {
    name: 'MP: 11 custom item parameters',
    request: mpRequest(
      mpEvent('view_item', {
        items: [
          { item_id: 'A', ...Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`c${i}`, 'x'])) },
        ],
      }),
    ),
    code: 'EXCEEDED_MAX_ENTITIES',
    fieldPath: 'params.items[0].c10',
    parameter: 'items[0]',
  },
  {
    name: 'MP: 26 events',
    request: mpRequest({
      client_id: '1.2',
      events: Array.from({ length: 26 }, () => ({ name: 'ping', params: {} })),
    }),
    code: 'EXCEEDED_MAX_ENTITIES',
    fieldPath: 'events',
    parameter: 'events',
  },
  {
    name: 'MP: body of 130 kB',
    request: mpRequest({ client_id: '1.2', padding: long(130_000), events: [{ name: 'ping', params: {} }] }),
    code: 'VALUE_OUT_OF_BOUNDS',
    fieldPath: 'postData',
    parameter: 'request body',
  },
  {
    name: 'MP: no client_id',
    request: mpRequest({ events: [{ name: 'ping', params: {} }] }),
    code: 'VALUE_REQUIRED',
    fieldPath: 'client_id',
    parameter: 'client_id',
  },
  {
    name: 'MP: no api_secret',
    request: mpRequest(mpEvent('ping', {}), 'measurement_id=G-MPTEST0001'),
    code: 'VALUE_REQUIRED',
    fieldPath: 'api_secret',
    parameter: 'api_secret',
  },
  {
    name: 'MP: event without a name',
    request: mpRequest({ client_id: '1.2', events: [{ params: { a: 1 } }] }),
    code: 'VALUE_REQUIRED',
    fieldPath: 'name',
    parameter: 'event_name',
  },
];

describe('GA4 rules: one defect each', () => {
  it.each(DEFECTS)('$name gives $code on $fieldPath', ({ request, code, fieldPath, parameter }) => {
    const errors = errorsOf(findingsOf(request));
    expect(errors.map((finding) => finding.code)).toEqual([code]);
    expect(errors[0]).toMatchObject({ fieldPath, parameter });
  });
});

describe('GA4 rules as data', () => {
  it('are registered once each in RULES', () => {
    for (const rule of GA4_RULES) expect(RULES.filter((candidate) => candidate === rule)).toHaveLength(1);
  });

  it('have unique ids, catalogued codes, GA4 categories and dated sources', () => {
    expect(new Set(GA4_RULES.map((rule) => rule.id)).size).toBe(GA4_RULES.length);
    for (const rule of GA4_RULES) {
      expect(rule.id).toMatch(/^ga4\.(mp\.)?[a-z0-9-]+$/);
      expect(Object.keys(FINDING_CODES)).toContain(rule.code);
      expect(rule.categories).toEqual(['GOOGLEANALYTICS4']);
      expect(rule.source.url).toMatch(/^https:\/\/(support\.google\.com|developers\.google\.com)\//);
      expect(rule.source.lastVerified).toBe('2026-11-22');
      expect(rule.description.length).toBeGreaterThan(0);
    }
  });

  it('keep the suggestions of RULES.md as suggestions', () => {
    const suggestions = [
      'VALUE_NOT_NUMBER',
      'VALUE_ITEMS_MISMATCH',
      'TRANSACTION_ID_REUSED',
      'AD_STORAGE_DENIED',
    ];
    for (const rule of GA4_RULES.filter((candidate) => suggestions.includes(candidate.code)))
      expect(rule.severity).not.toBe('error');
    for (const id of ['ga4.event-name-reserved', 'ga4.mp.event-name-reserved']) {
      expect(GA4_RULES.find((rule) => rule.id === id)?.severity).toBe('warning');
    }
  });

  it('name the Measurement Protocol as the rule book of its stricter limits', () => {
    const request = mpRequest(
      mpEvent('view_item', {
        items: [
          { item_id: 'A', ...Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`c${i}`, 'x'])) },
        ],
      }),
    );
    expect(errorsOf(findingsOf(request))[0]?.source).toBe('GA4 Measurement Protocol');
    expect(errorsOf(findingsOf(gtagHit(`en=${long(41, 'e')}`)))[0]?.source).toBe('GA4 gtag.js limits');
  });
});
