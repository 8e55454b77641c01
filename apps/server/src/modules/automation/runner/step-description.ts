import { selectorToPElementSelector, type Step } from '@puppeteer/replay';
import type { Page } from 'puppeteer-core';
import { elementText } from './page-scripts.js';

/** A plain-words description of a Recorder step: `Click "Add to cart"`, `Navigate to https://…`. */
export function describeStep(step: Step): string {
  switch (step.type) {
    case 'navigate':
      return `Navigate to ${step.url}`;
    case 'click':
      return `Click ${targetName(step.selectors)}`;
    case 'doubleClick':
      return `Double-click ${targetName(step.selectors)}`;
    case 'hover':
      return `Hover over ${targetName(step.selectors)}`;
    case 'change':
      return `Type "${step.value}" into ${targetName(step.selectors)}`;
    case 'keyDown':
      return `Press ${step.key}`;
    case 'keyUp':
      return `Release ${step.key}`;
    case 'setViewport':
      return `Set the viewport to ${step.width}×${step.height}`;
    case 'scroll':
      return 'selectors' in step && step.selectors
        ? `Scroll ${targetName(step.selectors)}`
        : 'Scroll the page';
    case 'waitForElement':
      return `Wait for ${targetName(step.selectors)}`;
    case 'waitForExpression':
      return 'Wait for a condition on the page';
    case 'close':
      return 'Close the page';
    case 'emulateNetworkConditions':
      return 'Emulate network conditions';
    default:
      return `Run a ${step.type} step`;
  }
}

/** The readable name a step's selectors give (`aria/Add to cart` → `"Add to cart"`), else its first selector. */
export function targetName(selectors: ReadonlyArray<string | readonly string[]> | undefined): string {
  const flat = (selectors ?? []).map(
    (selector) => (Array.isArray(selector) ? selector.at(-1) : selector) as string,
  );
  const named = flat.find((selector) => selector.startsWith('aria/') || selector.startsWith('text/'));
  if (named) return `"${named.slice(named.indexOf('/') + 1)}"`;
  return flat[0] ?? 'the page';
}

/**
 * The text of the element a step acts on, read before the step runs (afterwards it may be gone):
 * the first of its selectors present on the page now, else the name an aria/text selector gives.
 */
export async function stepElementText(page: Page, step: Step): Promise<string | null> {
  if (!('selectors' in step) || !step.selectors) return null;
  for (const selector of step.selectors.slice(0, 4)) {
    const element = await page.$(selectorToPElementSelector(selector)).catch(() => null);
    if (!element) continue;
    const text = await element.evaluate(elementText).catch(() => '');
    await element.dispose();
    if (text) return text;
  }
  const name = targetName(step.selectors);
  return name.startsWith('"') ? name.slice(1, -1) : null;
}
