// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAppwriteForTests } from '../../lib/appwrite';
import { AUTH_MESSAGES } from '../../lib/auth/auth-messages';
import { authStore } from '../../lib/auth/auth-store';
import { notify } from '../../lib/notify';
import { FakeAppwriteError, installFakeAppwrite, type FakeAccount } from '../../testing/fake-appwrite';
import { inputByLabel, typeInto } from '../../testing/forms';
import { buttonByText, cleanup, click, render } from '../../testing/render';
import { LoginForm } from './login-form';

vi.mock('../../lib/notify', async (original) => ({
  ...(await original<object>()),
  notify: vi.fn(),
}));

let account: FakeAccount;
beforeEach(() => {
  localStorage.clear();
  ({ account } = installFakeAppwrite());
  act(() => authStore.setState({ user: null, initialised: true }));
});
afterEach(() => {
  cleanup();
  setAppwriteForTests(null);
  vi.clearAllMocks();
});

const errorOf = (input: HTMLInputElement | null) =>
  input?.getAttribute('aria-invalid') === 'true'
    ? document.getElementById(`${input.id}-error`)?.textContent
    : undefined;

describe('the sign-in form', () => {
  it('requires an e-mail and a password, and focuses the first missing field', async () => {
    const { container } = await render(<LoginForm />);
    expect(inputByLabel(container, 'Full Name')).toBeNull();
    await click(buttonByText(container, 'Sign in'));
    expect(errorOf(inputByLabel(container, 'Email'))).toBe('Email is required');
    expect(errorOf(inputByLabel(container, 'Password'))).toBe('Password is required');
    expect(document.activeElement).toBe(inputByLabel(container, 'Email'));
    expect(account.createEmailPasswordSession).not.toHaveBeenCalled();
  });

  it('refuses a malformed e-mail', async () => {
    const { container } = await render(<LoginForm />);
    await typeInto(inputByLabel(container, 'Email'), 'ada.example.com');
    await typeInto(inputByLabel(container, 'Password'), 'x');
    await click(buttonByText(container, 'Sign in'));
    expect(errorOf(inputByLabel(container, 'Email'))).toBe('Enter a valid email address');
  });

  it('signs in, sets the user and calls onSuccess', async () => {
    const onSuccess = vi.fn();
    const { container } = await render(<LoginForm onSuccess={onSuccess} />);
    await typeInto(inputByLabel(container, 'Email'), ' ada@example.com ');
    await typeInto(inputByLabel(container, 'Password'), 'correct horse');
    await click(buttonByText(container, 'Sign in'));
    expect(account.createEmailPasswordSession).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'correct horse',
    });
    expect(authStore.getState().user).toMatchObject({ $id: 'user-1', name: 'Ada Lovelace' });
    expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ $id: 'user-1' }));
  });

  it("shows the server's message for a wrong password, else 'Authentication failed'", async () => {
    const { container } = await render(<LoginForm />);
    await typeInto(inputByLabel(container, 'Email'), 'ada@example.com');
    await typeInto(inputByLabel(container, 'Password'), 'wrong');
    account.createEmailPasswordSession.mockRejectedValueOnce(
      new FakeAppwriteError(
        'Invalid credentials: check the e-mail and password.',
        401,
        'user_invalid_credentials',
      ),
    );
    await click(buttonByText(container, 'Sign in'));
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'Invalid credentials: check the e-mail and password.',
    );
    account.createEmailPasswordSession.mockRejectedValueOnce(new FakeAppwriteError('', 500));
    await click(buttonByText(container, 'Sign in'));
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(AUTH_MESSAGES.authenticationFailed);
    expect(authStore.getState().user).toBeNull();
  });
});

