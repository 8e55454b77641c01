// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAppwriteForTests } from '../../../lib/appwrite';
import '../../../lib/auth/auth-api';
import { authStore } from '../../../lib/auth/auth-store';
import { setSignInOptionsForTests } from '../../../lib/auth/sign-in-options';
import {
  ACCOUNT,
  FakeAppwriteError,
  fakeSignInOptions,
  installFakeAppwrite,
  type FakeAccount,
} from '../../../testing/fake-appwrite';
import { buttonByText, cleanup, click, render } from '../../../testing/render';
import { LOGIN_PAGE_TEXTS, LoginPage } from './login-page';
import { VerifyEmailPage } from './verify-email-page';

const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
const resend = (root: ParentNode) =>
  buttonByText(root as HTMLElement, 'Verification Email') as HTMLButtonElement | undefined;

let account: FakeAccount;
beforeEach(() => {
  vi.useFakeTimers();
  ({ account } = installFakeAppwrite());
  act(() => authStore.setState({ user: null, initialised: true }));
});
afterEach(() => {
  cleanup();
  setAppwriteForTests(null);
  setSignInOptionsForTests(null);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/login', () => {
  it('is titled as a sign-up while the form signs up, and back', async () => {
    const { container } = await render(<LoginPage />, { path: '/login' });
    const title = () => container.querySelector('h1')?.textContent;
    expect(title()).toBe(LOGIN_PAGE_TEXTS.signin.title);
    await click(buttonByText(container, 'Sign up'));
    expect(title()).toBe('Create your Tagproof account');
    expect(buttonByText(container, 'Create account')).toBeDefined();
    await click([...container.querySelectorAll('button')].find((button) => button.textContent === 'Sign in'));
    expect(title()).toBe('Sign in to Tagproof');
  });

  it('opens on sign-up with ?mode=signup', async () => {
    const { container } = await render(<LoginPage />, { path: '/login?mode=signup' });
    expect(container.querySelector('h1')?.textContent).toBe('Create your Tagproof account');
    expect(container.querySelector('form')?.getAttribute('aria-label')).toBe('Sign up');
  });

  it('offers Google only when the server has it configured', async () => {
    setSignInOptionsForTests({
      providers: async () => ({ oauthProviders: [] }),
      verificationStatus: async () => ({ emailVerified: false, retryAfterSeconds: 0 }),
    });
    const without = await render(<LoginPage />, { path: '/login' });
    await advance(0);
    expect(buttonByText(without.container, 'Sign in with Google')).toBeUndefined();
    expect(without.container.querySelector('[aria-hidden="true"] .h-px')).toBeNull(); // no "or" divider
    cleanup();
    fakeSignInOptions();
    const withGoogle = await render(<LoginPage />, { path: '/login' });
    await advance(0);
    expect(buttonByText(withGoogle.container, 'Sign in with Google')).toBeDefined();
  });

  it('does not offer Google when the server cannot be asked', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setSignInOptionsForTests({
      providers: async () => Promise.reject(new Error('offline')),
      verificationStatus: async () => Promise.reject(new Error('offline')),
    });
    const { container } = await render(<LoginPage />, { path: '/login' });
    await advance(0);
    expect(buttonByText(container, 'Sign in with Google')).toBeUndefined();
  });
});

describe('Resend Verification Email', () => {
  const unverified = { ...ACCOUNT, emailVerification: false };

  it('waits as long as the server says, from the first render', async () => {
    fakeSignInOptions(async () => ({ emailVerified: false, retryAfterSeconds: 45 }));
    act(() => authStore.setState({ user: unverified }));
    const { container } = await render(<VerifyEmailPage />, { path: '/verify-email' });
    await advance(0);
    expect(resend(container)?.disabled).toBe(true);
    expect(resend(container)?.textContent).toBe('Send Verification Email (45s)');
    await advance(44_000);
    expect(resend(container)?.disabled).toBe(true);
    await advance(1_000);
    expect(resend(container)?.disabled).toBe(false);
  });

  it("takes the server's wait after a send and after a refusal, in minutes when long", async () => {
    let wait = 0;
    const options = fakeSignInOptions(async () => ({ emailVerified: false, retryAfterSeconds: wait }));
    act(() => authStore.setState({ user: unverified }));
    const { container } = await render(<VerifyEmailPage />, { path: '/verify-email' });
    await advance(0);
    expect(resend(container)?.disabled).toBe(false);
    wait = 31;
    await click(resend(container));
    await advance(0);
    expect(account.createEmailVerification).toHaveBeenCalledTimes(1);
    expect(resend(container)?.textContent).toBe('Resend Verification Email (31s)');
    await advance(31_000);
    expect(resend(container)?.disabled).toBe(false);

    // Another tab used the quota up: the server refuses and says how long is left.
    account.createEmailVerification.mockRejectedValueOnce(
      new FakeAppwriteError('Rate limit exceeded', 429, 'general_rate_limit_exceeded'),
    );
    wait = 1_700;
    await click(resend(container));
    await advance(0);
    expect(resend(container)?.textContent).toBe('Resend Verification Email (29 min)');
    expect(resend(container)?.disabled).toBe(true);
    expect(options.verificationStatus).toHaveBeenCalledTimes(3);
  });
});
