// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setAppwriteForTests } from '../../lib/appwrite';
import { authStore } from '../../lib/auth/auth-store';
import { installFakeAppwrite } from '../../testing/fake-appwrite';
import { inputByLabel, typeInto } from '../../testing/forms';
import { buttonByText, cleanup, click, render } from '../../testing/render';
import { waitForElement } from '../../testing/wait-for';
import { ProtectedRoute } from './protected-route';

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const page = <p>Secret report</p>;

beforeEach(() => {
  localStorage.clear();
  installFakeAppwrite();
});
afterEach(() => {
  cleanup();
  setAppwriteForTests(null);
});

describe('the protected-route wrapper', () => {
  it('waits for authentication to be initialised', async () => {
    act(() => authStore.setState({ user: null, initialised: false }));
    const { container } = await render(<ProtectedRoute>{page}</ProtectedRoute>);
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Checking your session...');
    expect(container.textContent).not.toContain('Secret report');
  });

  it('shows the page to a signed-in user', async () => {
    act(() =>
      authStore.setState({ user: { $id: 'u', name: 'Ada', emailVerification: true }, initialised: true }),
    );
    const { container } = await render(<ProtectedRoute>{page}</ProtectedRoute>);
    expect(container.textContent).toContain('Secret report');
    expect(dialog()).toBeNull();
  });

  it('blurs the page, keeps the return path and opens the login modal for a visitor', async () => {
    act(() => authStore.setState({ user: null, initialised: true }));
    const { container } = await render(<ProtectedRoute>{page}</ProtectedRoute>, {
      path: '/automatedResults/r1?tab=2',
    });
    const blurred = container.querySelector('[data-testid="protected-blur"]');
    expect(blurred?.className).toContain('blur');
    expect(blurred?.getAttribute('aria-hidden')).toBe('true');
    expect(container.textContent).not.toContain('Secret report');
    expect(localStorage.getItem('authReturnPath')).toBe('/automatedResults/r1?tab=2');
    await waitForElement('[role="dialog"]');
    expect(dialog()?.textContent).toContain('Authentication Required');
    expect(dialog()?.textContent).toContain('Please log in to continue.');

    await typeInto(inputByLabel(dialog()!, 'Email'), 'ada@example.com');
    await typeInto(inputByLabel(dialog()!, 'Password'), 'correct horse');
    await click(buttonByText(dialog()!, 'Sign in'));
    expect(container.textContent).toContain('Secret report');
    expect(localStorage.getItem('authReturnPath')).toBeNull();
  });

  it('opens the modal again from its Sign in button once dismissed', async () => {
    act(() => authStore.setState({ user: null, initialised: true }));
    const { container } = await render(<ProtectedRoute>{page}</ProtectedRoute>);
    await waitForElement('[role="dialog"]');
    await click(dialog()!.querySelector('button[aria-label="Close"]'));
    expect(dialog()).toBeNull();
    await click(buttonByText(container, 'Sign in'));
    await waitForElement('[role="dialog"]');
    expect(dialog()).not.toBeNull();
  });
});
