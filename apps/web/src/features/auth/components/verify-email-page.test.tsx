// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAppwriteForTests } from '../../../lib/appwrite';
import '../../../lib/auth/auth-api';
import { AUTH_MESSAGES } from '../../../lib/auth/auth-messages';
import { authStore } from '../../../lib/auth/auth-store';
import {
  ACCOUNT,
  FakeAppwriteError,
  installFakeAppwrite,
  type FakeAccount,
} from '../../../testing/fake-appwrite';
import { buttonByText, cleanup, click, render } from '../../../testing/render';
import { resetConfirmationsForTests } from '../api/confirm-email';
import { VerifyEmailPage } from './verify-email-page';

const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
const unverified = { ...ACCOUNT, emailVerification: false };

let account: FakeAccount;
beforeEach(() => {
  vi.useFakeTimers();
  resetConfirmationsForTests();
  ({ account } = installFakeAppwrite());
  act(() => authStore.setState({ user: null, initialised: true }));
});
afterEach(() => {
  cleanup();
  setAppwriteForTests(null);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/verify-email with the link of the e-mail', () => {
  it('confirms once, says so, marks the signed-in user verified and goes to / after 2 s', async () => {
    act(() => authStore.setState({ user: unverified }));
    const { container, router } = await render(<VerifyEmailPage />, {
      path: '/verify-email?userId=user-1&secret=s3cret',
    });
    await advance(0);
    expect(account.updateEmailVerification).toHaveBeenCalledTimes(1);
    expect(account.updateEmailVerification).toHaveBeenCalledWith({ userId: 'user-1', secret: 's3cret' });
    expect(container.querySelector('[role="status"]')?.textContent).toBe(AUTH_MESSAGES.verificationSuccess);
    expect(authStore.getState().user?.emailVerification).toBe(true);
    await advance(1_900);
    expect(router.state.location.pathname).toBe('/verify-email');
    await advance(100);
    expect(router.state.location.pathname).toBe('/');
  });

  it('says the link is expired or invalid when the server refuses it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    account.updateEmailVerification.mockRejectedValueOnce(
      new FakeAppwriteError('Invalid token', 401, 'user_invalid_token'),
    );
    act(() => authStore.setState({ user: unverified }));
    const { container } = await render(<VerifyEmailPage />, {
      path: '/verify-email?userId=user-1&secret=old',
    });
    await advance(0);
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(AUTH_MESSAGES.verificationFailure);
    expect(buttonByText(container, 'Resend Verification Email')).toBeDefined();
  });
});

describe('/verify-email without a link', () => {
  it('lets a signed-in unverified user send, then resend, the e-mail', async () => {
    act(() => authStore.setState({ user: unverified }));
    const { container } = await render(<VerifyEmailPage />, { path: '/verify-email' });
    expect(container.textContent).toContain('ada@example.com');
    await click(buttonByText(container, 'Send Verification Email'));
    await advance(0);
    expect(account.createEmailVerification).toHaveBeenCalledTimes(1);
    expect(container.querySelector('[role="status"]')?.textContent).toBe(AUTH_MESSAGES.sendSuccess);
    expect(buttonByText(container, 'Resend Verification Email')?.textContent).toBe(
      'Resend Verification Email (60s)',
    );
  });

  it("shows the rate-limit text, the server's message, or the general failure", async () => {
    act(() => authStore.setState({ user: unverified }));
    const { container } = await render(<VerifyEmailPage />, { path: '/verify-email' });
    const attempts: Array<[Error, string]> = [
      [new FakeAppwriteError('Rate limit exceeded: too many requests.', 429), AUTH_MESSAGES.rateLimit],
      [
        new FakeAppwriteError('The e-mail address is already verified.', 409),
        'The e-mail address is already verified.',
      ],
      [new FakeAppwriteError('', 500), AUTH_MESSAGES.sendFailure],
    ];
    for (const [error, text] of attempts) {
      account.createEmailVerification.mockRejectedValueOnce(error);
      await click(buttonByText(container, 'Send Verification Email'));
      await advance(0);
      expect(container.querySelector('[role="alert"]')?.textContent).toBe(text);
    }
  });

  it('asks a visitor to sign in, and tells a verified user all is well', async () => {
    const { container } = await render(<VerifyEmailPage />, { path: '/verify-email' });
    expect(container.textContent).toContain('Sign in to verify your email address.');
    cleanup();
    act(() => authStore.setState({ user: { ...ACCOUNT, emailVerification: true } }));
    const verified = await render(<VerifyEmailPage />, { path: '/verify-email' });
    expect(verified.container.textContent).toContain('Your email address is verified.');
  });
});
