import { describe, expect, it } from 'vitest';
import { CUSTOM_ID_PATTERN, generateUniqueId, resolveId, UNIQUE_ID } from './ids.js';

describe('ids', () => {
  it('generates 20 hex characters that sort by time', () => {
    const first = generateUniqueId(1_700_000_000_000);
    const second = generateUniqueId(1_700_000_000_001);
    expect(first).toMatch(/^[0-9a-f]{20}$/);
    expect(first < second).toBe(true);
    expect(new Set(Array.from({ length: 1000 }, () => generateUniqueId(5))).size).toBe(1000);
  });

  it.each([
    ['alice', 'alice'],
    ['A.b-c_d', 'A.b-c_d'],
    ['a'.repeat(36), 'a'.repeat(36)],
    ['a'.repeat(37), null],
    ['_alice', null],
    ['.alice', null],
    ['al ice', null],
    ['', null],
  ])('resolves the custom id %j to %j', (requested, expected) => {
    expect(resolveId(requested)).toBe(expected);
  });

  it('generates an id for unique()', () => {
    expect(resolveId(UNIQUE_ID)).toMatch(CUSTOM_ID_PATTERN);
  });
});
