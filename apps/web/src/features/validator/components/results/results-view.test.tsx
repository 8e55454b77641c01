// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buttonByText, cleanup, click, render } from '../../../../testing/render';
import { validatorStore } from '../../stores/validator-instance';
import { sampleResult, showResults } from '../../testing/sample-result';
import { NO_MATCHES_MESSAGE } from './matched-requests-section';
import { ResultsView } from './results-view';

const { data, requests } = sampleResult();

function heading(container: HTMLElement, title: string): HTMLElement {
  const found = [...container.querySelectorAll('h2')].find((h2) => h2.textContent?.startsWith(title));
  if (!found) throw new Error(`no section ${title}`);
  return found;
}
const section = (container: HTMLElement, id: string) =>
  container.querySelector<HTMLElement>(`section#${id}`)!;
const tile = (container: HTMLElement, label: string) =>
  [...section(container, 'summary-report').querySelectorAll('button')].find((b) =>
    b.textContent?.endsWith(label),
  )!;

beforeEach(() => showResults(data, requests));
afterEach(cleanup);

describe('the results page', () => {
  it('has the sections of the specification in order, with their anchors', async () => {
    const { container } = await render(<ResultsView />);
    const titles = [...container.querySelectorAll('h2')].map((h2) => h2.firstChild?.textContent);
    expect(titles).toEqual([
      'Summary Report',
      'Requests with errors',
      'Duplicated Requests',
      // Not a section of the specification: shown when the session's cross-checks ran (the sample's
      // navigation is followed by GA4's and Meta's page views).
      'Cross-checks',
      'Custom Checks Summary',
      'Matched Requests',
    ]);
    expect(section(container, 'validation-results')).not.toBeNull();
    expect(section(container, 'duplicated-results')).not.toBeNull();
    expect(section(container, 'validation-results').textContent).toContain(
      'Click on a request to view detailed validation results.',
    );
  });

  it('shows 9 tiles with their counts; Total Requests is pressed while nothing is filtered', async () => {
    const { container } = await render(<ResultsView />);
    const tiles = section(container, 'summary-report').querySelectorAll('button');
    expect(tiles).toHaveLength(9);
    expect(tile(container, 'Total Requests').textContent).toBe('9Total Requests');
    expect(tile(container, 'Requests with Errors').textContent).toBe('1Requests with Errors');
    expect(tile(container, 'Total Requests').getAttribute('aria-pressed')).toBe('true');
  });

  it('lists requests with errors or suggestions, skipping Navigation', async () => {
    const { container } = await render(<ResultsView />);
    const errors = section(container, 'validation-results');
    // Beside the Summary's tile of 1 request with errors, the count says what else the list holds.
    expect(heading(container, 'Requests with errors').textContent).toContain(
      '(1 with errors, 1 with suggestions only)',
    );
    expect(errors.textContent).toContain('4 Error(s)');
    expect(errors.textContent).toContain('1 Suggestion(s)');
    expect(errors.textContent).not.toContain('page_navigation');
  });

  it('filters the page from a tile: matched x/y, other requests, and back', async () => {
    const { container } = await render(<ResultsView />);
    await click(tile(container, 'Requests with Errors'));
    expect(tile(container, 'Requests with Errors').getAttribute('aria-pressed')).toBe('true');
    expect(heading(container, 'Matched Requests').textContent).toContain('1/9');
    expect(heading(container, 'Other Requests').textContent).toContain('(8)');
    await click(tile(container, 'Custom Checks Passed'));
    expect(section(container, 'matched-requests').textContent).toContain(NO_MATCHES_MESSAGE);
    await click(tile(container, 'Total Requests'));
    expect(heading(container, 'Matched Requests').textContent).toContain('9/9');
    expect(container.querySelector('section#other-requests')).toBeNull();
  });

  it('groups duplicates by event and page, with jump links and the duplicated parameters', async () => {
    const { container } = await render(<ResultsView />);
    const duplicates = section(container, 'duplicated-results');
    expect(duplicates.textContent).toContain('Duplicated Requests: 2');
    expect(duplicates.textContent).toContain('https://shop.example.com/products/blue-shirt');
    const toggle = buttonByText(duplicates, 'Duplicated parameters');
    expect(toggle?.textContent).toContain('(17)');
    expect(toggle?.getAttribute('aria-expanded')).toBe('false');
    await click(toggle);
    expect(duplicates.textContent).toContain('epn.value');

    await click(buttonByText(duplicates, 'add_to_cart 2'));
    expect(validatorStore().getState().selectedRequestId).toBe('sample-ga4-4');
    const dimmer = container.querySelector('[data-testid="focus-dimmer"]');
    expect(dimmer).not.toBeNull();
    await click(dimmer);
    expect(validatorStore().getState().selectedRequestId).toBeNull();
    expect(container.querySelector('[data-testid="focus-dimmer"]')).toBeNull();
  });

  it('invites anonymous users to sign in for custom checks', async () => {
    const { container } = await render(<ResultsView />);
    const checks = section(container, 'custom-checks-summary');
    expect(checks.querySelector('a[href="/login"]')?.textContent).toBe('Sign in');
  });
});
