import { describe, expect, it } from 'vitest';
import { decode } from '../../decode.js';
import { FINDING_CODES } from '../../findings/codes.js';
import type { Finding } from '../../findings/finding.js';
import { createSessionContext, runRules } from '../index.js';
import { NAVIGATION_RULES } from './index.js';
import { embeddedParameter } from './joined-parameters.js';
import { intendedUtmName } from './utm-names.js';
import { hasPlaceholder } from './utm-values.js';

function findingsOf(url: string): Finding[] {
  const decoded = decode({ url, type: 'navigation' });
  const session = createSessionContext(decoded);
  return decoded.flatMap((event) => runRules(event, session));
}

const NAVIGATION_CODES = new Set(NAVIGATION_RULES.map((rule) => rule.code));
function navigationCodes(url: string): string[] {
  return findingsOf(url)
    .map((finding) => finding.code)
    .filter((code) => NAVIGATION_CODES.has(code))
    .sort();
}

const PAGE = 'https://shop.example.com/landing';

describe('navigation rules', () => {
  it('are suggestions only, with catalogued codes, for Navigation only', () => {
    for (const rule of NAVIGATION_RULES) {
      expect(rule.severity, rule.id).not.toBe('error');
      expect(FINDING_CODES[rule.code as keyof typeof FINDING_CODES]?.severity, rule.id).toBe(rule.severity);
      expect(rule.categories).toEqual(['Navigation']);
    }
  });

  const clean = [
    PAGE,
    `${PAGE}?utm_source=newsletter&utm_medium=email&utm_campaign=spring_sale&utm_content=hero&utm_term=shoes&utm_id=42`,
    `${PAGE}?utm_source=google&utm_medium=cpc&utm_source_platform=sa360&utm_creative_format=video&utm_marketing_tactic=prospecting`,
    `${PAGE}?utm_source=partner&utm_content2=x&utm_campaign_id=7&utm_ad=banner&utm_expid=abc`,
    `${PAGE}?q=shoes&page=2#reviews`,
    `${PAGE}?utm_source=a&utm_medium=b#utm_source=a`,
    `${PAGE}?utm_source=news+letter&utm_medium=e-mail`,
  ];
  it.each(clean)('find nothing in %s', (url) => {
    expect(navigationCodes(url)).toEqual([]);
    expect(findingsOf(url).filter((finding) => finding.severity === 'error')).toEqual([]);
  });

  const defects: Array<[string, string, string[]]> = [
    ['utm_medium without utm_source', `${PAGE}?utm_medium=email&utm_campaign=spring`, ['UTM_SOURCE_MISSING']],
    ['utm_campaign without utm_source', `${PAGE}?utm_campaign=spring`, ['UTM_SOURCE_MISSING']],
    ['a duplicated utm_source', `${PAGE}?utm_source=a&utm_medium=b&utm_source=c`, ['NAME_DUPLICATED']],
    ['a duplicated gclid', `${PAGE}?gclid=abc&gclid=abc`, ['NAME_DUPLICATED']],
    ['an uppercase UTM name', `${PAGE}?utm_source=a&UTM_Medium=email`, ['UTM_NAME_CASE']],
    ['a misspelt utm_campaign', `${PAGE}?utm_source=a&utm_campain=spring`, ['UTM_NAME_MISSPELLED']],
    ['a transposed utm_medium', `${PAGE}?utm_source=a&utm_meduim=email`, ['UTM_NAME_MISSPELLED']],
    ['an empty utm_source', `${PAGE}?utm_source=&utm_medium=email`, ['UTM_VALUE_EMPTY']],
    [
      'an unreplaced Meta placeholder',
      `${PAGE}?utm_source=facebook&utm_campaign={{campaign.name}}`,
      ['UTM_PLACEHOLDER'],
    ],
    [
      'an unreplaced ValueTrack placeholder',
      `${PAGE}?utm_source=google&utm_campaign=%7Bcampaignid%7D`,
      ['UTM_PLACEHOLDER'],
    ],
    ['tags joined with a second ?', `${PAGE}?utm_source=google?utm_medium=cpc`, ['UTM_VALUE_MALFORMED']],
    ['an encoded &', `${PAGE}?utm_source=google%26utm_medium%3Dcpc`, ['UTM_VALUE_MALFORMED']],
    ['tags after the #', `${PAGE}#utm_source=news&utm_medium=email`, ['UTM_IN_FRAGMENT', 'UTM_IN_FRAGMENT']],
    ['tags in a single-page-app route', `${PAGE}#/offers?utm_source=news`, ['UTM_IN_FRAGMENT']],
    ['an empty click id', `${PAGE}?gclid=`, ['CLICK_ID_EMPTY']],
  ];
  it.each(defects)('report %s', (_, url, expected) => {
    expect(navigationCodes(url)).toEqual(expected);
  });

  it('fill the finding fields', () => {
    const [finding] = findingsOf(`${PAGE}?utm_source=a&UTM_Medium=email`).filter(
      (each) => each.code === 'UTM_NAME_CASE',
    );
    expect(finding).toMatchObject({
      severity: 'warning',
      fieldPath: 'UTM_Medium',
      parameter: 'utm_medium',
      expected: 'utm_medium',
      received: 'UTM_Medium',
    });
    expect(findingsOf(`${PAGE}?msclkid=abc123&utm_source=bing`)).toEqual([]);
  });

  it('do not apply to tracking hits', () => {
    const decoded = decode({
      url: 'https://www.google-analytics.com/g/collect?v=2&tid=G-1&en=page_view&utm_medium=x',
    });
    const codes = decoded
      .flatMap((event) => runRules(event, createSessionContext(decoded)))
      .map((finding) => finding.code);
    expect(codes.filter((code) => NAVIGATION_CODES.has(code) && code !== 'NAME_DUPLICATED')).toEqual([]);
  });

  it('tell typos, placeholders and joined tags apart from ordinary values', () => {
    expect(intendedUtmName('utm_sorce')).toBe('utm_source');
    expect(intendedUtmName('utm_source')).toBeUndefined();
    expect(intendedUtmName('utm_reader')).toBeUndefined();
    expect(hasPlaceholder('{{adset.name}}')).toBe(true);
    expect(hasPlaceholder('%%CAMPAIGN%%')).toBe(true);
    expect(hasPlaceholder('50% off {')).toBe(false);
    expect(embeddedParameter('google&utm_medium=cpc')).toBe('utm_medium');
    expect(embeddedParameter('a=b')).toBeUndefined();
  });
});

