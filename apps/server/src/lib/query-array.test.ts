import { describe, expect, it } from 'vitest';
import { readQueryArray } from './query-array.js';

describe('readQueryArray', () => {
  it.each([
    ['indexed, in index order', { 'scopes[1]': 'b', 'scopes[0]': 'a', 'scopes[10]': 'c' }, ['a', 'b', 'c']],
    ['empty brackets, repeated', { 'scopes[]': ['a', 'b'] }, ['a', 'b']],
    ['a plain repeated key', { scopes: ['a', 'b'] }, ['a', 'b']],
    ['a single plain value', { scopes: 'a' }, ['a']],
    ['nothing', {}, []],
    ['other parameters only', { 'scopesX[0]': 'a', 'other[0]': 'b', 'scopes[x]': 'c' }, []],
  ])('reads %s', (_what, query, expected) => {
    expect(readQueryArray(query, 'scopes')).toEqual(expected);
  });

  it('reads what Fastify parses from the query the appwrite SDK sends', () => {
    const query = Object.fromEntries(
      new URLSearchParams('queries%5B0%5D=%7B%22a%22%3A1%7D&queries%5B1%5D=x'),
    );
    expect(readQueryArray(query, 'queries')).toEqual(['{"a":1}', 'x']);
  });

  it('ignores non-objects', () => {
    expect(readQueryArray(null, 'scopes')).toEqual([]);
    expect(readQueryArray('scopes[0]=a', 'scopes')).toEqual([]);
  });
});
