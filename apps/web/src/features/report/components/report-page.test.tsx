// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { typeInto } from '../../../testing/forms';
import { buttonByText, cleanup, click, render } from '../../../testing/render';
import type { LoadedReport } from '../api/load-report';
import { parseReport, parseSavedReport, ReportError } from '../api/parse-report';
import { REPORT_FIXTURE } from '../testing/report-fixture';
import { ReportPage } from './report-page';

const report: LoadedReport = {
  id: 'r1',
  createdAt: '2026-05-01T10:20:30.123+00:00',
  websiteUrl: 'https://shop.example.com/',
  results: parseReport(JSON.stringify(REPORT_FIXTURE)),
};
const loadFixture = async () => report;

const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
const text = (root: ParentNode) => root.textContent ?? '';
const stat = (root: ParentNode, label: string) =>
  [...root.querySelectorAll('dt')].find((dt) => dt.textContent === label)?.nextElementSibling?.textContent;
const article = (root: ParentNode, label: string) =>
  root.querySelector<HTMLElement>(`article[aria-label="${label}"]`);
const rowNames = (root: ParentNode) =>
  [...root.querySelectorAll('tbody th [data-parameter-name]')].map((name) => name.textContent);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function renderReport(load: (id: string) => Promise<LoadedReport> = loadFixture) {
  const view = await render(<ReportPage reportId="r1" load={load} />);
  await advance(0);
  return view;
}

