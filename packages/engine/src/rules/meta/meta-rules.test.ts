import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { FINDING_CODES } from '../../findings/codes.js';
import type { Finding } from '../../findings/finding.js';
import { createSessionContext, runRules } from '../index.js';
import { intendedStandardEvent } from './event-name-case.js';
import { META_RULES } from './index.js';
import { isPlainDecimal } from './value-format.js';

const SHA256 = '5f4dcc3b5aa765d61d8327deb882cf995f4dcc3b5aa765d61d8327deb882cf99';
const PURCHASE: Record<string, string> = {
  id: '1234567890123456',
  ev: 'Purchase',
  dl: 'https://shop.example.com/thanks',
  'cd[value]': '59.80',
  'cd[currency]': 'EUR',
  'cd[content_ids]': '["SKU_123"]',
  'cd[content_type]': 'product',
  'cd[contents]': '[{"id":"SKU_123","quantity":2}]',
  'cd[num_items]': '2',
  eid: 'order-1001',
  'ud[em]': SHA256,
  'ud[ph]': SHA256,
};

/** A POST with a form body built from `fields`, as fbevents.js sends it; `undefined` drops a field. */
function pixel(overrides: Record<string, string | undefined> = {}): {
  url: string;
  method: string;
  postData: string;
} {
  const fields = { ...PURCHASE, ...overrides };
  const body = Object.entries(fields)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return { url: 'https://www.facebook.com/tr/', method: 'POST', postData: body };
}

function findingsOf(request: { url: string; method?: string; postData?: string }): Finding[] {
  const decoded = decode(request);
  const session = createSessionContext(decoded);
  return decoded.flatMap((event) => runRules(event, session));
}

const META_CODES = new Set(META_RULES.map((rule) => rule.code));
function metaCodes(request: { url: string; method?: string; postData?: string }): string[] {
  return findingsOf(request)
    .map((finding) => finding.code)
    .filter((code) => META_CODES.has(code))
    .sort();
}

