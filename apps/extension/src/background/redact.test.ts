import { decode } from '@tagproof/engine';
import { describe, expect, it } from 'vitest';
import { sampleCapture } from '../testing/captures.js';
import {
  EMAIL_TOKEN,
  PERSONAL_TOKEN,
  PHONE_TOKEN,
  redactBody,
  redactCapture,
  redactParamString,
  redactText,
  redactUrl,
} from './redact.js';

const HASH = 'a'.repeat(64);

describe('redactText', () => {
  it.each([
    ['contact john.doe+news@example.co.uk now', `contact ${EMAIL_TOKEN} now`],
    ['JOHN@EXAMPLE.COM', EMAIL_TOKEN],
    ['john%40example.com', EMAIL_TOKEN],
    ['call +33 6 12 34 56 78 today', `call ${PHONE_TOKEN} today`],
    ['+1 (415) 555-0100', PHONE_TOKEN],
    ['+4915112345678', PHONE_TOKEN],
  ])('redacts %j', (input, expected) => {
    expect(redactText(input)).toBe(expected);
  });

  it.each([
    'G-TEST123',
    '1700000000.1700000123',
    'timezone +0100',
    '2024-01-15',
    'user@localhost',
    'image@2x.png',
    '+123',
    'v=2&tid=G-1',
  ])('leaves %j alone', (input) => {
    expect(redactText(input)).toBe(input);
  });
});

describe('redactParamString', () => {
  it('redacts e-mail addresses in values, also when URL-encoded twice', () => {
    expect(
      redactParamString(
        'v=2&ep.email=john%40example.com&dl=https%3A%2F%2Fshop.example%2F%3Fe%3Djohn%2540example.com&en=sign_up',
      ),
    ).toBe(`v=2&ep.email=${EMAIL_TOKEN}&dl=https%3A%2F%2Fshop.example%2F%3Fe%3D${EMAIL_TOKEN}&en=sign_up`);
  });

  it('replaces every Meta advanced-matching value by its kind', () => {
    expect(
      redactParamString(`id=1&ev=Lead&ud[em]=${HASH}&ud%5Bph%5D=${HASH}&ud[fn]=${HASH}&ud[ct]=paris&ud[zp]=`),
    ).toBe(
      `id=1&ev=Lead&ud[em]=${EMAIL_TOKEN}&ud%5Bph%5D=${PHONE_TOKEN}&ud[fn]=${PERSONAL_TOKEN}&ud[ct]=${PERSONAL_TOKEN}&ud[zp]=`,
    );
  });

  it('keeps the exact bytes of a string with nothing to redact', () => {
    const params = 'a=1&b=x+y&c=%E2%82%AC&d&&e=%ZZ';
    expect(redactParamString(params)).toBe(params);
    expect(redactParamString('')).toBe('');
  });
});

describe('redactUrl', () => {
  it('redacts the path, query and fragment but never the host', () => {
    expect(
      redactUrl(
        'https://john@shop.example/account/jane@example.com/?email=jane%40example.com#contact=jane@example.com',
      ),
    ).toBe(`https://john@shop.example/account/${EMAIL_TOKEN}/?email=${EMAIL_TOKEN}#contact=${EMAIL_TOKEN}`);
  });

  it('leaves a clean URL unchanged', () => {
    const url = 'https://www.facebook.com/tr/?id=123&ev=PageView&dl=https%3A%2F%2Fshop.example%2F#x';
    expect(redactUrl(url)).toBe(url);
  });
});

describe('redactBody', () => {
  it('redacts a GA4 batch line by line', () => {
    expect(redactBody('en=page_view\nen=generate_lead&ep.mail=a.b%40example.com')).toBe(
      `en=page_view\nen=generate_lead&ep.mail=${EMAIL_TOKEN}`,
    );
  });

  it('redacts JSON values and user-data objects, keeping the structure', () => {
    const body = JSON.stringify({
      client_id: '1.2',
      user_data: { em: [HASH], ph: HASH, external_id: 'u-1' },
      events: [{ name: 'sign_up', params: { note: 'write to jane@example.com', phone: '+44 20 7946 0958' } }],
    });
    expect(JSON.parse(redactBody(body))).toEqual({
      client_id: '1.2',
      user_data: { em: [EMAIL_TOKEN], ph: PHONE_TOKEN, external_id: PERSONAL_TOKEN },
      events: [{ name: 'sign_up', params: { note: `write to ${EMAIL_TOKEN}`, phone: PHONE_TOKEN } }],
    });
  });

  it('returns a JSON body with nothing to redact byte for byte, and scans broken JSON as text', () => {
    const body = '{ "a": 1,\n "b": "x" }';
    expect(redactBody(body)).toBe(body);
    expect(redactBody('{"broken": "jane@example.com"')).toBe(`{"broken": "${EMAIL_TOKEN}"`);
  });
});

describe('redactCapture', () => {
  it('redacts URL, query string, body and tab URL together, and the engine reports the redaction', () => {
    const capture = sampleCapture({
      url: 'https://www.google-analytics.com/g/collect?v=2&tid=G-TEST123&cid=1.2&en=sign_up&ep.email=jane%40example.com',
      postData: 'en=sign_up&ep.phone=%2B33612345678',
      tabUrl: 'https://shop.example/thanks?email=jane@example.com',
    });
    const redacted = redactCapture(capture);
    expect(redacted.requestMetadata.requestUrl).toBe(
      `https://www.google-analytics.com/g/collect?v=2&tid=G-TEST123&cid=1.2&en=sign_up&ep.email=${EMAIL_TOKEN}`,
    );
    expect(redacted.requestMetadata.queryString).toBe(
      `v=2&tid=G-TEST123&cid=1.2&en=sign_up&ep.email=${EMAIL_TOKEN}`,
    );
    expect(redacted.requestMetadata.postData).toBe(`en=sign_up&ep.phone=${PHONE_TOKEN}`);
    expect(redacted.tabUrl).toBe(`https://shop.example/thanks?email=${EMAIL_TOKEN}`);
    expect(capture.tabUrl).toBe('https://shop.example/thanks?email=jane@example.com');
    const [event] = decode(redacted);
    expect(event?.category).toBe('GOOGLEANALYTICS4');
    expect(event?.parameters.find((p) => p.name === 'ep.email')?.value).toBe(EMAIL_TOKEN);
    expect(event?.findings.map((f) => f.code)).toContain('VALUE_REDACTED');
  });
});
