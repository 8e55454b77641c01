import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { createSessionContext, runRules } from '../index.js';
import { holdsPersonalValue, personalFieldOf } from './personal-data-fields.js';
import { findingsOf, gtagHit, mpEvent, mpRequest } from './testing/requests.js';

const personal = (query: string) =>
  findingsOf(gtagHit(query)).filter(
    (finding) => finding.code === 'PII_NAME' || finding.code === 'PII_ADDRESS',
  );

describe('GA4 personal data by field name', () => {
  it('flags a street address in an event parameter: the 6sense enrichment of a real capture', () => {
    // From a public capture of www.crowdstrike.com (unlikelyzero/playwright2gotest
    // tests/crowdstrike_test.go at 8897e03): 6sense's company data sent as GA4 event parameters, for a
    // one-employee company, so the address is a person's.
    const findings = personal(
      'en=page_view&ep.address=7509%20E%201ST%20ST&ep.city=Scottsdale&ep.country=United%20States&epn.employee_count=1',
    );
    expect(findings).toMatchObject([
      {
        code: 'PII_ADDRESS',
        severity: 'warning',
        fieldPath: 'ep.address',
        received: '7***',
        source: 'GA4 personal data policy',
      },
    ]);
    expect(findings[0]?.message).toContain('street address');
    expect(findings[0]?.message).not.toContain('7509');
  });

  it("flags a person's name in event parameters and user properties, in any spelling", () => {
    const findings = personal(
      'en=sign_up&ep.first_name=Jane&ep.lastName=Doe&up.customer_full_name=Jane%20Doe&ep.Surname=Doe',
    );
    expect(findings.map((finding) => [finding.code, finding.fieldPath])).toEqual([
      ['PII_NAME', 'ep.first_name'],
      ['PII_NAME', 'ep.lastName'],
      ['PII_NAME', 'ep.Surname'],
      ['PII_NAME', 'up.customer_full_name'],
    ]);
    expect(findings[3]?.message).toContain('user property customer_full_name');
  });

  it('reads the last part of a nested name: a user_data object sent as event parameters', () => {
    // As a Shopify → server-side GTM purchase sent it (the setup's own placeholder customer).
    const findings = personal(
      'en=purchase&ep.user_data.email=x&ep.user_data.address.first_name=John&ep.user_data.address.last_name=Doe&ep.user_data.address.street=123%20Main%20St&ep.user_data.address.city=New%20York&ep.user_data.address.postal_code=10001',
    );
    expect(findings.map((finding) => [finding.code, finding.fieldPath])).toEqual([
      ['PII_NAME', 'ep.user_data.address.first_name'],
      ['PII_NAME', 'ep.user_data.address.last_name'],
      ['PII_ADDRESS', 'ep.user_data.address.street'],
    ]);
  });

  it('reads Measurement Protocol params too', () => {
    const findings = runRules(
      decode(mpRequest(mpEvent('purchase', { shipping_address_line_1: '221B Baker Street' })))[0]!,
      createSessionContext([]),
    ).filter((finding) => finding.code === 'PII_ADDRESS');
    expect(findings).toMatchObject([{ fieldPath: 'params.shipping_address_line_1' }]);
  });

  it('leaves hashes, placeholders, a city and other fields alone', () => {
    expect(
      personal(
        [
          'en=x',
          `ep.first_name=${'a'.repeat(64)}`,
          'ep.last_name=undefined',
          'ep.full_name=(not%20set)',
          'ep.customer_name=%7B%7BName%7D%7D',
          'ep.address=Scottsdale',
          'ep.billing_address=',
          'ep.ip_address=203.0.113.7',
          'ep.email_address=x',
          'ep.item_name=Blue%20shirt',
          'ep.user_name=jdoe42',
          'ep.event_name=form_submit',
          'epn.address_line_1=12345',
        ].join('&'),
      ),
    ).toEqual([]);
  });
});

describe('personalFieldOf', () => {
  it.each([
    ['first_name', 'name'],
    ['FirstName', 'name'],
    ['last-name', 'name'],
    ['lastname', 'name'],
    ['billing_last_name', 'name'],
    ['cardholder_name', 'name'],
    ['address', 'address'],
    ['address2', 'address'],
    ['addressLine1', 'address'],
    ['street', 'address'],
    ['shipping_street_address', 'address'],
    ['home_address', 'address'],
    ['name', null],
    ['username', null],
    ['product_name', null],
    ['company_name', null],
    ['ip_address', null],
    ['wallet_address', null],
    ['email_address', null],
    ['city', null],
    ['user_data.address.first_name', 'name'],
    ['shipping.street', 'address'],
    ['user_data.address.city', null],
    ['page.title', null],
  ])('%s is %s', (name, field) => {
    expect(personalFieldOf(name)).toBe(field);
  });
});

describe('holdsPersonalValue', () => {
  it('wants letters, and for an address a number too', () => {
    expect(holdsPersonalValue('José', 'name')).toBe(true);
    expect(holdsPersonalValue('O', 'name')).toBe(false);
    expect(holdsPersonalValue('12 rue de la Paix', 'address')).toBe(true);
    expect(holdsPersonalValue('Rue de la Paix', 'address')).toBe(false);
    expect(holdsPersonalValue('jane@example.com', 'name')).toBe(false);
    expect(holdsPersonalValue('https://example.com/a1', 'address')).toBe(false);
    expect(holdsPersonalValue('0x71C7656EC7ab88b098defB751B7401B5f6d8976F', 'address')).toBe(false);
  });
});
