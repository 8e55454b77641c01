import { describe, expect, it } from 'vitest';
import { unsafePatternReason } from './safe-pattern.js';

describe('unsafePatternReason', () => {
  it.each(['^/v1/e$', '^/t/[0-9]+/px$', '^/(?:a|b)/c$', '^/x/[a-z_]+/[0-9]+$', '^/a(b)?c$', '^/[(+*]$'])(
    'accepts %s',
    (pattern) => {
      expect(unsafePatternReason(pattern, 200)).toBeNull();
    },
  );

  it.each([
    '^(a+)+$',
    '^(a*)*$',
    '^(a|aa)+$',
    '^(?:a?){5,}$',
    '^((ab)*c)+$',
    '^(a)\\1$',
    '^.*a.*b.*c$',
    '^/a',
    'a$',
    '^[$',
  ])('refuses %s', (pattern) => {
    expect(unsafePatternReason(pattern, 200)).not.toBeNull();
  });

  it('refuses a pattern over the length limit', () => {
    expect(unsafePatternReason(`^${'a'.repeat(20)}$`, 10)).not.toBeNull();
  });
});
