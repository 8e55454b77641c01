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

  // A linear scan: a backtracking regression on these fails on the test timeout; the speed is a figure
  // of `npm run bench -- engine` (worst-case inputs).
  it('reads long numbers and rejects long almost-numbers', () => {
    const ones = '1'.repeat(200_000);
    expect(parseDecimal(`${ones}x`)).toBeNull();
    expect(parseDecimal(`${ones}e`)).toBeNull();
    expect(parseDecimal(`${ones}.${ones}.`)).toBeNull();
    expect(parseDecimal(`-${ones}`)).toBeNull(); // beyond any finite number
    expect(parseDecimal(`${'0'.repeat(200_000)}1`)).toBe(1);
    expect(parseDecimal(`0.${'5'.repeat(200_000)}`)).toBe(0.5555555555555556);
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
