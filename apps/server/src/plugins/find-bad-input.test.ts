import { describe, expect, it } from 'vitest';
import {
  describeBadInput,
  findBadInput,
  jsonTextExceedsDepth,
  MAX_JSON_DEPTH,
  textProblem,
} from './find-bad-input.js';

/** `[[[…]]]` nested `levels` deep, built without recursion. */
function nested(levels: number): unknown {
  let value: unknown = [];
  for (let level = 1; level < levels; level++) value = [value];
  return value;
}

describe('textProblem', () => {
  it.each([
    ['plain text', 'Purchase', null],
    ['an emoji (a surrogate pair)', 'buy 🛒 now', null],
    ['a NUL', 'a\u0000b', 'nul'],
    ['a lone high surrogate', 'a\uD800b', 'lone-surrogate'],
    ['a high surrogate at the end', 'a\uDBFF', 'lone-surrogate'],
    ['a lone low surrogate', '\uDC00a', 'lone-surrogate'],
    ['two high surrogates then a low one', '\uD800\uD800\uDC00', 'lone-surrogate'],
  ])('answers %s with %s', (_case, text, problem) => {
    expect(textProblem(text)).toBe(problem);
  });
});

describe('findBadInput', () => {
  it('accepts ordinary JSON values', () => {
    expect(
      findBadInput({ data: { name: 'Purchase', metrics: [{ metric: 'cu', value: 'EUR' }] } }, 'body'),
    ).toBe(null);
    expect(findBadInput(undefined, 'body')).toBe(null);
    expect(findBadInput(42, 'body')).toBe(null);
  });

  it('names where a NUL is, in a value or in a key', () => {
    expect(findBadInput({ data: { list: ['ok', 'x\u0000'] } }, 'body')).toEqual({
      problem: 'nul',
      where: 'body.data.list[1]',
    });
    expect(findBadInput({ data: { 'a\u0000': 1 } }, 'body')).toEqual({
      problem: 'nul',
      where: 'a key of body.data',
    });
  });

  it('finds lone surrogates', () => {
    expect(findBadInput({ name: 'a\uDC00' }, 'body')).toEqual({
      problem: 'lone-surrogate',
      where: 'body.name',
    });
  });

  it(`accepts ${MAX_JSON_DEPTH} levels and refuses one more`, () => {
    expect(findBadInput(nested(MAX_JSON_DEPTH), 'body')).toBe(null);
    expect(findBadInput(nested(MAX_JSON_DEPTH + 1), 'body')?.problem).toBe('too-deep');
  });

  it('looks at values nested a million levels deep without exhausting the stack', () => {
    const bad = findBadInput(nested(1_000_000), 'body');
    expect(bad?.problem).toBe('too-deep');
    expect(describeBadInput(bad ?? { problem: 'nul', where: '' }).length).toBeLessThan(300);
  });

  it('checks the depth only when told not to look at text', () => {
    expect(findBadInput({ postData: 'a\u0000' }, 'body', { checkText: false })).toBe(null);
    expect(findBadInput({ deep: nested(100) }, 'body', { checkText: false })?.problem).toBe('too-deep');
  });

  it('keeps a huge key out of the answer', () => {
    const bad = findBadInput({ ['k'.repeat(100_000)]: { name: 'a\u0000' } }, 'body');
    expect(bad?.problem).toBe('nul');
    expect(bad?.where.length).toBeLessThan(200);
  });
});

describe('jsonTextExceedsDepth', () => {
  it.each([
    ['[]', 1, false],
    ['[[]]', 1, true],
    ['{"a":{"b":[1]}}', 3, false],
    ['{"a":{"b":[1]}}', 2, true],
    ['["[[[[[[", "\\"[[[[", "\\\\"]', 1, false],
    ['["\\\\", [[]]]', 2, true],
    ['"unterminated [[[[', 1, false],
  ])('%s nested past %d: %s', (text, maxDepth, expected) => {
    expect(jsonTextExceedsDepth(text, maxDepth)).toBe(expected);
  });

  it('stops at the first level too many of megabytes of brackets', () => {
    const text = `${'['.repeat(2_000_000)}${']'.repeat(2_000_000)}`;
    expect(jsonTextExceedsDepth(text)).toBe(true);
    expect(jsonTextExceedsDepth(JSON.stringify(nested(MAX_JSON_DEPTH)))).toBe(false);
  });
});
