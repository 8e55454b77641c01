// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAppwriteForTests } from '../../../lib/appwrite';
import '../../../lib/auth/auth-api';
import { AUTH_MESSAGES } from '../../../lib/auth/auth-messages';
import { authStore } from '../../../lib/auth/auth-store';
import { FakeAppwriteError, installFakeAppwrite, type FakeAccount } from '../../../testing/fake-appwrite';
import { cleanup, render } from '../../../testing/render';
import { AuthCallbackPage } from './auth-callback-page';
import { LoginPage } from './login-page';

const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

let account: FakeAccount;
beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  ({ account } = installFakeAppwrite());
  act(() => authStore.setState({ user: null, initialised: true }));
});
afterEach(() => {
  cleanup();
  setAppwriteForTests(null);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/auth-callback', () => {
  it("shows 'Completing authentication...', then after 1.5 s goes to the stored return path", async () => {
    localStorage.setItem('authReturnPath', '/automatedResults/r1');
    localStorage.setItem('authReturnUrl', 'http://localhost/automatedResults/r1');
    const { container, router } = await render(<AuthCallbackPage />, { path: '/auth-callback' });
    expect(container.textContent).toBe(AUTH_MESSAGES.completingAuthentication);
    await advance(1_400);
    expect(account.get).not.toHaveBeenCalled();
    await advance(100);
    expect(authStore.getState().user?.$id).toBe('user-1');
    expect(router.state.location.pathname).toBe('/automatedResults/r1');
    expect(localStorage.getItem('authReturnPath')).toBeNull();
    expect(localStorage.getItem('authReturnUrl')).toBeNull();
    expect(localStorage.getItem('authSession')).toBe('1');
  });

  it('goes to / without a return path, and to the login failure without a session', async () => {
    const first = await render(<AuthCallbackPage />, { path: '/auth-callback' });
    await advance(1_500);
    expect(first.router.state.location.pathname).toBe('/');
    cleanup();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    account.get.mockRejectedValueOnce(new FakeAppwriteError('Sign in', 401));
    const second = await render(<AuthCallbackPage />, { path: '/auth-callback' });
    await advance(1_500);
    expect(`${second.router.state.location.pathname}${second.router.state.location.search}`).toBe(
      '/login?error=auth_failed',
    );
  });
});

describe('/login', () => {
  it('shows the failure of a social sign-in', async () => {
    const { container } = await render(<LoginPage />, { path: '/login?error=auth_failed' });
    expect(container.querySelector('h1')?.textContent).toBe('Sign in to Tagproof');
    expect(container.querySelector('[role="alert"]')?.textContent).toContain(
      AUTH_MESSAGES.authenticationFailed,
    );
  });

  it('sends a signed-in user on to the stored return path', async () => {
    localStorage.setItem('authReturnPath', '/automatedResults/r9');
    act(() => authStore.setState({ user: { $id: 'u', name: 'Ada', emailVerification: true } }));
    const { router } = await render(<LoginPage />, { path: '/login' });
    expect(router.state.location.pathname).toBe('/automatedResults/r9');
  });
});
