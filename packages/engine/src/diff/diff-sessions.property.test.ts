import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validate } from '../validation/validate.js';
import type { ValidationData } from '../validation/types.js';
import { diffValidations } from './diff-sessions.js';

const event = fc.constantFrom('page_view', 'add_to_cart', 'purchase', 'scroll');
const value = fc.constantFrom('1', '2', 'EUR', 'USD');
const page = fc.constantFrom('https://a.example/', 'https://a.example/cart?x=1', 'https://b.example/');
const hit = fc
  .record({ event, value, page, random: fc.nat(999) })
  .map(({ event: name, value: v, page: tab, random }) => ({
    url: `https://www.google-analytics.com/g/collect?v=2&tid=G-1&en=${name}&ep.v=${v}&_s=${random}&cid=${random}`,
    tabUrl: tab,
  }));

function data(requests: Array<{ url: string; tabUrl: string }>): ValidationData {
  const response = validate({ requests });
  if (!response.data) throw new Error(response.error ?? 'no data');
  return response.data;
}

describe('diffValidations (property)', () => {
  it('finds no change between a session and any reordering of it (volatile values aside)', () => {
    fc.assert(
      fc.property(
        fc
          .array(hit, { maxLength: 15 })
          .chain((hits) =>
            fc.tuple(fc.constant(hits), fc.shuffledSubarray(hits, { minLength: hits.length })),
          ),
        ([hits, shuffled]) => {
          const diff = diffValidations(data(hits), data(shuffled));
          expect(diff.groups.flatMap((group) => group.changes)).toEqual([]);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('tells as many vanished sends as were removed, each a regression', () => {
    fc.assert(
      fc.property(fc.array(hit, { minLength: 1, maxLength: 15 }), fc.nat(), (hits, at) => {
        const index = at % hits.length;
        const kept = hits.filter((_, position) => position !== index);
        const diff = diffValidations(data(hits), data(kept));
        const vanished = diff.groups
          .flatMap((group) => group.changes)
          .filter((change) => change.kind === 'event_vanished');
        expect(vanished.reduce((sum, change) => sum + change.occurrences, 0)).toBe(1);
        expect(vanished[0]?.severity).toBe('regression');
        expect(diff.events).toEqual({ baseline: hits.length, current: hits.length - 1 });
      }),
      { numRuns: 40 },
    );
  });
});
