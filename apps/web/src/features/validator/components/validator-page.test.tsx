// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buttonByText, cleanup, click, render, wait } from '../../../testing/render';
import { toHar } from '../export/to-har';
import { sampleRequests } from '../content/sample-requests';
import { validatorStore } from '../stores/validator-instance';
import { sampleResult, showResults } from '../testing/sample-result';
import { ValidatorPage } from './validator-page';
import { ValidatorToolbar } from './toolbar/validator-toolbar';

const startValidation = vi.fn(async (_requests: unknown[], _options?: unknown) => undefined);

async function pick(input: HTMLInputElement, file: File) {
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
}

beforeEach(() => {
  showResults(null);
  startValidation.mockClear();
  validatorStore().setState({ startValidation });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(cleanup);

describe('the validator page without data', () => {
  it('shows getting started with import and sample data, and a disabled Revalidate', async () => {
    const { container } = await render(
      <>
        <ValidatorToolbar />
        <ValidatorPage />
      </>,
    );
    expect(container.querySelector('h1')?.textContent).toBe('Validate your tracking in three steps');
    expect(buttonByText(container, 'Choose a HAR or JSON file')).toBeDefined();
    expect(buttonByText(container, 'Revalidate')?.disabled).toBe(true);
    expect(container.querySelector('a[href="/allEntities"]')?.textContent).toBe('Entities');
  });

  it('validates the sample data', async () => {
    const { container } = await render(<ValidatorPage />);
    await click(buttonByText(container, 'Try sample data'));
    expect(startValidation).toHaveBeenCalledWith(
      expect.arrayContaining([
        expect.objectContaining({ requestMetadata: expect.objectContaining({ requestId: 'sample-ga4-5' }) }),
      ]),
      { source: 'sample' },
    );
  });

  it('imports a HAR file chosen with the picker, keeping only tracking requests', async () => {
    const { container } = await render(<ValidatorPage />);
    const har = toHar(sampleRequests(1_700_000_000_000)) as { log: { entries: unknown[] } };
    har.log.entries.push({
      request: { method: 'GET', url: 'https://shop.example.com/logo.png' },
      response: { content: { mimeType: 'image/png' } },
    });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.getAttribute('aria-label')).toBe('Capture file (HAR or JSON)');
    await pick(input, new File([JSON.stringify(har)], 'session.har', { type: 'application/json' }));
    await vi.waitFor(() => expect(startValidation).toHaveBeenCalledTimes(1));
    const [requests, options] = startValidation.mock.calls[0] ?? [];
    expect(requests).toHaveLength(9);
    expect(options).toEqual({ source: 'import' });
  });

  it('refuses a file that is not a capture', async () => {
    const { container } = await render(<ValidatorPage />);
    await pick(
      container.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File(['{"hello": 1}'], 'notes.json'),
    );
    await wait(50);
    expect(startValidation).not.toHaveBeenCalled();
  });
});

describe('the validator page while validating and after a failure', () => {
  it("covers the page with 'Validating requests...'", async () => {
    validatorStore().setState({
      isValidating: true,
      loading: true,
      statusText: 'Validating requests...',
      data: [{}, {}],
    });
    const { container } = await render(<ValidatorPage />);
    const status = container.querySelector('[role="status"]');
    expect(status?.textContent).toContain('Validating requests...');
    expect(status?.textContent).toContain('2 requests');
  });

  it('shows the error page with the message, the code and Try again', async () => {
    const revalidate = vi.fn(async () => undefined);
    validatorStore().setState({
      error: { code: 503, message: 'The validation service is unavailable right now (HTTP 503).' },
      data: [{}],
      revalidate,
    });
    const { container } = await render(<ValidatorPage />);
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.querySelector('h1')?.textContent).toBe('Validation failed');
    expect(alert?.textContent).toContain('HTTP 503');
    expect(alert?.textContent).toContain('Error: 503');
    await click(buttonByText(container, 'Try again'));
    expect(revalidate).toHaveBeenCalled();
  });
});

describe('the validator page when results arrive', () => {
  const headings = (container: HTMLElement) =>
    [...container.querySelectorAll('h2')].map((heading) => heading.textContent ?? '');

  it('replaces getting started with the results, from the top of the page', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { data, requests } = sampleResult();
    const { container } = await render(<ValidatorPage />);
    expect(scrollTo).not.toHaveBeenCalled();
    await act(async () => showResults(data, requests));
    await vi.waitFor(() => expect(headings(container).join()).toContain('Summary Report'));
    expect(container.querySelector('h1')?.textContent).not.toBe('Validate your tracking in three steps');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockRestore();
  });

  it('loads the results code while idle, so the first results show in the same render as their data', async () => {
    // A fresh copy of the app's modules: nothing loaded yet. happy-dom has no requestIdleCallback.
    vi.resetModules();
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => window.setTimeout(callback, 0));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => window.clearTimeout(handle));
    const fresh = {
      render: await import('../../../testing/render'),
      page: await import('./validator-page'),
      sample: await import('../testing/sample-result'),
    };
    fresh.sample.showResults(null);
    const { container } = await fresh.render.render(<fresh.page.ValidatorPage />);
    await fresh.render.wait(300); // idle: the results code loads
    const { data, requests } = fresh.sample.sampleResult();
    const { act: freshAct } = await import('react');
    freshAct(() => fresh.sample.showResults(data, requests)); // one synchronous render, no waiting
    // No "Loading results…" step in between: nothing for the page to shift over.
    expect(container.textContent).not.toContain('Loading results…');
    expect(headings(container).join()).toContain('Summary Report');
    fresh.render.cleanup();
    vi.unstubAllGlobals();
  });
});
