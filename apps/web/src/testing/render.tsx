import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const mounted: Root[] = [];

/** Renders `ui` (inside a memory router, so links work) into a fresh container in the document. */
export async function render(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted.push(root);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  await act(async () => root.render(<RouterProvider router={router} />));
  return { container, router };
}

/** Unmounts everything rendered and empties the document; call in afterEach. */
export function cleanup(): void {
  for (const root of mounted.splice(0)) act(() => root.unmount());
  document.body.innerHTML = '';
}

/** Clicks an element inside act(). */
export async function click(element: Element | null | undefined): Promise<void> {
  if (!element) throw new Error('nothing to click');
  await act(async () => (element as HTMLElement).click());
}

/** The first button whose text contains `text`. */
export function buttonByText(root: ParentNode, text: string): HTMLButtonElement | undefined {
  return [...root.querySelectorAll('button')].find((button) => button.textContent?.includes(text));
}

/** Presses a key on the focused element (or the document). */
export async function press(
  key: string,
  target: EventTarget = document.activeElement ?? document.body,
): Promise<void> {
  await act(async () => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
}

/** Lets timers and promises run inside act(). */
export async function wait(ms: number): Promise<void> {
  await act(async () => new Promise((resolve) => setTimeout(resolve, ms)));
}
