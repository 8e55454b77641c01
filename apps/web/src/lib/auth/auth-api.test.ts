// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeAppwriteError, installFakeAppwrite, type FakeAccount } from '../../testing/fake-appwrite';
import { setAppwriteForTests } from '../appwrite';
import { fetchSessionUser, signIn, signOut, signUp, startGoogleSignIn, toAuthUser } from './auth-api';
import { AUTH_MESSAGES } from './auth-messages';
import { hasSessionHint, peekReturnPath } from './auth-storage';

let account: FakeAccount;
beforeEach(() => {
  localStorage.clear();
  ({ account } = installFakeAppwrite());
});
afterEach(() => {
  setAppwriteForTests(null);
  vi.restoreAllMocks();
});

describe('the account calls', () => {
  it('signs up: creates the account, signs in, and sends the verification e-mail to /verify-email', async () => {
    const result = await signUp('Ada Lovelace', 'ada@example.com', 'correct horse');
    expect(account.create).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'ada@example.com', password: 'correct horse', name: 'Ada Lovelace' }),
    );
    expect(account.createEmailPasswordSession).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'correct horse',
    });
    expect(account.createEmailVerification).toHaveBeenCalledWith({ url: `${location.origin}/verify-email` });
    expect(result).toEqual({ user: expect.objectContaining({ $id: 'user-1' }), verification: 'sent' });
    expect(hasSessionHint()).toBe(true);
  });

  it('tells when the verification e-mail could not be sent after sign-up', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    account.createEmailVerification.mockRejectedValueOnce(new FakeAppwriteError('SMTP down', 503));
    expect((await signUp('Ada', 'ada@example.com', 'correct horse')).verification).toBe('failed');
  });

  it('does not send one to a verified account', async () => {
    account.get.mockResolvedValueOnce({
      $id: 'u',
      name: 'V',
      email: 'v@example.com',
      emailVerification: true,
      prefs: {},
    });
    expect((await signUp('V', 'v@example.com', 'correct horse')).verification).toBe('not-needed');
    expect(account.createEmailVerification).not.toHaveBeenCalled();
  });

  it('passes the server message of a failed sign-in on', async () => {
    account.createEmailPasswordSession.mockRejectedValueOnce(
      new FakeAppwriteError(
        'Invalid credentials: check the e-mail and password.',
        401,
        'user_invalid_credentials',
      ),
    );
    await expect(signIn('ada@example.com', 'wrong')).rejects.toThrow('Invalid credentials');
  });

  it('replaces a session this browser still holds', async () => {
    account.createEmailPasswordSession.mockRejectedValueOnce(
      new FakeAppwriteError('A session is already active.', 401, 'user_session_already_exists'),
    );
    await signIn('ada@example.com', 'correct horse');
    expect(account.deleteSession).toHaveBeenCalledWith({ sessionId: 'current' });
    expect(account.createEmailPasswordSession).toHaveBeenCalledTimes(2);
  });

  it("says 'Failed to initialize user after signup/login' when the account cannot be read", async () => {
    account.get.mockResolvedValueOnce({ name: 'no id' } as never);
    await expect(signIn('ada@example.com', 'correct horse')).rejects.toThrow(AUTH_MESSAGES.initFailed);
  });

  it("answers 'No valid session found' for a 401 on the current session", async () => {
    account.getSession.mockRejectedValueOnce(
      new FakeAppwriteError('Sign in', 401, 'general_unauthorized_scope'),
    );
    await expect(fetchSessionUser()).rejects.toThrow(AUTH_MESSAGES.noValidSession);
  });

  it('signs out of the current session and forgets the hint', async () => {
    localStorage.setItem('authSession', '1');
    await signOut();
    expect(account.deleteSession).toHaveBeenCalledWith({ sessionId: 'current' });
    expect(hasSessionHint()).toBe(false);
  });

  it('starts Google sign-in with the callback and failure pages, keeping the return path', () => {
    startGoogleSignIn('/automatedResults/r1');
    expect(account.createOAuth2Session).toHaveBeenCalledWith({
      provider: 'google',
      success: `${location.origin}/auth-callback`,
      failure: `${location.origin}/login?error=auth_failed`,
    });
    expect(peekReturnPath()).toBe('/automatedResults/r1');
    expect(localStorage.getItem('authReturnUrl')).toBe(location.href);
  });
});

describe('toAuthUser', () => {
  it('keeps id, name, e-mail, verification and prefs; refuses an answer without id or flag', () => {
    expect(
      toAuthUser({
        $id: 'a',
        name: 'A',
        email: 'a@x.io',
        emailVerification: false,
        prefs: { isPremium: true },
      }),
    ).toEqual({
      $id: 'a',
      name: 'A',
      email: 'a@x.io',
      emailVerification: false,
      prefs: { isPremium: true },
    });
    expect(toAuthUser({ name: 'A', emailVerification: true })).toBeNull();
    expect(toAuthUser({ $id: 'a', name: 'A' })).toBeNull();
    expect(toAuthUser(null)).toBeNull();
  });
});

describe('the return path', () => {
  it('never keeps another site', () => {
    startGoogleSignIn('//evil.example/x');
    expect(peekReturnPath()).toBeNull();
  });
});