describe('the validation report page', () => {
  it('shows the summary: errors, warnings, suggestions (info) and vendor statistics', async () => {
    const { container } = await renderReport();
    expect(container.querySelector('h1')?.textContent).toBe('Validation Report');
    expect(stat(container, 'Errors')).toBe('1');
    expect(stat(container, 'Warnings')).toBe('1');
    expect(stat(container, 'Suggestions')).toBe('2');
    expect(stat(container, 'Actions Executed')).toBe('2');
    expect(stat(container, 'Google Analytics 4 requests')).toBe('3');
    expect(stat(container, 'Meta Pixel requests')).toBe('1');
    expect(text(container)).toContain('https://shop.example.com/');
  });

  it('lists the actions; one expands to its duplicates and all its requests', async () => {
    const { container } = await renderReport();
    const headings = [...container.querySelectorAll('h3 button')].map((button) => button.textContent);
    expect(headings[0]).toContain('Action 1: Add to cart');
    expect(headings[1]).toContain('Action 2: Place order');
    const first = article(container, 'Action 1: Add to cart')!;
    expect(text(first)).not.toContain('All Requests');
    await click(first.querySelector('h3 button'));
    expect(first.querySelector('h3 button')?.getAttribute('aria-expanded')).toBe('true');
    expect(text(first.querySelector('section[aria-label="Action Duplicates"]')!)).toContain('1 issue(s)');
    expect(text(first)).toContain('add_to_cart was sent twice for one click');
    expect(text(first.querySelector('section[aria-label="All Requests"]')!)).toContain('All Requests (2)');

    const second = article(container, 'Action 2: Place order')!;
    await click(second.querySelector('h3 button'));
    expect(second.querySelector('section[aria-label="No Duplicates"]')?.textContent).toBe('No Duplicates');
    // Its Purchase came from a payment provider's frame, the add_to_cart hits from the page.
    expect(text(second)).toContain('In a frame of pay.example-psp.com');
    expect(text(first)).not.toContain('In a frame of');
  });

  it('expands a request to its account, custom tests, findings and parameters', async () => {
    const { container } = await renderReport();
    const action = article(container, 'Action 1: Add to cart')!;
    await click(action.querySelector('h3 button'));
    // The screenshot the job saved for the action.
    expect(action.querySelector('img')?.getAttribute('src')).toBe(
      '/api/automation/results/job-1/screenshots/1',
    );
    const request = action.querySelectorAll<HTMLElement>(
      'article[aria-label="add_to_cart, Google Analytics 4"]',
    )[0]!;
    expect(text(request)).toContain('1 Error(s)');
    expect(text(request)).toContain('1 Suggestion(s)');
    expect(text(request)).toContain('1/2 Custom Tests');
    await click(request.querySelector('h5 button'));
    expect(stat(request, 'Account')).toBe('G-ABC123');
    expect(stat(request, 'Custom Tests')).toBe('1/2 passed, 1 skipped');
    expect(text(request)).toContain('items is missing');
    expect(text(request)).toContain('GA4_ITEMS_REQUIRED');
    expect(text(request)).toContain('Value above zero');
    // The failed test says why: each condition with expected, received and its verdict.
    const failed = request.querySelector('[data-test-result="failed"]')!;
    expect(
      [...failed.querySelectorAll('tr[data-condition]')].map((row) =>
        [...row.querySelectorAll('td')].map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['cu', 'equals EUR', 'EUR', 'Passed'],
      ['epn.value', 'equals 19.99', '0', 'Failed'],
    ]);
    expect(text(request.querySelector('[data-test-result="skipped"]')!)).toContain(
      'Its trigger did not fire on this request.',
    );
    expect(rowNames(request)).toEqual(['v', 'tid', 'en', 'cu', 'epn.value']);
  });

  it('labels the parameters, marks those a finding concerns and masks personal data', async () => {
    const { container } = await renderReport();
    const action = article(container, 'Action 1: Add to cart')!;
    await click(action.querySelector('h3 button'));
    const [first, second] = action.querySelectorAll<HTMLElement>(
      'article[aria-label="add_to_cart, Google Analytics 4"]',
    );
    await click(first!.querySelector('h5 button'));
    const row = (name: string) =>
      [...first!.querySelectorAll('tbody tr')].find(
        (tr) => tr.querySelector('[data-parameter-name]')?.textContent === name,
      )!;
    expect(row('cu').querySelector('th')?.textContent).toBe('Currencycu');
    expect(row('epn.value').querySelector('[data-marker]')?.getAttribute('data-marker')).toBe('error');
    expect(row('epn.value').querySelector('[data-marker]')?.getAttribute('title')).toBe('items is missing');
    expect(row('cu').querySelector('[data-marker]')?.getAttribute('data-marker')).toBe('suggestion');
    expect(row('tid').querySelector('[data-marker]')).toBeNull();
    // A report without the engine's parameters: the wire names, the e-mail address masked.
    await click(second!.querySelector('h5 button'));
    expect(text(second!)).toContain('https://shop.example/?email=j***@example.com');
    expect(text(second!)).not.toContain('jane.doe');
  });

  it('opens the Request Validation, Test Results and Action Validation side panels', async () => {
    const { container } = await renderReport();
    const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
    const action = article(container, 'Action 1: Add to cart')!;
    await click(action.querySelector('h3 button'));
    const request = action.querySelector<HTMLElement>(
      'article[aria-label="add_to_cart, Google Analytics 4"]',
    )!;
    await click(request.querySelector('h5 button'));

    // A hit of the action: its validation with the decoded, labelled and marked parameters.
    await click(buttonByText(request, 'Request Validation'));
    expect(dialog()?.querySelector('h2')?.textContent).toBe('Request Validation');
    expect(text(dialog()!)).toContain('add_to_cart · Google Analytics 4');
    await advance(300);
    expect(text(dialog()!)).toContain('items is missing');
    expect(rowNames(dialog()!)).toEqual(['v', 'tid', 'en', 'cu', 'epn.value']);
    expect(dialog()!.querySelector('[data-marker="error"]')).not.toBeNull();
    // From the panel, a custom test result opens Test Results: each condition's verdict.
    await click(buttonByText(dialog()!.querySelector('[data-test-result="failed"]')!, 'View Test Results'));
    expect(dialog()?.querySelector('h2')?.textContent).toBe('Test Results');
    expect(text(dialog()!)).toContain('Value above zero on add_to_cart · Google Analytics 4');
    expect(text(dialog()!)).toContain('2 condition(s), 1 failed');
    expect(
      [...dialog()!.querySelectorAll('tr[data-condition]')].map((row) => row.lastElementChild?.textContent),
    ).toEqual(['Passed', 'Failed']);
    await click(dialog()!.querySelector('button[aria-label="Close panel"]'));
    await advance(300);

    // The action: its duplicates, status and requests.
    await click(buttonByText(action, 'Action Validation'));
    await advance(300);
    expect(dialog()?.querySelector('h2')?.textContent).toBe('Action Validation');
    expect(text(dialog()!)).toContain('Action 1: Add to cart');
    expect(text(dialog()!)).toContain('add_to_cart was sent twice for one click');
    expect(text(dialog()!)).toContain('All Requests (2)');
  });

  it('filters the parameters 300 ms after typing stops', async () => {
    const { container } = await renderReport();
    const action = article(container, 'Action 1: Add to cart')!;
    await click(action.querySelector('h3 button'));
    const request = action.querySelector<HTMLElement>(
      'article[aria-label="add_to_cart, Google Analytics 4"]',
    )!;
    await click(request.querySelector('h5 button'));
    const search = request.querySelector<HTMLInputElement>('input[type="search"]')!;
    expect(search.labels?.[0]?.textContent).toBe('Parameters');
    await typeInto(search, 'e');
    await advance(200);
    await typeInto(search, 'eu');
    await advance(200);
    await typeInto(search, 'eur');
    await advance(299);
    expect(rowNames(request)).toHaveLength(5);
    await advance(1);
    expect(rowNames(request)).toEqual(['cu']);
    expect(text(request)).toContain('1 of 5 parameters');
    await typeInto(search, 'nothing-like-it');
    await advance(300);
    expect(text(request)).toContain('No parameters match your search.');
  });

  it.each([
    ['empty', 'No validation results found'],
    ['failed', 'Failed to load validation results'],
    ['invalid', 'Invalid data structure'],
  ] as const)('says so when the report is %s', async (problem, message) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = await renderReport(async () => Promise.reject(new ReportError(problem)));
    expect(text(container)).toContain(message);
    expect(container.querySelector('a[href="/"]')).not.toBeNull();
  });

  it('shows a loading status first', async () => {
    const { container } = await render(
      <ReportPage reportId="r1" load={() => new Promise(() => undefined)} />,
    );
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Loading validation results...');
    expect(buttonByText(container, 'Action')).toBeUndefined();
  });
});

