import { describe, expect, it } from 'vitest';
import { exceedsDepth, jsonTextExceedsDepth } from './json-depth.js';

describe('exceedsDepth', () => {
  it.each([
    [[], 1, false],
    [[[1]], 1, true],
    [{ a: { b: [1] } }, 3, false],
    [{ a: { b: [1] } }, 2, true],
    ['text', 0, false],
  ])('%j past %d levels: %s', (value, maxDepth, expected) => {
    expect(exceedsDepth(value, maxDepth)).toBe(expected);
  });

  it('stops on a cycle instead of walking it forever', () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    cycle.again = cycle;
    expect(exceedsDepth(cycle)).toBe(true);
  });
});

describe('jsonTextExceedsDepth', () => {
  it.each([
    ['[]', 1, false],
    ['[[]]', 1, true],
    ['["[[[[", "\\"[[[[", "\\\\"]', 1, false],
    ['["\\\\", [[]]]', 2, true],
    ['"never closed [[[[', 1, false],
  ])('%s past %d levels: %s', (text, maxDepth, expected) => {
    expect(jsonTextExceedsDepth(text, maxDepth)).toBe(expected);
  });
});
