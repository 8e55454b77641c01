import { describe, expect, it } from 'vitest';
import { decode } from '../decode.js';
import { ApplicableRules } from './applicable-rules.js';
import { createSessionContext, RULES, runRules } from './index.js';
import { META_RULES } from './meta/index.js';

const META_CODES = new Set(META_RULES.map((rule) => rule.code));

function metaFindings(url: string): string[] {
  const decoded = decode({ url });
  const session = createSessionContext(decoded);
  return decoded
    .flatMap((event) => runRules(event, session))
    .map((finding) => finding.code)
    .filter((code) => META_CODES.has(code));
}

describe('ApplicableRules', () => {
  const applicable = new ApplicableRules(RULES);

  it('gives a library load only the rules of every category, never its vendor’s own', () => {
    const [load] = decode({ url: 'https://connect.facebook.net/en_US/fbevents.js' });
    expect(load?.eventName).toBe('library_load');
    expect(load?.category).toBe('FACEBOOK');
    if (load === undefined) return;
    const rules = applicable.for(load).map((step) => step.rule);
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.every((rule) => rule.categories === 'all')).toBe(true);
    expect(rules).toEqual(RULES.filter((rule) => rule.categories === 'all'));
    // Worked out once: the same list for the next library load, whatever its vendor.
    const [other] = decode({ url: 'https://bat.bing.com/bat.js' });
    if (other !== undefined) expect(applicable.for(other)).toBe(applicable.for(load));
  });

  it('still gives a pixel hit its vendor’s rules', () => {
    const [hit] = decode({ url: 'https://www.facebook.com/tr/?id=1234567890123456&ev=PageView' });
    if (hit === undefined) throw new Error('no decoded hit');
    const rules = applicable.for(hit).map((step) => step.rule);
    expect(rules.some((rule) => rule.categories !== 'all' && rule.categories.includes('FACEBOOK'))).toBe(
      true,
    );
  });
});

describe('Meta rules on the pixel’s scripts', () => {
  it.each([
    'https://connect.facebook.net/en_US/fbevents.js',
    'https://connect.facebook.net/signals/config/625799750871183?v=2.9.92&r=stable',
    'https://connect.facebook.net/signals/plugins/identity.js?v=2.9.92',
  ])('find nothing in %s', (url) => {
    expect(metaFindings(url)).toEqual([]);
  });

  it('still find a pixel hit without a pixel id', () => {
    expect(metaFindings('https://www.facebook.com/tr/?ev=PageView').length).toBeGreaterThan(0);
  });
});
