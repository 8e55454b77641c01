// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, click, render, wait } from '../../../../testing/render';
import { rowsOf } from '../../stores/request-rows';
import { validatorActions } from '../../stores/validator-instance';
import { sampleResult, showResults } from '../../testing/sample-result';
import { RequestCard } from '../request-card/request-card';
import { COPIED_MS } from './copy-button';

const { data, requests } = sampleResult();
const purchase = rowsOf(data).find((row) => row.id === 'sample-ga4-5')!;

beforeEach(() => {
  showResults(data, requests);
  validatorActions().setExpanded('test:sample-ga4-5', true);
});
afterEach(cleanup);

describe('copying from a request card', () => {
  it('copies the request URL and says "Copied" for two seconds', async () => {
    const { container } = await render(<RequestCard row={purchase} listId="test" />);
    const button = container.querySelector<HTMLButtonElement>('button[aria-label="Copy the request URL"]');
    expect(button?.textContent).toBe('Copy URL');
    await click(button);
    await wait(0);
    expect(await navigator.clipboard.readText()).toBe(purchase.request.requestMetadata.requestUrl);
    expect(button?.textContent).toBe('Copied');
    await wait(COPIED_MS + 50);
    expect(button?.textContent).toBe('Copy URL');
  });

  it("copies a parameter's value", async () => {
    const { container } = await render(<RequestCard row={purchase} listId="test" />);
    const parameter = purchase.request.requestMetadata.parameters.find((p) => p.value !== '')!;
    const button = container.querySelector<HTMLButtonElement>(
      `button[aria-label="Copy the value of ${parameter.name}"]`,
    );
    await click(button);
    await wait(0);
    expect(await navigator.clipboard.readText()).toBe(parameter.value);
    expect(button?.textContent).toBe('Copied');
    expect(container.querySelector('button[aria-expanded]')?.getAttribute('aria-expanded')).toBe('true');
  });
});
