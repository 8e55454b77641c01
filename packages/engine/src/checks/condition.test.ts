import { describe, expect, it } from 'vitest';
import { readComparison } from './condition.js';

describe('reading a comparison of a saved test', () => {
  it('reads the known names and spellings, whatever their case', () => {
    expect(readComparison('Equals')).toBe('equals');
    expect(readComparison(' == ')).toBe('equals');
    expect(readComparison('Not Exists')).toBe('notExists');
  });

  it('reads a name of the prototype (constructor, toString, __proto__) as unknown, not as a function', () => {
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty'])
      expect(readComparison(name)).toBeNull();
  });
});