describe('the validation report page’s cross-checks', () => {
  it('shows a saved run’s cross-checks, failed first, and nothing for a report saved without them', async () => {
    const withChecks = parseSavedReport(
      JSON.stringify({
        ...REPORT_FIXTURE,
        crossValidation: {
          triggers: [],
          purchaseParity: [],
          navigation: [
            {
              requestId: 'r4',
              pageUrl: 'https://shop.example.com/cart',
              vendors: [
                {
                  category: 'GOOGLEANALYTICS4',
                  vendorName: 'Google Analytics 4',
                  followed: false,
                  requestId: null,
                },
                { category: 'FACEBOOK', vendorName: 'Meta Pixel', followed: true, requestId: 'r5' },
              ],
              passed: false,
            },
          ],
        },
      }),
    );
    const { container } = await renderReport(async () => ({ ...report, ...withChecks }));
    const section = container.querySelector('section[aria-labelledby="report-cross-checks"]')!;
    expect(section.querySelector('h2')?.textContent).toBe('Cross-checks (1 failed of 1)');
    expect(text(section)).toContain('https://shop.example.com/cart');
    expect(text(section)).toContain('Google Analytics 4: no page view');
    expect(text(section)).toContain('Meta Pixel page view');
    cleanup();
    const { container: without } = await renderReport();
    expect(without.querySelector('section[aria-labelledby="report-cross-checks"]')).toBeNull();
  });
});
