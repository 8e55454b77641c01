import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decode } from '../decode.js';
import { importCapture } from '../capture/import-file.js';
import { validate } from '../validation/validate.js';
import { defineCustomVendors } from './define-custom-vendor.js';
import { parseCustomVendors } from './parse-custom-vendors.js';
import { usableCustomVendors } from './usable-custom-vendors.js';
import { ACME_DEFINITION, ACME_HIT } from './testing-acme.js';

function vendorsOf(input: unknown) {
  const parsed = parseCustomVendors(input);
  if (!parsed.ok) throw new Error(parsed.error);
  return defineCustomVendors(parsed.vendors);
}
const ACME = vendorsOf([ACME_DEFINITION]);

describe('custom vendors', () => {
  it('recognise and decode a made-up collector: event, account, labels and groups', () => {
    const [event] = decode({ url: ACME_HIT }, ACME);
    expect(event).toMatchObject({ category: 'ACME_COLLECT', vendorName: 'Acme collector' });
    expect(event?.eventName).toBe('add_to_cart');
    expect(event?.accountID).toBe('ACME-1');
    expect(event?.parameters).toContainEqual({
      name: 'sku',
      label: 'Product SKU',
      group: 'e_commerce',
      value: '42',
    });
    expect(event?.parameters).toContainEqual({ name: 'acc', label: 'acc', group: 'other', value: 'ACME-1' });
    expect(event?.vendor?.supported).toBe(false);
  });

  it('are nothing without being given', () => {
    expect(decode({ url: ACME_HIT })[0]?.category).toBeNull();
  });

  it.each([
    ['a wildcard subdomain and a pattern path', 'https://eu.cdn-acme.example/t/12/px?ev=view'],
    ['a deeper subdomain', 'https://a.b.cdn-acme.example/t/1/px'],
    ['a prefix with more path', 'https://collect.acme-shop.example/v1/events?ev=x'],
  ])('match %s', (_, url) => {
    expect(decode({ url }, ACME)[0]?.category).toBe('ACME_COLLECT');
  });

  it.each([
    ['the wildcard domain itself', 'https://cdn-acme.example/t/12/px'],
    ['a look-alike host', 'https://collect.acme-shop.example.evil.example/v1/e'],
    ['a host ending like a wildcard', 'https://xcdn-acme.example/t/1/px'],
    ['another path', 'https://collect.acme-shop.example/v2/e'],
    ['a path the pattern does not cover', 'https://eu.cdn-acme.example/t/12/px/extra'],
  ])('do not match %s', (_, url) => {
    expect(decode({ url }, ACME)[0]?.category).toBeNull();
  });

  it('read JSON and form bodies, the JSON flattened', () => {
    const json = decode(
      {
        url: 'https://collect.acme-shop.example/v1/e',
        method: 'POST',
        postData: '{"ev":"purchase","acc":"A-9","user":{"id":"u1"}}',
      },
      ACME,
    )[0];
    expect(json).toMatchObject({ eventName: 'purchase', accountID: 'A-9' });
    expect(json?.parameters).toContainEqual({
      name: 'user.id',
      label: 'User id',
      group: 'user',
      value: 'u1',
    });
    const form = decode(
      { url: 'https://collect.acme-shop.example/v1/e', method: 'POST', postData: 'ev=signup&acc=F' },
      ACME,
    )[0];
    expect(form).toMatchObject({ eventName: 'signup', accountID: 'F' });
  });

  it('report a broken JSON body as a finding, with unknown_event when no event is sent', () => {
    const [event] = decode(
      { url: 'https://collect.acme-shop.example/v1/e', method: 'POST', postData: '{"ev":' },
      ACME,
    );
    expect(event?.eventName).toBe('unknown_event');
    expect(event?.findings.map((finding) => finding.code)).toContain('BODY_NOT_JSON');
  });

  it('never take a request a built-in vendor recognises', () => {
    const greedy = vendorsOf([
      { code: 'GREEDY', name: 'Greedy', match: { hosts: ['www.google-analytics.com', '*.facebook.com'] } },
    ]);
    expect(
      decode({ url: 'https://www.google-analytics.com/g/collect?v=2&tid=G-1&en=page_view' }, greedy)[0]
        ?.category,
    ).toBe('GOOGLEANALYTICS4');
    expect(decode({ url: 'https://www.facebook.com/tr/?id=1&ev=PageView' }, greedy)[0]?.category).toBe(
      'FACEBOOK',
    );
  });

  it('keep HAR entries of custom vendors as tracking requests', () => {
    const har = JSON.stringify({
      log: { entries: [{ request: { method: 'GET', url: ACME_HIT, headers: [] } }] },
    });
    expect(importCapture(har).requests).toHaveLength(0);
    expect(importCapture(har, ACME).requests).toHaveLength(1);
  });
});

