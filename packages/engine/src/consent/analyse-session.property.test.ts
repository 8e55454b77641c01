import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decode } from '../decode.js';
import { analyseConsent } from './analyse-session.js';

const letter = fc.constantFrom('l', 'm', 'n', 'p', 'q', 'r', 't', 'u', 'v', 'x');
const gcd = fc.tuple(letter, letter, letter, letter).map((letters) => `13${letters.join('3')}5`);
const gcs = fc.constantFrom('G100', 'G101', 'G110', 'G111', 'G1--', 'G9');
const request = fc.oneof(
  fc
    .tuple(gcd, gcs)
    .map(
      ([g, s]) =>
        `https://www.google-analytics.com/g/collect?v=2&tid=G-1&en=page_view&gcd=${g}&gcs=${s}&dl=https%3A%2F%2Fa.example%2F`,
    ),
  fc.constant('https://www.facebook.com/tr/?id=1&ev=PageView&ud[em]=' + 'a'.repeat(64)),
  fc.constant('https://px.ads.linkedin.com/collect/?pid=1&conversionId=2&fmt=gif'),
  fc.constant('https://shop.example.com/next'),
);

describe('the consent analysis (property)', () => {
  it('never throws, and every hit points at a state of its page', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(request, fc.boolean()), { maxLength: 25 }), (entries) => {
        const decoded = entries.flatMap(([url, navigation], index) =>
          decode({
            requestId: `r${index + 1}`,
            url,
            method: 'GET',
            ...(navigation ? { type: 'navigation' } : {}),
          }),
        );
        const { timeline } = analyseConsent(decoded);
        for (const page of timeline.pages) {
          for (const hit of page.hits) {
            if (hit.stateIndex !== null) expect(hit.stateIndex).toBeLessThan(page.states.length);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
