// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '../../../../testing/render';
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
