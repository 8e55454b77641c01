import { describe, expect, it } from 'vitest';
import { decode } from '../decode.js';
import { canonicalText } from './canonical.js';
import type { Comparison } from './condition.js';
import { buildParamIndex, conditionsHold, evaluateCondition } from './evaluate.js';

const [hit] = decode({
  url: 'https://www.google-analytics.com/g/collect?v=2&tid=G-ABC123&cid=1.2&en=add_to_cart&cu=EUR&ep.empty=&epn.value=10&pr1=idSKU1~nmShirt~pr10~qt1',
});
const [pixel] = decode({
  url: 'https://www.facebook.com/tr/?id=1&ev=Purchase&cd[value]=10.00&cd[contents]=%5B%7B%22quantity%22%3A1%2C%22id%22%3A%22A%22%7D%5D',
});
const ga4 = buildParamIndex(hit ?? (undefined as never));
const meta = buildParamIndex(pixel ?? (undefined as never));

describe('evaluateCondition', () => {
  it.each<[string, string, Comparison, string, 'ga4' | 'meta', boolean, string | null]>([
    ['equals on the wire name', 'en', 'equals', 'add_to_cart', 'ga4', true, 'add_to_cart'],
    ['equals is case-sensitive text', 'cu', 'equals', 'eur', 'ga4', false, 'EUR'],
    ['cu and ep.currency are different metrics', 'ep.currency', 'exists', '', 'ga4', false, null],
    ['numbers compare as text', 'cd[value]', 'equals', '10', 'meta', false, '10.00'],
    ['exists holds for an empty value', 'ep.empty', 'exists', '', 'ga4', true, ''],
    ['notExists holds when absent', 'ep.coupon', 'notExists', '', 'ga4', true, null],
    ['notExists fails when present', 'cu', 'notExists', '', 'ga4', false, 'EUR'],
    ['decoded item fields are metrics', 'pr1.id', 'equals', 'SKU1', 'ga4', true, 'SKU1'],
    ['bracketed names are metrics', 'cd[value]', 'equals', '10.00', 'meta', true, '10.00'],
    [
      'JSON values compare canonically',
      'cd[contents]',
      'equals',
      '[{"id":"A","quantity":1}]',
      'meta',
      true,
      '[{"quantity":1,"id":"A"}]',
    ],
    ['a missing parameter never equals', 'ep.coupon', 'equals', '', 'ga4', false, null],
  ])('%s', (_, metric, comparison, expected, which, passed, received) => {
    const result = evaluateCondition({ metric, comparison, expected }, which === 'ga4' ? ga4 : meta);
    expect(result).toEqual({ metric, comparison, expected, received, passed });
  });

  it('combines under AND and OR; an empty list never holds', () => {
    const yes = { metric: 'cu', comparison: 'exists', expected: '' } as const;
    const no = { metric: 'ep.coupon', comparison: 'exists', expected: '' } as const;
    expect(conditionsHold([yes, no], 'AND', ga4)).toBe(false);
    expect(conditionsHold([yes, no], 'OR', ga4)).toBe(true);
    expect(conditionsHold([], 'AND', ga4)).toBe(false);
    expect(conditionsHold([], 'OR', ga4)).toBe(false);
  });
});

describe('canonicalText', () => {
  it.each<[unknown, string]>([
    ['text', 'text'],
    [' {"b":1, "a":{"d":[2, 1],"c":null}}', '{"a":{"c":null,"d":[2,1]},"b":1}'],
    ['{not json', '{not json'],
    [12.5, '12.5'],
    [true, 'true'],
    [null, ''],
    [undefined, ''],
    [{ z: 1, a: 'x' }, '{"a":"x","z":1}'],
  ])('%j → %s', (value, expected) => {
    expect(canonicalText(value)).toBe(expected);
  });

  it('never throws, even on cycles or deep nesting', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    let deep: unknown = 1;
    for (let depth = 0; depth < 10_000; depth++) deep = [deep];
    expect(() => canonicalText(cyclic)).not.toThrow();
    expect(() => canonicalText(deep)).not.toThrow();
    expect(() => canonicalText(`${'['.repeat(100_000)}${']'.repeat(100_000)}`)).not.toThrow();
  });
});
