import { act } from 'react';

/**
 * Waits (inside act, so React's updates are flushed) until `selector` matches in the document, e.g.
 * a modal whose chunk loads lazily. Throws after about a second.
 */
export async function waitForElement(selector: string): Promise<HTMLElement> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const found = document.querySelector<HTMLElement>(selector);
    if (found) return found;
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  throw new Error(`${selector} did not appear`);
}
