import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { FINDING_CODES } from '../../findings/codes.js';
import type { Finding } from '../../findings/finding.js';
import { createSessionContext, runRules } from '../index.js';
import { PERSONAL_DATA_RULES } from './index.js';
import { validate } from '../../validation/validate.js';

const SHA256 = '5f4dcc3b5aa765d61d8327deb882cf995f4dcc3b5aa765d61d8327deb882cf99';
const GA4 =
  'https://www.google-analytics.com/g/collect?v=2&tid=G-ABC123&cid=1698765432.1731923912&sid=1731923912&_s=3&en=page_view';

function findingsOf(request: { url: string; method?: string; postData?: string; type?: string }): Finding[] {
  const decoded = decode(request);
  const session = createSessionContext(decoded);
  return decoded.flatMap((event) => runRules(event, session));
}

function piiCodes(request: { url: string; method?: string; postData?: string; type?: string }): string[] {
  return findingsOf(request)
    .map((finding) => finding.code)
    .filter((code) => code.startsWith('PII_'))
    .sort();
}

describe('personal-data rules', () => {
  it('declare catalogued codes with the catalogue severity, for every vendor', () => {
    for (const rule of PERSONAL_DATA_RULES) {
      expect(FINDING_CODES[rule.code as keyof typeof FINDING_CODES]?.severity, rule.id).toBe(rule.severity);
      expect(rule.categories).toBe('all');
    }
  });

  const clean: Array<[string, { url: string; method?: string; postData?: string; type?: string }]> = [
    [
      'a GA4 page view with ids, timestamps and a client id',
      { url: `${GA4}&dl=${encodeURIComponent('https://shop.example/p/555?ref=1731923912345')}` },
    ],
    [
      'a Meta purchase with a hashed e-mail and prices',
      {
        url: 'https://www.facebook.com/tr/',
        method: 'POST',
        postData: `id=1234567890123456&ev=Purchase&cd[value]=1234.50&cd[currency]=EUR&ud[em]=${SHA256}&ud[ph]=${SHA256}&fbp=fb.1.1731923911000.123456789`,
      },
    ],
    [
      'a navigation with campaign tags',
      {
        url: 'https://shop.example/landing?utm_source=newsletter&gclid=Cj0KCQiA1234567890',
        type: 'navigation',
      },
    ],
    [
      'values redacted at capture',
      {
        url: `${GA4}&dl=${encodeURIComponent('https://shop.example/?email=[redacted:email]&tel=[redacted:phone]')}`,
      },
    ],
    [
      'an asset URL with a retina suffix',
      { url: `${GA4}&dl=${encodeURIComponent('https://shop.example/img/logo@2x.png')}` },
    ],
  ];
  it.each(clean)('find nothing in %s', (_, request) => {
    expect(piiCodes(request)).toEqual([]);
  });

  const defects: Array<
    [string, { url: string; method?: string; postData?: string; type?: string }, string[]]
  > = [
    [
      'an e-mail in the GA4 page location',
      { url: `${GA4}&dl=${encodeURIComponent('https://shop.example/thanks?email=jane.doe@example.com')}` },
      ['PII_EMAIL'],
    ],
    [
      'a double-encoded e-mail (%2540)',
      { url: `${GA4}&dl=https%3A%2F%2Fshop.example%2F%3Femail%3Djane.doe%2540example.com` },
      ['PII_EMAIL'],
    ],
    [
      'an e-mail in a GA4 event parameter',
      { url: `${GA4}&ep.user_email=jane.doe%40example.com` },
      ['PII_EMAIL'],
    ],
    [
      'a phone number in the page referrer',
      { url: `${GA4}&dr=${encodeURIComponent('https://shop.example/contact?tel=+44 20 7946 0958')}` },
      ['PII_PHONE'],
    ],
    [
      'a separated phone number in the Meta page URL',
      {
        url: `https://www.facebook.com/tr/?id=1&ev=Lead&dl=${encodeURIComponent('https://shop.example/call/555-123-4567')}`,
      },
      ['PII_PHONE'],
    ],
    [
      'an e-mail in Meta custom data',
      { url: 'https://www.facebook.com/tr/?id=1&ev=Lead&cd[contact]=jane.doe%40example.com' },
      ['PII_EMAIL'],
    ],
    [
      'an e-mail in Meta external_id (not owned by the Meta rules)',
      { url: 'https://www.facebook.com/tr/?id=1&ev=Lead&ud[external_id]=jane.doe%40example.com' },
      ['PII_EMAIL'],
    ],
    [
      'an e-mail in a navigation URL, reported once',
      { url: 'https://shop.example/welcome?email=jane.doe%40example.com', type: 'navigation' },
      ['PII_EMAIL'],
    ],
    [
      'an e-mail and a phone number',
      { url: `${GA4}&dl=${encodeURIComponent('https://shop.example/?e=jane@example.com&p=555.123.4567')}` },
      ['PII_EMAIL', 'PII_PHONE'],
    ],
  ];
  it.each(defects)('report %s', (_, request, expected) => {
    expect(piiCodes(request)).toEqual(expected);
  });

  it('leave an unhashed Meta ud[em] to the Meta rules (no double report)', () => {
    const codes = findingsOf({
      url: 'https://www.facebook.com/tr/?id=1&ev=PageView&ud[em]=jane.doe%40example.com&ud[ph]=%2B15551234567',
    }).map((finding) => finding.code);
    expect(codes.filter((code) => code.startsWith('PII_'))).toEqual([]);
    expect(codes.filter((code) => code === 'META_USER_DATA_UNHASHED')).toHaveLength(2);
  });

  it("leave alone what the page publishes (Meta's Microdata ping, Pinterest's page metadata)", () => {
    // A shop's support number in its JSON-LD, as a real lowes.com Microdata ping sends the page's data.
    const jsonLd = encodeURIComponent(
      JSON.stringify([{ '@type': 'Organization', telephone: '+1-800-445-6937', email: 'help@shop.example' }]),
    );
    const microdata = `https://www.facebook.com/tr/?id=625799750871183&ev=Microdata&dl=https%3A%2F%2Fshop.example%2F&cd[JSON-LD]=${jsonLd}&v=2.9.44&r=stable&rqm=GET`;
    expect(piiCodes({ url: microdata })).toEqual([]);
    const metadata = {
      url: 'https://ct.pinterest.com/md/',
      method: 'POST',
      postData: JSON.stringify({
        tid: '2612345678901',
        urls: { loc: 'https://shop.example/' },
        jsonld: [jsonLd],
      }),
    };
    expect(piiCodes(metadata)).toEqual([]);
    // The same number in a hit's own data is still reported.
    const pageView = `https://www.facebook.com/tr/?id=625799750871183&ev=PageView&dl=https%3A%2F%2Fshop.example%2F%3Fphone%3D%2B1-800-445-6937&v=2.9.44`;
    expect(piiCodes({ url: pageView })).toEqual(['PII_PHONE']);
  });

  it('skip unrecognised requests', () => {
    expect(piiCodes({ url: 'https://unknown.example/collect?email=jane.doe%40example.com' })).toEqual([]);
  });

  it('name the most specific parameter, mask the address and mention the other places', () => {
    const [finding] = findingsOf({
      url: 'https://shop.example/welcome?email=jane.doe%40example.com',
      type: 'navigation',
    }).filter((each) => each.code === 'PII_EMAIL');
    expect(finding?.fieldPath).toBe('email');
    expect(finding?.severity).toBe('error');
    expect(finding?.received).toBe('j***@example.com');
    expect(finding?.message).not.toContain('jane.doe@');
    expect(finding?.message).toContain('page_location');
  });

  it('say where to take it out: the page URL when the value is one, else the tag', () => {
    const messageOf = (query: string) =>
      findingsOf({ url: `${GA4}&${query}` }).find((each) => each.code === 'PII_EMAIL')?.message ?? '';
    expect(
      messageOf(`dl=${encodeURIComponent('https://shop.example/?email=jane.doe%40example.com')}`),
    ).toContain('remove it from the page URL (a form sent by GET or a link put it there)');
    expect(messageOf('ep.user_data.email=jane.doe%40example.com')).toContain(
      'remove it from the tag (the data layer value or variable that fills this parameter)',
    );
  });

  it("say a vendor's own contact field is meant for the address, and still report it as an error", () => {
    // klaviyo.js on mylabbox.com (2023): the identified visitor's e-mail address with each event.
    const message = JSON.stringify({
      event: '__activity__',
      token: 'UsRnv6',
      properties: { page: 'https://www.mylabbox.com/?contact=jane.doe%40example.com' },
      customer_properties: { $email: 'test@gmail.com' },
    });
    const found = findingsOf({
      url: 'https://a.klaviyo.com/api/track',
      method: 'POST',
      postData: `data=${encodeURIComponent(message)}`,
    }).filter((each) => each.code === 'PII_EMAIL');
    const byField = new Map(found.map((finding) => [finding.fieldPath, finding]));
    const own = byField.get('customer_properties.$email');
    expect(own?.severity).toBe('error');
    expect(own?.received).toBe('t***@gmail.com');
    expect(own?.message).toContain('Klaviyo identifies people by it and this field is meant for it');
    expect(own?.message).not.toContain('Vendors forbid');
    // The same vendor's page URL is no contact field: the address is to be taken out of it.
    expect(byField.get('properties.page')?.message).toContain(
      'Vendors forbid sending e-mail addresses in tracking: remove it from the page URL',
    );
  });

  it('read a value sent again in the same call as the first time (a clean one is not read again)', () => {
    const dl = encodeURIComponent('https://shop.example/thanks?phone=+1-800-445-6937');
    const pixel = 'https://www.facebook.com/tr/?id=625799750871183&v=2.9.44';
    const piiOf = (urls: string[]) => {
      const response = validate({ requests: urls.map((url) => ({ url })) });
      return (response.data?.validatedRequests ?? []).map(({ validation }) =>
        validation.autoValidationResults.erroredParameters
          .map((finding) => finding.code)
          .filter((code) => code.startsWith('PII_')),
      );
    };
    // The page's own data leaves the address unread; the hit that follows still reports it.
    expect(piiOf([`${pixel}&ev=Microdata&dl=${dl}`, `${pixel}&ev=PageView&dl=${dl}`])).toEqual([
      [],
      ['PII_PHONE'],
    ]);
    // Every hit sending it reports it, and a clean value read once stays clean.
    expect(
      piiOf([`${GA4}&dl=${dl}`, `${GA4}&dl=${dl}`, `${GA4}&dl=x`, `${GA4}&dl=x`, `${GA4}&dl=${dl}`]),
    ).toEqual([['PII_PHONE'], ['PII_PHONE'], [], [], ['PII_PHONE']]);
  });

  it.each([
    ['a short one', 'jane.doe@example.com'],
    [
      'a long one, remembered once found clean',
      'jane.doe.from.accounts.payable@a-long-company-name.example.com',
    ],
  ])(
    'read a value left to the Meta rules under ud[em] when another hit sends it under another name (%s)',
    (_, address) => {
      const email = encodeURIComponent(address);
      const response = validate({
        requests: [
          { url: `https://www.facebook.com/tr/?id=1&ev=PageView&ud[em]=${email}` },
          { url: `${GA4}&ep.contact=${email}` },
        ],
      });
      const codes = (response.data?.validatedRequests ?? []).map(({ validation }) =>
        validation.autoValidationResults.erroredParameters.map((finding) => finding.code),
      );
      expect(codes[0]).not.toContain('PII_EMAIL');
      expect(codes[1]).toContain('PII_EMAIL');
    },
  );
});
