import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decode } from '../decode.js';
import { validate } from '../validation/validate.js';
import { withConsentParameters } from './consent-parameters.js';
import type { Finding } from '../findings/finding.js';

const paramsOf = (url: string) => decode({ url, method: 'GET' })[0];

describe('consent parameters on every vendor', () => {
  it('decodes gcd on a GA4 hit, after the gcd parameter', () => {
    const event = paramsOf(
      'https://www.google-analytics.com/g/collect?v=2&tid=G-1&en=page_view&gcs=G101&gcd=13p3r3p2q5l1&npa=1&dma=1&dma_cps=syphamo',
    );
    const byName = new Map(event?.parameters.map((param) => [param.name, param]));
    expect(byName.get('gcd.ad_storage')).toMatchObject({ value: 'denied', group: 'consent_mode' });
    expect(byName.get('gcd.analytics_storage')).toMatchObject({
      value: 'granted',
      label: 'analytics_storage: denied by default, granted by update',
    });
    expect(byName.get('gcd.ad_personalization')?.value).toBe('denied');
    expect(byName.get('gcs.analytics_storage')?.value).toBe('granted');
    expect(byName.get('npa.ad_personalization')?.value).toBe('denied');
    expect(byName.get('dma_cps.services')?.value).toContain('YouTube');
    const names = event?.parameters.map((param) => param.name) ?? [];
    expect(names.indexOf('gcd.ad_storage')).toBe(names.indexOf('gcd') + 1);
  });

  it('decodes gcd on Google Ads and Floodlight hits too', () => {
    const ads = paramsOf(
      'https://www.googleadservices.com/pagead/conversion/123456789/?label=Ab&gcd=13r3r3r2r5',
    );
    expect(ads?.parameters.find((param) => param.name === 'gcd.ad_user_data')?.value).toBe('granted');
  });

  it('decodes TCF and US privacy strings on an ad pixel', () => {
    const event = paramsOf(
      'https://www.facebook.com/tr/?id=1234567890123456&ev=PageView&gdpr=1&gdpr_consent=CQrt3MAQrt3MAFDADDENCzFgAAAAAEPAAAYgAAAOLgCAA8AWiAvMBxYAAAAA&us_privacy=1YYN',
    );
    const names = new Set(event?.parameters.map((param) => param.name));
    expect(names.has('tcf.purposes_consent')).toBe(true);
    expect(names.has('gdpr.applies')).toBe(true);
    expect(event?.parameters.find((param) => param.name === 'us_privacy.opt_out_sale')?.value).toBe('yes');
  });

  it('reads a TCF v1 string as one, not as unreadable (a 2019 Google cookie match)', () => {
    const event = paramsOf(
      'https://cm.g.doubleclick.net/pixel?google_nid=a9&google_cm&gdpr=0&gdpr_consent=BObzkKNObzkt0ASABAENCF-AAAAkF7_______9______9uz_Ov_v_f__33e8__9v_l_7_-___u_-33d4-_1vf99yfm1-7ftr3tp_87ues2_Xur__59__3z3_tphLgA',
    );
    expect(event?.findings.map((finding) => finding.code)).not.toContain('CONSENT_STRING_UNREADABLE');
    expect(event?.parameters.find((param) => param.name === 'tcf.version')).toMatchObject({
      value: '1',
      label: 'TCF version (v1: replaced by v2 in August 2020)',
    });
    expect(event?.parameters.find((param) => param.name === 'tcf.purposes_consent')?.value).toBe('1,2,3,4,5');
  });

  it('gives an info finding for a string it cannot read', () => {
    const event = paramsOf('https://www.google-analytics.com/g/collect?v=2&tid=G-1&en=page_view&gcd=99zz');
    expect(event?.findings).toMatchObject([
      { code: 'CONSENT_STRING_UNREADABLE', severity: 'info', fieldPath: 'gcd' },
    ]);
    expect(event?.parameters.some((param) => param.name.startsWith('gcd.'))).toBe(false);
  });

  it('reads the types of a gcd it can, and says which one it cannot (an upper-case letter)', () => {
    // As minijuegos.com's GA4 tag sent it (August 2025), beside gcs=G100.
    const event = paramsOf(
      'https://www.google-analytics.com/g/collect?v=2&tid=G-1&en=page_view&gcs=G100&gcd=13p3p3V3p5l1',
    );
    const names = event?.parameters.map((param) => param.name) ?? [];
    expect(names.filter((name) => name.startsWith('gcd.'))).toEqual([
      'gcd.ad_storage',
      'gcd.analytics_storage',
      'gcd.ad_personalization',
    ]);
    const finding = event?.findings.find((found) => found.code === 'CONSENT_STRING_UNREADABLE');
    expect(finding).toMatchObject({ severity: 'info', fieldPath: 'gcd' });
    expect(finding?.message).toContain('gives ad_user_data as V, a letter Tagproof cannot read');
  });

  it('reads a string sent again once per call, every request keeping its fields and its findings', () => {
    // Every hit of a page sends the same consent strings: one readable gcd, one it can read in part.
    const hit = (extra: string) =>
      `https://www.google-analytics.com/g/collect?v=2&tid=G-1&cid=1.2&en=page_view&dl=https%3A%2F%2Fa.example%2F${extra}`;
    const response = validate({
      requests: [
        { url: hit('&gcd=13p3p3V3p5l1&_s=1') },
        { url: hit('&gcd=13p3p3V3p5l1&_s=2') },
        { url: hit('&gcd=99zz&_s=3') },
        { url: hit('&gcd=99zz&_s=4') },
      ],
    });
    const requests = response.data?.validatedRequests ?? [];
    const unreadable = requests.map(
      (request) =>
        request.validation.autoValidationResults.suggestedParameters.filter(
          (finding) => finding.code === 'CONSENT_STRING_UNREADABLE',
        ).length,
    );
    expect(unreadable).toEqual([1, 1, 1, 1]);
    const consentFields = requests.map((request) =>
      request.requestMetadata.parameters.filter((param) => param.name.startsWith('gcd.')),
    );
    expect(consentFields.map((fields) => fields.length)).toEqual([3, 3, 0, 0]);
    // The two requests sending one string share its decoded parameters.
    expect(consentFields[1]?.[0]).toBe(consentFields[0]?.[0]);
  });

  it('leaves a list without consent parameters as it is', () => {
    const params = [{ name: 'en', label: 'Event', group: 'most_used' as const, value: 'x' }];
    expect(withConsentParameters(params, [])).toBe(params);
  });

  it('never throws, whatever the values', () => {
    const names = fc.constantFrom(
      'gcd',
      'gcs',
      'gdpr_consent',
      'us_privacy',
      'gpp_sid',
      'dma_cps',
      'npa',
      'asc',
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(names, fc.string({ maxLength: 300 })), { maxLength: 6 }), (pairs) => {
        const findings: Finding[] = [];
        const params = pairs.map(([name, value]) => ({ name, label: name, group: 'other' as const, value }));
        const out = withConsentParameters(params, findings);
        expect(out.length).toBeGreaterThanOrEqual(params.length);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{0,200}$/), (value) => {
        withConsentParameters([{ name: 'gdpr_consent', label: '', group: 'other', value: `C${value}` }], []);
      }),
    );
  });

  it('reads a flag as a string, never a name of an object’s prototype (dma=toString, gdpr=__proto__)', () => {
    for (const value of ['toString', '__proto__', 'constructor', 'hasOwnProperty']) {
      const params = ['dma', 'gdpr', 'gdpr_pd', 'npa'].map((name) => ({
        name,
        label: name,
        group: 'other' as const,
        value,
      }));
      const out = withConsentParameters(params, []);
      // Nothing to read in such a value: no decoded field, and every value stays a string.
      expect(out.map((param) => param.name)).toEqual(['dma', 'gdpr', 'gdpr_pd', 'npa']);
      for (const param of out) expect(typeof param.value).toBe('string');
    }
  });
});
