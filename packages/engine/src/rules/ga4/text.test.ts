import { describe, expect, it } from 'vitest';
import { charCount, listNames, longerThan, parseDecimal } from './text.js';

describe('parseDecimal', () => {
  it.each([
    ['12', 12],
    ['-3.5', -3.5],
    ['0.30', 0.3],
    ['.5', 0.5],
    ['5.', 5],
    ['1e3', 1000],
    [' 7 ', 7],
  ])('reads %j as %d', (text, value) => expect(parseDecimal(text)).toBe(value));

  it.each(['', ' ', '12,50', '$12', '12 EUR', '0x1F', 'Infinity', 'NaN', '1e', '.', '-', '1.2.3', '1e400'])(
    'rejects %j',
    (text) => expect(parseDecimal(text)).toBeNull(),
  );

  it('stays fast on long almost-numbers', () => {
    const started = performance.now();
    expect(parseDecimal(`${'1'.repeat(200_000)}x`)).toBeNull();
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe('lengths in characters', () => {
  it('counts code points, as Google counts characters', () => {
    expect(charCount('abc')).toBe(3);
    expect(charCount('😀😀')).toBe(2);
    expect(longerThan('😀'.repeat(100), 100)).toBe(false);
    expect(longerThan('😀'.repeat(101), 100)).toBe(true);
    expect(longerThan('é'.repeat(101), 100)).toBe(true);
  });
});

describe('listNames', () => {
  it('joins names for a message', () => {
    expect(listNames(['a'])).toBe('a');
    expect(listNames(['a', 'b', 'c'])).toBe('a, b and c');
    expect(listNames(['a', 'b', 'c', 'd'], 2)).toBe('a, b and 2 more');
  });
});
