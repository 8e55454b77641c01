// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '../../lib/auth/auth-store';
import { wait } from '../../testing/render';
import { routes } from '../router';

const mounted: Root[] = [];

async function renderAt(path: string) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted.push(root);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await act(async () => root.render(<RouterProvider router={router} />));
  await wait(50);
  return { container, router };
}

afterEach(() => {
  for (const root of mounted.splice(0)) act(() => root.unmount());
  document.body.innerHTML = '';
});

describe('the Tests and Triggers route', () => {
  it.each(['/allEntities', '/allentities'])(
    '%s opens the page (loaded on demand) with the navigation bar',
    async (path) => {
      authStore.setState({ user: null, initialised: true });
      const { container } = await renderAt(path);
      for (let tries = 0; tries < 100 && !container.querySelector('h1'); tries += 1) await wait(50);
      expect(container.querySelector('h1')?.textContent).toBe('Tests and Triggers');
      const current = container.querySelector('nav[aria-label="Main"] a[aria-current="page"]');
      expect(current?.textContent).toBe('Tests and Triggers');
      expect(container.querySelector('footer')?.textContent).toContain('Tagproof');
    },
  );

  it('sends unknown paths to /', async () => {
    const { router } = await renderAt('/no/such/page');
    expect(router.state.location.pathname).toBe('/');
  });
});
