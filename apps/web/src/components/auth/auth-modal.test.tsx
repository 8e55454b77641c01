// @vitest-environment happy-dom
import { act, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAppwriteForTests } from '../../lib/appwrite';
import { authStore } from '../../lib/auth/auth-store';
import { installFakeAppwrite } from '../../testing/fake-appwrite';
import { inputByLabel, typeInto } from '../../testing/forms';
import { buttonByText, cleanup, click, press, render } from '../../testing/render';
import { AuthModal, type AuthModalProps } from './auth-modal';

function Harness(props: Omit<AuthModalProps, 'open' | 'onOpenChange'>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p data-testid="state">{open ? 'open' : 'closed'}</p>
      <AuthModal open={open} onOpenChange={setOpen} {...props} />
    </>
  );
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');

beforeEach(() => {
  installFakeAppwrite();
  act(() => authStore.setState({ user: null, initialised: true }));
});
afterEach(() => {
  cleanup();
  setAppwriteForTests(null);
});

describe('the login modal', () => {
  it("reads 'Authentication Required: Please log in to continue.' with the embedded form", async () => {
    await render(<Harness />);
    expect(dialog()?.querySelector('h2')?.textContent).toBe('Authentication Required');
    expect(dialog()?.textContent).toContain('Please log in to continue.');
    expect(inputByLabel(dialog()!, 'Email')).not.toBeNull();
    expect(buttonByText(dialog()!, 'Sign in with Google')).toBeDefined();
  });

  it('takes another title and text, and resumes the action after signing in', async () => {
    const onSuccess = vi.fn();
    await render(<Harness description="Please log in to create tests and triggers." onSuccess={onSuccess} />);
    expect(dialog()?.textContent).toContain('Please log in to create tests and triggers.');
    await typeInto(inputByLabel(dialog()!, 'Email'), 'ada@example.com');
    await typeInto(inputByLabel(dialog()!, 'Password'), 'correct horse');
    await click(buttonByText(dialog()!, 'Sign in'));
    expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ $id: 'user-1' }));
    expect(document.querySelector('[data-testid="state"]')?.textContent).toBe('closed');
  });

  it('closes with Escape', async () => {
    await render(<Harness />);
    await press('Escape');
    expect(document.querySelector('[data-testid="state"]')?.textContent).toBe('closed');
  });
});

describe('the login modal on sign-up', () => {
  it('is titled as a sign-up while the form signs up', async () => {
    await render(<Harness />);
    await click(buttonByText(dialog()!, 'Sign up'));
    expect(dialog()?.querySelector('h2')?.textContent).toBe('Create your Tagproof account');
    expect(buttonByText(dialog()!, 'Create account')).toBeDefined();
  });
});
