// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../lib/auth/auth-store';
import { readTrackingChoice } from '../../lib/cookies';
import { buttonByText, cleanup, click, render } from '../../testing/render';
import { waitForElement } from '../../testing/wait-for';
import { AppShell } from './app-shell';
import { TopBar } from './top-bar';

function clearCookie() {
  document.cookie = 'tracking=; Max-Age=0; Path=/';
}

beforeEach(() => {
  clearCookie();
  act(() => authStore.setState({ user: null, initialised: true }));
});
afterEach(cleanup);

describe('the top bar account entry', () => {
  it('is a Sign in button for anonymous visitors that opens the login modal', async () => {
    const { container } = await render(<TopBar />);
    expect([...container.querySelectorAll('a')].some((a) => a.textContent === 'Sign in')).toBe(false);
    await click(buttonByText(container, 'Sign in'));
    const dialog = await waitForElement('[role="dialog"]');
    expect(dialog.querySelector('h2')?.textContent).toBe('Sign in');
  });

  it("is an avatar with the first 2 letters of the user's name when signed in", async () => {
    act(() => authStore.getState().setUser({ $id: 'u1', name: 'ada lovelace', emailVerification: true }));
    const { container } = await render(<TopBar />);
    const avatar = container.querySelector('button[aria-label="Account: ada lovelace"]');
    expect(avatar?.textContent).toBe('AD');
    expect(container.textContent).not.toContain('Sign in');
  });

  it('offers Logout, which ends the session and shows Sign in again', async () => {
    const logout = vi.fn(async () => act(() => authStore.setState({ user: null })));
    act(() => authStore.setState({ user: { $id: 'u1', name: 'Ada', emailVerification: true }, logout }));
    const { container } = await render(<TopBar />);
    const avatar = container.querySelector<HTMLElement>('button[aria-label="Account: Ada"]')!;
    await act(async () => {
      avatar.dispatchEvent(
        new PointerEvent('pointerdown', { bubbles: true, button: 0, pointerType: 'mouse' }),
      );
    });
    const item = [...document.querySelectorAll('[role="menuitem"]')].find(
      (el) => el.textContent === 'Logout',
    );
    await click(item);
    expect(logout).toHaveBeenCalled();
    expect(buttonByText(container, 'Sign in')).toBeDefined();
  });
});

describe('the privacy banner', () => {
  it('stores the choice in the tracking cookie and goes away', async () => {
    const { container } = await render(<AppShell />);
    const banner = container.querySelector('section[aria-label="Privacy choices"]');
    expect(banner).not.toBeNull();
    await click(buttonByText(banner!, 'Decline'));
    expect(readTrackingChoice()).toBe('declined');
    expect(document.cookie).toContain('tracking=0');
    expect(container.querySelector('section[aria-label="Privacy choices"]')).toBeNull();
  });

  it('is not shown again once the visitor chose', async () => {
    document.cookie = 'tracking=1; Path=/';
    const { container } = await render(<AppShell />);
    expect(container.querySelector('section[aria-label="Privacy choices"]')).toBeNull();
    expect(readTrackingChoice()).toBe('accepted');
  });
});