describe('a page answering with an HTTP error', () => {
  const codesOf = (responseStatus: number) => {
    const decoded = decode({ url: PAGE, type: 'navigation', responseStatus });
    const session = createSessionContext(decoded);
    return decoded.flatMap((event) => runRules(event, session));
  };

  it('is a warning naming the status (a real opt-out page answered 404)', () => {
    const [finding, ...others] = codesOf(404);
    expect(others).toEqual([]);
    expect(finding).toMatchObject({ code: 'PAGE_ERROR_STATUS', severity: 'warning', received: 'status 404' });
    expect(finding?.message).toBe(
      'This page answered 404 (Not Found): the capture landed on an error page, and a page view sent from it counts that error page. Fix the link or the page; a campaign or ad sending visitors here loses them.',
    );
    expect(codesOf(503)[0]?.message).toContain(
      '503 (Service Unavailable): the capture landed on a server error',
    );
    // A real 2025 capture: Cloudflare's bot challenge answered the page with 403.
    expect(codesOf(403)[0]?.message).toContain('A bot check (such as a CDN challenge) may also have refused');
    expect(codesOf(418)[0]?.message).toContain('answered 418:');
  });

  it('is nothing for a page that loaded or a capture that does not say', () => {
    expect(codesOf(200)).toEqual([]);
    expect(codesOf(304)).toEqual([]);
    expect(codesOf(0)).toEqual([]);
    expect(findingsOf(PAGE)).toEqual([]);
  });
});

describe('PAGE_BOT_CHECK', () => {
  // Real 2025 capture: www.directv.com.ar answered 302 to Radware Bot Manager's check page.
  const check =
    'https://validate.perfdrive.com/?ssa=14971452-f7e9-415a-892f-dd55b00a40fa&ssb=94417271435&ssc=https%3A%2F%2Fwww.directv.com.ar%2F&ssi=15af3723-bym7-4c58-9b6f-88c62ec2a1eb&ssk=support@shieldsquare.com&ssm=59841598836009058108530207697041';

  it("is a warning naming the bot manager and the page asked for, with no personal data in the check's address", () => {
    const findings = findingsOf(check);
    expect(findings.map((finding) => finding.code)).toEqual(['PAGE_BOT_CHECK']);
    expect(findings[0]).toMatchObject({ severity: 'warning', received: 'validate.perfdrive.com' });
    expect(findings[0]?.message).toBe(
      "This page is a bot check of Radware Bot Manager: https://www.directv.com.ar/ took the capturing browser for a bot and sent it here, so the site's page and its tags never loaded and the capture says nothing of them. Capture again in an ordinary browser (automated and headless browsers are what such checks refuse).",
    );
  });

  it('names no page when the check does not say, and is nothing on the site itself', () => {
    // The page asked for is read once, as written: an escape inside it stays.
    expect(
      findingsOf('https://validate.perfdrive.com/?ssc=https%3A%2F%2Fshop.example%2F%3Fq%3Da%252Bb')[0]
        ?.message,
    ).toContain('Radware Bot Manager: https://shop.example/?q=a%2Bb took');
    expect(findingsOf('https://validate.perfdrive.com/')[0]?.message).toContain(
      'Radware Bot Manager: the page asked for took',
    );
    expect(findingsOf('https://www.directv.com.ar/?ssk=support@shieldsquare.com').map((f) => f.code)).toEqual(
      ['PII_EMAIL'],
    );
  });
});
