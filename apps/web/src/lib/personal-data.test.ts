import { describe, expect, it } from 'vitest';
import { maskJsonStrings } from './personal-data';

describe('maskJsonStrings', () => {
  it('masks every string value, however nested, and keeps keys, numbers and shapes', () => {
    const result = {
      websiteUrl: 'https://shop.example/?email=jane.doe%40example.com',
      actions: [{ description: 'Type +44 20 7946 0958 into phone', count: 2, ok: true, none: null }],
      'jane@example.com': 'kept as a key',
    };
    expect(maskJsonStrings(result)).toEqual({
      websiteUrl: 'https://shop.example/?email=j***@example.com',
      actions: [{ description: 'Type +44***58 into phone', count: 2, ok: true, none: null }],
      'jane@example.com': 'kept as a key',
    });
  });
});
