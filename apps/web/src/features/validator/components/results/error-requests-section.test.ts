import { describe, expect, it } from 'vitest';
import { listedCount } from './error-requests-section';

describe('the count of Requests with errors', () => {
  it('is the number of requests when they all have errors', () => {
    expect(listedCount(9, 0)).toBe('(9)');
    expect(listedCount(0, 0)).toBe('(0)');
  });

  it('says they have suggestions only when none has errors (beside a Requests with Errors tile of 0)', () => {
    expect(listedCount(0, 30)).toBe('(30 with suggestions only)');
  });

  it('says how many have errors when suggestions-only requests are listed too', () => {
    expect(listedCount(9, 30)).toBe('(9 with errors, 30 with suggestions only)');
    expect(listedCount(1200, 3)).toBe('(1,200 with errors, 3 with suggestions only)');
  });
});
