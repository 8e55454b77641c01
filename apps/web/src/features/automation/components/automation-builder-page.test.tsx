// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buttonByText, cleanup, click, render } from '../../../testing/render';
import { builderStore } from '../stores/builder-instance';
import { INITIAL_BUILDER_STATE } from '../stores/builder-store';
import { AutomationBuilderPage } from './automation-builder-page';

/** Sets a field's value the way typing does, so React's onChange runs. */
async function fill(element: HTMLInputElement | HTMLSelectElement, value: string) {
  const prototype =
    element instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
    element.dispatchEvent(
      new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
    );
  });
}

async function pick(input: HTMLInputElement, file: File) {
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  // file.text() resolves on a later turn.
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

const byLabel = <T extends HTMLElement = HTMLInputElement>(root: ParentNode, label: string): T => {
  const element = [...root.querySelectorAll('label')].find((candidate) =>
    candidate.textContent?.replace('*', '').trim().startsWith(label),
  );
  const target = element?.htmlFor
    ? document.getElementById(element.htmlFor)
    : element?.querySelector('input');
  if (!target) throw new Error(`no field labelled ${label}`);
  return target as T;
};

const alertText = (root: ParentNode) =>
  [...root.querySelectorAll('[role="alert"]')].map((node) => node.textContent);

const RECORDING = {
  title: 'Add to cart journey',
  steps: [
    { type: 'setViewport', width: 1200, height: 800 },
    { type: 'navigate', url: 'http://shop.example/product' },
    { type: 'click', selectors: [['aria/Add to cart']] },
  ],
};

const jsonFile = (content: string, name = 'recording.json') =>
  new File([content], name, { type: 'application/json' });

beforeEach(() => {
  builderStore().setState(INITIAL_BUILDER_STATE);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the automation builder page', () => {
  it('shows the heading as spelled, the Website URL, the upload and the empty instruction list', async () => {
    const { container } = await render(<AutomationBuilderPage />);
    expect(container.querySelector('h1')?.textContent).toBe('Automated Tracking Regressuion Test Builder');
    const url = byLabel(container, 'Website URL');
    expect(url.type).toBe('url');
    expect(url.required).toBe(true);
    expect(container.textContent).toContain('Enter the starting URL for the automation.');
    expect(container.textContent).toContain(
      'Upload a recording JSON from Chrome DevTools to use as automation steps.',
    );
    expect(byLabel(container, 'Recording file').accept).toContain('.json');
    expect(container.textContent).toContain('No instructions added yet. Click "Add Instruction" to begin.');
    expect(buttonByText(container, 'Create Automation')?.disabled).toBe(false);
  });

  it('shows the submit validation messages in order', async () => {
    const { container } = await render(<AutomationBuilderPage />);
    await click(buttonByText(container, 'Create Automation'));
    expect(alertText(container)).toEqual(['Website URL is required']);
    expect(byLabel(container, 'Website URL').getAttribute('aria-invalid')).toBe('true');

    await fill(byLabel(container, 'Website URL'), 'https://shop.example');
    await click(buttonByText(container, 'Create Automation'));
    expect(alertText(container)).toEqual(['AI instructions are required when using AI mode']);

    await pick(byLabel(container, 'Recording file'), jsonFile('{"steps": []}'));
    expect(container.textContent).toContain('0 automation steps will be used');
    await click(buttonByText(container, 'Create Automation'));
    expect(alertText(container)).toEqual(['Recording steps are required when using Recording mode']);
  });

  it('adds, edits and removes instructions with the form, renumbering the steps', async () => {
    const { container } = await render(<AutomationBuilderPage />);
    await click(buttonByText(container, 'Add Instruction'));
    const prompt = byLabel(container, 'Prompt');
    expect(prompt.placeholder).toBe('e.g., Click the login button');
    for (const label of [
      'Element Text',
      'Case Sensitive',
      'CSS Selector',
      'Element ID',
      'Data Attribute Name',
      'Data Attribute Value',
      'XPath',
    ]) {
      expect(byLabel(container, label)).toBeDefined();
    }
    expect(container.querySelector('legend')?.textContent).toBe('Element Selector');

    // Save needs something to act on.
    await click(buttonByText(container, 'Save'));
    expect(alertText(container)).toEqual([
      'Describe the step in the Prompt, or give the element text or a selector',
    ]);

    await fill(prompt, 'Click the Add to cart button');
    await fill(byLabel(container, 'Element Text'), 'Add to cart');
    await click(byLabel(container, 'Case Sensitive'));
    await click(buttonByText(container, 'Save'));

    await click(buttonByText(container, 'Add Instruction'));
    await fill(byLabel<HTMLSelectElement>(container, 'Action'), 'type');
    await fill(byLabel(container, 'Prompt'), 'Type the e-mail');
    await fill(byLabel(container, 'Value'), 'jane@example.com');
    await fill(byLabel(container, 'CSS Selector'), '#email');
    await click(buttonByText(container, 'Save'));

    await click(buttonByText(container, 'Add Instruction'));
    await fill(byLabel(container, 'Prompt'), 'Click Checkout');
    await click(buttonByText(container, 'Save'));

    const items = () =>
      [...container.querySelectorAll('[data-testid="instruction-item"]')].map(
        (item) => item.textContent ?? '',
      );
    expect(items()).toHaveLength(3);
    expect(items()[0]).toContain('Step 1: clickClick the Add to cart button');
    expect(items()[0]).toContain('text: Add to cart (case sensitive)');
    expect(items()[1]).toContain('Types “jane@example.com”');
    expect(items()[1]).toContain('css: #email');

    await click(buttonByText(container, 'Edit step 2'));
    expect(byLabel(container, 'Value').value).toBe('jane@example.com');
    await fill(byLabel(container, 'Value'), 'john@example.com');
    await click(buttonByText(container, 'Save'));
    expect(items()[1]).toContain('Types “john@example.com”');

    await click(buttonByText(container, 'Remove step 1'));
    expect(items()).toHaveLength(2);
    expect(items()[0]).toContain('Step 1: typeType the e-mail');
    expect(items()[1]).toContain('Step 2: clickClick Checkout');
    expect(
      builderStore()
        .getState()
        .instructions.map((instruction) => instruction.step),
    ).toEqual([1, 2]);

    await click(buttonByText(container, 'Add Instruction'));
    await click(buttonByText(container, 'Cancel'));
    expect(items()).toHaveLength(2);
  });

  it('refuses bad recording files and loads a good one, filling the Website URL; Reset goes back', async () => {
    const { container } = await render(<AutomationBuilderPage />);
    const input = byLabel(container, 'Recording file');
    await pick(input, jsonFile('{"steps": [', 'broken.json'));
    expect(alertText(container)).toEqual(['Failed to parse JSON file']);
    await pick(input, jsonFile('{"title": "no steps"}'));
    expect(alertText(container)).toEqual(['Invalid recording file: missing steps array']);
    await pick(input, jsonFile('{"steps": [{"type": "teleport"}]}'));
    expect(alertText(container)[0]).toMatch(/^Invalid recording file: step 1 has an unknown type "teleport"/);

    await pick(input, jsonFile(JSON.stringify(RECORDING), 'journey.json'));
    expect(alertText(container)).toEqual([]);
    expect(container.textContent).toContain('Recording Loaded');
    expect(container.textContent).toContain('3 automation steps will be used');
    expect(container.textContent).toContain('Add to cart journey · journey.json');
    expect(byLabel(container, 'Website URL').value).toBe('http://shop.example/product');
    expect(buttonByText(container, 'Add Instruction')).toBeUndefined();

    await click(buttonByText(container, 'Reset'));
    expect(container.textContent).not.toContain('Recording Loaded');
    expect(buttonByText(container, 'Add Instruction')).toBeDefined();
    expect(builderStore().getState().useAI).toBe(true);
  });

  it('submits: "Submitting..." while sending, then opens the results page with the token', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn<typeof fetch>(() => new Promise((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const { container, router } = await render(<AutomationBuilderPage />, { path: '/automation-builder' });
    await pick(byLabel(container, 'Recording file'), jsonFile(JSON.stringify(RECORDING)));
    await click(buttonByText(container, 'Create Automation'));

    expect(buttonByText(container, 'Create Automation')).toBeUndefined();
    expect(buttonByText(container, 'Submitting...')?.disabled).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/automation');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      metadata: { isPremium: false, isLoggedIn: false, userID: null },
      navigation: { websiteUrl: 'http://shop.example/product', timeoutPerStep: 30000 },
      useAI: false,
      instructions: [],
      nonAIInstructions: RECORDING.steps,
    });

    await act(async () =>
      answer(Response.json({ jobId: 'job-1', token: 'tok en', status: 'queued' }, { status: 202 })),
    );
    expect(router.state.location.pathname).toBe('/automation-results/job-1');
    expect(router.state.location.search).toBe('?token=tok%20en');
    expect(builderStore().getState().submission.status).toBe('success');
  });

  it('shows a refused submission and enables the button again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        Response.json(
          {
            message: 'The Website URL points to a private or loopback address',
            code: 400,
            type: 'automation_target_refused',
          },
          { status: 400 },
        ),
      ),
    );
    const { container, router } = await render(<AutomationBuilderPage />, { path: '/automation-builder' });
    await fill(byLabel(container, 'Website URL'), 'http://127.0.0.1:8080');
    await click(buttonByText(container, 'Add Instruction'));
    await fill(byLabel(container, 'Prompt'), 'Click the login button');
    await click(buttonByText(container, 'Save'));
    await click(buttonByText(container, 'Create Automation'));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

    expect(alertText(container)).toEqual([
      'Failed to submit automation requestThe Website URL points to a private or loopback address',
    ]);
    expect(buttonByText(container, 'Create Automation')?.disabled).toBe(false);
    expect(router.state.location.pathname).toBe('/automation-builder');
  });
});
