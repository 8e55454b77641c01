// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getTheme, initTheme, resetThemeForTests, setTheme, THEME_STORAGE_KEY } from './theme';

/** A controllable `prefers-color-scheme: dark` query. */
function fakeSystemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    change(next: boolean) {
      dark = next;
      for (const listener of listeners) listener();
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  resetThemeForTests();
});

describe('the theme', () => {
  it('follows the system setting as it changes while the user has chosen none, then keeps the choice', () => {
    const system = fakeSystemScheme(false);
    initTheme();
    expect(getTheme()).toBe('light');
    system.change(true);
    expect(getTheme()).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    setTheme('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    system.change(true);
    expect(getTheme()).toBe('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });
});