describe('Meta pixel rules', () => {
  it('declare catalogued codes with the catalogue severity, for FACEBOOK only', () => {
    for (const rule of META_RULES) {
      expect(FINDING_CODES[rule.code as keyof typeof FINDING_CODES]?.severity, rule.id).toBe(rule.severity);
      expect(rule.categories).toEqual(['FACEBOOK']);
      expect(rule.source.lastVerified).toBe('2026-11-22');
    }
  });

  const clean: Array<[string, { url: string; method?: string; postData?: string }]> = [
    ['a complete Purchase', pixel()],
    [
      'a PageView GET',
      {
        url: 'https://www.facebook.com/tr/?id=1234567890123456&ev=PageView&dl=https%3A%2F%2Fshop.example.com%2F&ts=1731923912345&fbp=fb.1.1731923911000.123456789',
      },
    ],
    ['a custom event', pixel({ ev: 'NewsletterSignup', 'cd[value]': undefined, 'cd[currency]': undefined })],
    ['a single plain content id', pixel({ ev: 'ViewContent', 'cd[content_ids]': 'SKU_123' })],
    ['numeric content ids', pixel({ 'cd[content_ids]': '[123,456]' })],
    ['a product group', pixel({ 'cd[content_type]': 'product_group' })],
    ['a hotel catalogue type', pixel({ ev: 'Search', 'cd[content_type]': 'hotel' })],
    ['an integer value', pixel({ 'cd[value]': '60' })],
    ['a redacted e-mail in ud[em]', pixel({ 'ud[em]': '[redacted:email]' })],
    ['an uppercase SHA-256', pixel({ 'ud[em]': SHA256.toUpperCase() })],
  ];
  it.each(clean)('find nothing in %s', (_, request) => {
    expect(metaCodes(request)).toEqual([]);
    expect(findingsOf(request).filter((finding) => finding.severity === 'error')).toEqual([]);
  });

  const defects: Array<[string, { url: string; method?: string; postData?: string }, string[]]> = [
    ['no event name', pixel({ ev: undefined }), ['VALUE_REQUIRED']],
    ['an empty event name', pixel({ ev: '' }), ['VALUE_REQUIRED']],
    ['a Purchase without value', pixel({ 'cd[value]': undefined }), ['VALUE_REQUIRED']],
    ['a Purchase without currency', pixel({ 'cd[currency]': undefined }), ['VALUE_REQUIRED']],
    ['a Purchase with an empty currency', pixel({ 'cd[currency]': '' }), ['VALUE_REQUIRED']],
    ['a lowercase currency', pixel({ 'cd[currency]': 'eur' }), ['CURRENCY_INVALID']],
    ['a currency symbol', pixel({ 'cd[currency]': '€' }), ['CURRENCY_INVALID']],
    ['a value with a currency symbol', pixel({ 'cd[value]': '$59.80' }), ['META_VALUE_INVALID']],
    ['a value with a thousands separator', pixel({ 'cd[value]': '1,234.50' }), ['META_VALUE_INVALID']],
    ['a value with a decimal comma', pixel({ 'cd[value]': '59,80' }), ['META_VALUE_INVALID']],
    ['a negative value', pixel({ 'cd[value]': '-5' }), ['META_VALUE_INVALID']],
    [
      'contents that are not JSON',
      pixel({ 'cd[contents]': "[{id: 'SKU_123', quantity: 2}]" }),
      ['META_JSON_INVALID'],
    ],
    ['comma-separated content ids', pixel({ 'cd[content_ids]': 'SKU_1, SKU_2' }), ['META_JSON_INVALID']],
    ['contents as a list of ids', pixel({ 'cd[contents]': '["SKU_123"]' }), ['META_CONTENTS_SHAPE']],
    ['content ids as an object', pixel({ 'cd[content_ids]': '{"id":"SKU_123"}' }), ['META_CONTENTS_SHAPE']],
    [
      'the pixel id as the content id',
      pixel({ 'cd[content_ids]': '["1234567890123456"]' }),
      ['META_CONTENTS_SHAPE'],
    ],
    [
      'the pixel id as a contents id',
      pixel({ 'cd[contents]': '[{"id":1234567890123456,"quantity":1}]' }),
      ['META_CONTENTS_SHAPE'],
    ],
    ['an unknown content type', pixel({ 'cd[content_type]': 'products' }), ['VALUE_INVALID']],
    ['a capitalised content type', pixel({ 'cd[content_type]': 'Product' }), ['VALUE_INVALID']],
    ['a lowercase standard event', pixel({ ev: 'purchase', 'cd[value]': undefined }), ['META_EVENT_CASE']],
    ['addtocart', pixel({ ev: 'addtocart' }), ['META_EVENT_CASE']],
    ['Pageview', { url: 'https://www.facebook.com/tr/?id=1&ev=Pageview' }, ['META_EVENT_CASE']],
    [
      'a plain-text e-mail in ud[em]',
      pixel({ 'ud[em]': 'jane.doe@example.com' }),
      ['META_USER_DATA_UNHASHED'],
    ],
    ['a plain-text phone in ud[ph]', pixel({ 'ud[ph]': '15551234567' }), ['META_USER_DATA_UNHASHED']],
    ['a plain-text first name', pixel({ 'ud[fn]': 'jane' }), ['META_USER_DATA_UNHASHED']],
    [
      'an MD5 in ud[ln]',
      pixel({ 'ud[ln]': '5f4dcc3b5aa765d61d8327deb882cf99' }),
      ['META_USER_DATA_UNHASHED'],
    ],
    ['a plain-text city', pixel({ 'ud[ct]': 'london' }), ['META_CUSTOMER_INFO_UNHASHED']],
    ['no pixel id', pixel({ id: undefined }), ['VALUE_INVALID']],
    ['an unreplaced pixel id variable', pixel({ id: '{{Meta Pixel ID}}' }), ['VALUE_INVALID']],
    [
      // A real hit (iZettle, 2016; sitespeedio/chrome-har test data): the pixel initialised with `null`.
      'the pixel id null',
      {
        url: 'https://www.facebook.com/tr/?id=null&ev=6020974733117&dl=https%3A%2F%2Fwww.izettle.com%2Fse&rl=&if=false&ts=1453212385365&cd[value]=0.00&cd[currency]=SEK',
      },
      ['VALUE_INVALID'],
    ],
  ];
  it.each(defects)('report %s', (_, request, expected) => {
    expect(metaCodes(request)).toEqual(expected);
  });

  it('fill the finding fields and never echo an unhashed e-mail', () => {
    const [finding] = findingsOf(pixel({ 'ud[em]': 'jane.doe@example.com' })).filter(
      (each) => each.code === 'META_USER_DATA_UNHASHED',
    );
    expect(finding).toMatchObject({ severity: 'error', fieldPath: 'ud[em]', received: 'j***@example.com' });
    expect(finding?.message).not.toContain('jane.doe@');
    expect(finding?.expected).toBeTruthy();
  });

  it('say why a hit without a numeric pixel id is lost', () => {
    const [finding] = findingsOf({ url: 'https://www.facebook.com/tr/?id=null&ev=PageView' });
    expect(finding).toMatchObject({
      code: 'VALUE_INVALID',
      fieldPath: 'id',
      message: expect.stringContaining('pixel ID (id) is "null", not a number'),
      received: 'null',
    });
    expect(findingsOf({ url: 'https://www.facebook.com/tr/?ev=PageView' })[0]?.message).toContain(
      'carries no pixel ID (id)',
    );
  });

  it("name Meta's retired Conversion Tracking Pixel, which sent its id as the event", () => {
    // Real hits of fbds.js: iZettle (2016, chrome-har test data) and theverge.com (2016).
    for (const url of [
      'https://www.facebook.com/tr/?id=null&ev=6020974733117&dl=https%3A%2F%2Fwww.izettle.com%2Fse&cd[value]=0.00&cd[currency]=SEK',
      'https://www.facebook.com/tr/?id=null&ev=6026192431231&dl=http%3A%2F%2Fwww.theverge.com%2F&cd%5Bvalue%5D=1.00&cd%5Bcurrency%5D=USD',
    ]) {
      const found = findingsOf({ url }).filter((each) => each.code === 'VALUE_INVALID');
      expect(found).toHaveLength(1);
      expect(found[0]?.message).toContain("Meta's legacy Conversion Tracking Pixel (fbds.js)");
      expect(found[0]?.message).toContain('since February 2017');
      expect(found[0]?.message).not.toContain("Check what fbq('init', …) receives");
    }
  });

  it('name the standard event a misspelt one was meant to be', () => {
    expect(intendedStandardEvent('add_to_cart')).toBe('AddToCart');
    expect(intendedStandardEvent('PAGEVIEW')).toBe('PageView');
    expect(intendedStandardEvent('PageView')).toBeUndefined();
    expect(intendedStandardEvent('NewsletterSignup')).toBeUndefined();
    const [finding] = findingsOf({ url: 'https://www.facebook.com/tr/?id=1&ev=addtocart' }).filter(
      (each) => each.code === 'META_EVENT_CASE',
    );
    expect(finding).toMatchObject({
      severity: 'warning',
      fieldPath: 'ev',
      expected: 'AddToCart',
      received: 'addtocart',
    });
  });

  it('read plain decimals only', () => {
    for (const value of ['0', '59.80', '1234.5', '.5', '5.']) expect(isPlainDecimal(value), value).toBe(true);
    for (const value of ['', '.', '1.2.3', '1e3', '+5', '5 ', 'NaN', '59.80 EUR'])
      expect(isPlainDecimal(value), value).toBe(false);
  });
});
