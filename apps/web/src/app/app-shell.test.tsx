// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RECOMMENDATION_GROUPS } from '../features/validator';
import { resetThemeForTests, THEME_STORAGE_KEY } from '../lib/theme';
import { routes } from './router';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const mounted: Root[] = [];

async function renderAt(path: string) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted.push(root);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await act(async () => {
    root.render(<RouterProvider router={router} />);
  });
  return { container, router };
}

function themeToggle(container: HTMLElement): HTMLButtonElement {
  const button = [...container.querySelectorAll('button')].find((candidate) =>
    candidate.textContent?.includes('Dark theme'),
  );
  if (!button) throw new Error('no theme toggle');
  return button;
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
  resetThemeForTests();
});

afterEach(() => {
  for (const root of mounted.splice(0)) act(() => root.unmount());
  document.body.innerHTML = '';
});

describe('the app shell at /', () => {
  it('shows the getting-started view with the onboarding steps and recommendations', async () => {
    const { container } = await renderAt('/');
    const heading = container.querySelector('h1');
    expect(heading?.textContent).toBe('Validate your tracking in three steps');
    const text = container.textContent ?? '';
    expect(text).toContain('Install the free browser extension');
    expect(text).toContain('Click Start Session in the extension popup');
    expect(text).toContain('Click Send to the hub in the popup');
    expect(text).toContain('This page opens with the analysis');
    for (const group of RECOMMENDATION_GROUPS) {
      expect([...container.querySelectorAll('h3')].map((h3) => h3.textContent)).toContain(group.title);
    }
    expect(text).toContain('Adding the same item to the cart repeatedly in one session triggers a duplicate');
  });

  it('has the landmarks: banner with the Tagproof name, main navigation, main, footer with a logo', async () => {
    const { container } = await renderAt('/');
    const header = container.querySelector('header');
    expect(header?.textContent).toContain('Tagproof');
    expect(container.querySelector('nav[aria-label="Main"]')).not.toBeNull();
    expect(container.querySelector('main#main')).not.toBeNull();
    const footer = container.querySelector('footer');
    expect(footer?.querySelector('svg[role="img"] title')?.textContent).toBe('Tagproof logo');
    expect(container.querySelector('a[href="#main"]')?.textContent).toBe('Skip to main content');
  });

  it('redirects unknown paths to /', async () => {
    const { container, router } = await renderAt('/no/such/page');
    expect(router.state.location.pathname).toBe('/');
    expect(container.querySelector('h1')?.textContent).toBe('Validate your tracking in three steps');
  });
});

describe('the theme toggle', () => {
  it('switches to dark, saves it under "theme", and keeps it on the next visit', async () => {
    const first = await renderAt('/');
    const toggle = themeToggle(first.container);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(document.documentElement.classList.contains('dark')).toBe(false);

    await act(async () => toggle.click());
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(themeToggle(first.container).getAttribute('aria-pressed')).toBe('true');

    // A new visit reads the saved theme.
    for (const root of mounted.splice(0)) act(() => root.unmount());
    document.documentElement.className = '';
    resetThemeForTests();
    const second = await renderAt('/');
    expect(themeToggle(second.container).getAttribute('aria-pressed')).toBe('true');

    await act(async () => themeToggle(second.container).click());
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('has an accessible name', async () => {
    const { container } = await renderAt('/');
    const toggle = themeToggle(container);
    expect(toggle.getAttribute('type')).toBe('button');
    expect(toggle.querySelector('.sr-only')?.textContent).toBe('Dark theme');
  });
});
