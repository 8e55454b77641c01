// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { buttonByText, cleanup, click, render } from '../../../../testing/render';
import { EMPTY_FILTERS } from '../../stores/filters';
import { validatorStore } from '../../stores/validator-instance';
import { SHOWN_CHARACTERS } from './long-value';
import { ParameterGroups } from './parameter-groups';

afterEach(cleanup);

describe('the validator parameter list', () => {
  it('shows personal data masked as the report page does', async () => {
    const { container } = await render(
      <ParameterGroups
        parameters={[
          {
            name: 'dl',
            label: 'Page location',
            group: 'most_used',
            value: 'https://shop.example/?email=jane.doe%40example.com',
          },
          { name: 'en', label: 'Event name', group: 'most_used', value: 'page_view' },
        ]}
        errored={[]}
        suggested={[]}
      />,
    );
    const text = container.textContent ?? '';
    expect(text).toContain('https://shop.example/?email=j***@example.com');
    expect(text).not.toContain('jane.doe');
    expect(text).toContain('page_view');
  });
});

describe('a long parameter value', () => {
  const long = `[${Array.from({ length: 60 }, (_, index) => `{"n":"https://shop.example/${index}.js"}`).join(',')}]`;

  it('shows its start, and all of it on demand', async () => {
    const { container } = await render(
      <ParameterGroups
        parameters={[{ name: 'resources', label: 'Resource timings', group: 'other', value: long }]}
        errored={[]}
        suggested={[]}
      />,
    );
    expect(container.textContent).toContain(`${long.slice(0, SHOWN_CHARACTERS)}…`);
    expect(container.textContent).not.toContain('59.js');
    await click(buttonByText(container, `Show all ${long.length.toLocaleString('en-US')} characters`));
    expect(container.textContent).toContain('59.js');
    await click(buttonByText(container, 'Show less'));
    expect(container.textContent).not.toContain('59.js');
  });

  it('opens by itself when the search finds a word only in the part cut off', async () => {
    await act(async () => validatorStore().setState({ filters: { ...EMPTY_FILTERS, search: ['59.js'] } }));
    try {
      const { container } = await render(
        <ParameterGroups
          parameters={[{ name: 'resources', label: 'Resource timings', group: 'other', value: long }]}
          errored={[]}
          suggested={[]}
        />,
      );
      expect(container.textContent).toContain('59.js');
      await click(buttonByText(container, 'Show less'));
      expect(container.textContent).not.toContain('59.js');
    } finally {
      await act(async () => validatorStore().setState({ filters: EMPTY_FILTERS }));
    }
  });

  it('leaves a short value whole, without a button', async () => {
    const { container } = await render(
      <ParameterGroups
        parameters={[{ name: 'en', label: 'Event name', group: 'most_used', value: 'page_view' }]}
        errored={[]}
        suggested={[]}
      />,
    );
    expect(container.querySelector('button[aria-expanded]')).toBeNull();
  });
});
