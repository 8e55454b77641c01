import { act } from 'react';

/** Types `value` into a React-controlled input or textarea (sets it through the native setter). */
export async function typeInto(element: Element | null | undefined, value: string): Promise<void> {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement))
    throw new Error('nothing to type into');
  const prototype =
    element instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  await act(async () => {
    setter?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** The input labelled `label` (by its `<label for>`). */
export function inputByLabel(root: ParentNode, label: string): HTMLInputElement | null {
  const found = [...root.querySelectorAll('label')].find((candidate) => candidate.textContent === label);
  const id = found?.getAttribute('for');
  return id ? (root.querySelector(`[id="${id}"]`) as HTMLInputElement | null) : null;
}
