/**
 * What validation says about a Universal Analytics hit: the sunset error, plus the personal-data
 * checks every vendor gets; the vendor has no rule set of its own ("unsupported").
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { validate } from '../../validation/validate.js';
import { SUPPORTED_CATEGORIES } from '../lookup.js';
import { universalAnalytics } from './universal-analytics.js';

const HIT =
  'https://www.google-analytics.com/collect?v=1&_v=j96&t=event&ec=form&ea=submit&tid=UA-92561429-3&cid=1.2' +
  '&dl=https%3A%2F%2Fshop.example.com%2Fthanks%3Femail%3Djane.doe%40example.com';

function codesOf(url: string): { errors: string[]; suggestions: string[] } {
  const response = validate({ requests: [{ url }] });
  const results = response.data?.validatedRequests[0]?.validation.autoValidationResults;
  return {
    errors: results?.erroredParameters.map((finding) => finding.code) ?? [],
    suggestions: results?.suggestedParameters.map((finding) => finding.code) ?? [],
  };
}

describe('Universal Analytics validation', () => {
  it('is an unsupported vendor: recognised and decoded, no automatic rule set', () => {
    expect(SUPPORTED_CATEGORIES.has(universalAnalytics.code)).toBe(false);
  });

  it('reports the sunset as an error, and still checks personal data', () => {
    const { errors } = codesOf(HIT);
    expect(errors).toContain('UNIVERSAL_ANALYTICS_SUNSET');
    expect(errors).toContain('PII_EMAIL');
    expect(errors.filter((code) => code === 'UNIVERSAL_ANALYTICS_SUNSET')).toHaveLength(1);
  });

  it('names the property the hit was sent to, or says that it names none', () => {
    const messageOf = (url: string) =>
      decode({ url })[0]?.findings.find((finding) => finding.code === 'UNIVERSAL_ANALYTICS_SUNSET')?.message;
    expect(messageOf('https://www.google-analytics.com/collect?v=1&tid=UA-123-1&t=pageview')).toContain(
      'so this hit to UA-123-1 is lost',
    );
    // A real capture (GAUnit's demo store HAR) holds a pageview whose query was cut before its tid.
    expect(
      messageOf('https://www.google-analytics.com/collect?v=1&_v=j87&a=1597243964&t=pageview&dt=Home'),
    ).toContain('so this hit, which names no property (no tid), is lost');
  });

  it('says that a hit captured before the sunset reached its property then, and the tag nothing today', () => {
    // A real contact-form capture (ncssinc.org, 8 June 2023), a few weeks before standard properties stopped.
    const url =
      'https://www.google-analytics.com/j/collect?v=1&_v=j101&a=1&t=pageview&_s=1&tid=UA-21916074-1&cid=1.2';
    const messageAt = (timestamp: number) =>
      decode({ url, method: 'POST', timestamp })[0]?.findings.find(
        (finding) => finding.code === 'UNIVERSAL_ANALYTICS_SUNSET',
      )?.message;
    expect(messageAt(Date.parse('2023-06-08T19:02:11.000Z'))).toBe(
      'This hit was captured on 2023-06-08, before Universal Analytics stopped processing data (July 2023 ' +
        'for standard properties, July 2024 for 360): UA-21916074-1 received it then, but the same tag today ' +
        'reaches nothing. Send the data to Google Analytics 4 instead.',
    );
    // Between the two sunsets (xtramath.org, 15 November 2023): only a 360 property still took it.
    expect(messageAt(Date.parse('2023-11-15T10:00:00.000Z'))).toBe(
      'This hit was captured on 2023-11-15, after standard Universal Analytics properties stopped ' +
        'processing data (July 2023): UA-21916074-1 received it only if it was an Analytics 360 property ' +
        '(processed until July 2024), and the same tag today reaches nothing. Send the data to Google ' +
        'Analytics 4 instead.',
    );
    expect(messageAt(Date.parse('2024-08-10T10:00:00.000Z'))).toContain(
      'so this hit to UA-21916074-1 is lost',
    );
    // A ga.js hit of a 2012 capture (buienradar.nl, 8 January 2012) reached its property too.
    const gaJs =
      'http://www.google-analytics.com/__utm.gif?utmwv=5.2.2&utmn=1&utmhn=buienradar.nl&utmp=%2F&utmac=UA-434951-1';
    expect(
      decode({ url: gaJs, timestamp: Date.parse('2012-01-08T10:00:00.000Z') })[0]?.findings.find(
        (finding) => finding.code === 'UNIVERSAL_ANALYTICS_SUNSET',
      )?.message,
    ).toContain('This hit was captured on 2012-01-08, before Universal Analytics stopped processing data');
    // A capture that gives no real time (a hand-written JSON capture's small numbers) is judged today.
    expect(messageAt(1000)).toContain('so this hit to UA-21916074-1 is lost');
  });

  it('says that a GA4 measurement ID sent with this protocol never reached anything (an AMP page)', () => {
    // As a real AMP page load (Lighthouse's test data) sent it: amp-analytics type googleanalytics with a G- ID.
    const [event] = decode({
      url: 'https://www.google-analytics.com/r/collect?v=1&_v=a1&ds=AMP&aip=true&_s=1&dt=Home&sr=412x823&_utmht=1568060549736&cid=amp-xyz&tid=G-FRCW4ZWKEN&t=pageview&jid=123&_r=1',
    });
    const codes = event?.findings.map((finding) => finding.code);
    expect(codes).toContain('VALUE_INVALID');
    expect(codes).not.toContain('UNIVERSAL_ANALYTICS_SUNSET');
    const finding = event?.findings.find((found) => found.code === 'VALUE_INVALID');
    expect(finding?.message).toContain('G-FRCW4ZWKEN is a Google Analytics 4 measurement ID');
    expect(finding?.message).toContain('type="gtag"');
  });

  it('says nothing about the library load itself', () => {
    expect(codesOf('https://www.google-analytics.com/analytics.js')).toEqual({ errors: [], suggestions: [] });
  });

  it('recognises any v=1, tid=UA-…, t hit on a /collect path, with one sunset error per hit', () => {
    const text = fc.string({ maxLength: 12 }).map((value) => encodeURIComponent(value));
    fc.assert(
      fc.property(
        fc.constantFrom('www.google-analytics.com', 'sgtm.example.com', 'stats.g.doubleclick.net'),
        fc.constantFrom('/collect', '/r/collect', '/j/collect', '/metrics/collect'),
        fc.string({ minLength: 1, maxLength: 12 }).map((value) => encodeURIComponent(value)),
        fc.array(fc.tuple(fc.constantFrom('ea', 'ec', 'cd1', 'pr1id', 'z', 'dl'), text), { maxLength: 5 }),
        (host, path, hitType, extras) => {
          const query = extras.map(([name, value]) => `&${name}=${value}`).join('');
          const events = decode({ url: `https://${host}${path}?v=1&tid=UA-123-1&t=${hitType}${query}` });
          expect(events.map((event) => event.category)).toEqual([universalAnalytics.code]);
          const codes = events[0]?.findings.map((finding) => finding.code);
          expect(codes?.filter((code) => code === 'UNIVERSAL_ANALYTICS_SUNSET')).toHaveLength(1);
        },
      ),
      { numRuns: 300 },
    );
  });
});