describe('the sign-up form', () => {
  async function signUpForm() {
    const view = await render(<LoginForm />);
    await click(buttonByText(view.container, 'Sign up'));
    return view;
  }

  it('adds Full Name, required with the e-mail and password', async () => {
    const { container } = await signUpForm();
    await click(buttonByText(container, 'Create account'));
    expect(errorOf(inputByLabel(container, 'Full Name'))).toBe('Full Name is required');
    expect(errorOf(inputByLabel(container, 'Email'))).toBe('Email is required');
    expect(errorOf(inputByLabel(container, 'Password'))).toBe('Password is required');
    expect(document.activeElement).toBe(inputByLabel(container, 'Full Name'));
  });

  it('asks for 8 characters of password, as the server does', async () => {
    const { container } = await signUpForm();
    await typeInto(inputByLabel(container, 'Password'), 'short');
    await click(buttonByText(container, 'Create account'));
    expect(errorOf(inputByLabel(container, 'Password'))).toBe('Password must be at least 8 characters');
  });

  it('creates the account, signs in and says to check the e-mail', async () => {
    const { container } = await signUpForm();
    await typeInto(inputByLabel(container, 'Full Name'), 'Ada Lovelace');
    await typeInto(inputByLabel(container, 'Email'), 'ada@example.com');
    await typeInto(inputByLabel(container, 'Password'), 'correct horse');
    await click(buttonByText(container, 'Create account'));
    expect(account.create).toHaveBeenCalled();
    expect(account.createEmailVerification).toHaveBeenCalled();
    expect(authStore.getState().user?.$id).toBe('user-1');
    expect(notify).toHaveBeenCalledWith({ type: 'success', message: AUTH_MESSAGES.signUpSuccess });
  });

  it('warns when the verification e-mail could not be sent', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    account.createEmailVerification.mockRejectedValueOnce(new FakeAppwriteError('down', 503));
    const { container } = await signUpForm();
    await typeInto(inputByLabel(container, 'Full Name'), 'Ada');
    await typeInto(inputByLabel(container, 'Email'), 'ada@example.com');
    await typeInto(inputByLabel(container, 'Password'), 'correct horse');
    await click(buttonByText(container, 'Create account'));
    expect(notify).toHaveBeenCalledWith({ type: 'warning', message: AUTH_MESSAGES.signUpVerificationFailed });
  });

  it.each([
    [
      'password_personal_data',
      'The password you are trying to use contains references to your name, email, phone or userID. Please try a different password.',
    ],
    [
      'general_argument_invalid',
      'Invalid request: this password is one of the most commonly used passwords, which attackers try first: choose a less common one',
    ],
  ])(
    "shows the server's message when it refuses the password (%s) and stays signed out",
    async (type, message) => {
      account.create.mockRejectedValueOnce(new FakeAppwriteError(message, 400, type));
      const { container } = await signUpForm();
      await typeInto(inputByLabel(container, 'Full Name'), 'Ada Lovelace');
      await typeInto(inputByLabel(container, 'Email'), 'ada@example.com');
      await typeInto(inputByLabel(container, 'Password'), 'Password123');
      await click(buttonByText(container, 'Create account'));
      expect(container.querySelector('[role="alert"]')?.textContent).toBe(message);
      expect(account.createEmailPasswordSession).not.toHaveBeenCalled();
      expect(authStore.getState().user).toBeNull();
    },
  );

  it("shows 'Failed to initialize user after signup/login' when the new account cannot be read", async () => {
    account.get.mockRejectedValueOnce(new FakeAppwriteError('boom', 500));
    const { container } = await signUpForm();
    await typeInto(inputByLabel(container, 'Full Name'), 'Ada');
    await typeInto(inputByLabel(container, 'Email'), 'ada@example.com');
    await typeInto(inputByLabel(container, 'Password'), 'correct horse');
    await click(buttonByText(container, 'Create account'));
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(AUTH_MESSAGES.initFailed);
  });
});

describe('Sign in with Google', () => {
  it('leaves for the provider with the return path', async () => {
    const { container } = await render(<LoginForm returnPath="/automatedResults/r1" />);
    await click(buttonByText(container, 'Sign in with Google'));
    await vi.waitFor(() => expect(account.createOAuth2Session).toHaveBeenCalled());
    expect(localStorage.getItem('authReturnPath')).toBe('/automatedResults/r1');
  });
});