describe('validate with custom vendors', () => {
  it('applies the payload vendors, and the personal-data rules to their hits', () => {
    const response = validate({
      requests: [{ url: ACME_HIT }, { url: `${ACME_HIT}&email=jane.doe%40example.com` }],
      vendors: [ACME_DEFINITION],
    });
    expect(response.success).toBe(true);
    const [first, second] = response.data?.validatedRequests ?? [];
    expect(first?.requestMetadata).toMatchObject({
      requestCategory: 'ACME_COLLECT',
      eventName: 'add_to_cart',
      accountID: 'ACME-1',
    });
    expect(
      second?.validation.autoValidationResults.erroredParameters.map((finding) => finding.code),
    ).toContain('PII_EMAIL');
  });

  it('refuses a malformed or clashing definition with an error, never throwing', () => {
    for (const vendors of [[{ ...ACME_DEFINITION, code: 'GOOGLEANALYTICS4' }], 'x', [{}]]) {
      const response = validate({ requests: [{ url: ACME_HIT }], vendors });
      expect(response.success).toBe(false);
      expect(response.error).toMatch(/vendors/i);
    }
  });

  it('decoding never throws on any URL or body with custom vendors present', () => {
    const vendors = vendorsOf([
      ACME_DEFINITION,
      {
        code: 'ANY_PATH',
        name: 'Any',
        match: { hosts: ['*.example'] },
        event: 'e',
        account: 'a',
        params: { e: { label: 'E' } },
      },
    ]);
    const host = fc.constantFrom(
      'collect.acme-shop.example',
      'x.cdn-acme.example',
      'a.example',
      'b.a.example',
    );
    const path = fc.constantFrom('/v1/e', '/t/1/px', '/', '/t/a/px', '/v1/e/x');
    fc.assert(
      fc.property(host, path, fc.string(), fc.option(fc.string(), { nil: null }), (h, p, query, body) => {
        const url = `https://${h}${p}?${query}`;
        const events = decode({ url, method: body === null ? 'GET' : 'POST', postData: body }, vendors);
        expect(events.length).toBeGreaterThan(0);
        expect(validate({ requests: [{ url, postData: body }], vendors: [ACME_DEFINITION] }).success).toBe(
          true,
        );
      }),
      { numRuns: 300 },
    );
  });
});

describe('usableCustomVendors', () => {
  it('keeps the valid stored definitions, the first of each code', () => {
    const stored = [
      { $id: 'd1', ...ACME_DEFINITION, match: JSON.stringify(ACME_DEFINITION.match) },
      { $id: 'd2', ...ACME_DEFINITION, name: 'Second of the code' },
      { $id: 'd3', ...ACME_DEFINITION, code: 'GOOGLEANALYTICS4' },
      'junk',
      { $id: 'd4', code: 'OTHER', name: 'Other', match: { hosts: ['o.example'] } },
    ];
    expect(usableCustomVendors(stored).map((vendor) => [vendor.code, vendor.name])).toEqual([
      ['ACME_COLLECT', 'Acme collector'],
      ['OTHER', 'Other'],
    ]);
  });
});
