import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../../lib/auth/auth-store';
import { submitterFrom } from './submitter';

const user: AuthUser = { $id: 'u1', name: 'Jane', emailVerification: true };

describe('submitterFrom', () => {
  it('reads the user id and prefs.isPremium', () => {
    expect(submitterFrom(null)).toEqual({ userId: null, isPremium: false });
    expect(submitterFrom(user)).toEqual({ userId: 'u1', isPremium: false });
    expect(submitterFrom({ ...user, prefs: { isPremium: true } } as AuthUser)).toEqual({
      userId: 'u1',
      isPremium: true,
    });
    expect(submitterFrom({ ...user, prefs: { isPremium: 'yes' } } as AuthUser).isPremium).toBe(false);
  });
});
