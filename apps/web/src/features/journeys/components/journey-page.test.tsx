// @vitest-environment happy-dom
import type { JourneyDocument } from '@tagproof/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buttonByText, cleanup, click, render, wait } from '../../../testing/render';
import type { JourneyFailedRun, JourneyRunDocument, JourneysApi } from '../api/journeys-api';
import { JourneyPage } from './journey-page';

/** A report of one action whose requests are GA4 hits with these event names and parameters. */
function report(events: Array<{ en: string; params: Record<string, string> }>, errors = 0) {
  return JSON.stringify({
    AllRequestsAllActionsAllTestResults: {
      summary: { validationResults: { errors, warnings: 0, info: 0 }, totalActions: 1, vendors: {} },
      validationResults: {
        action_1: {
          actionInfo: { index: 1, description: 'Open the shop' },
          requests: events.map((event, index) => ({
            requestId: `r${index}`,
            originalRequest: {
              eventName: event.en,
              accountID: 'G-TEST12345',
              requestCategory: 'GOOGLEANALYTICS4',
              vendorName: 'Google Analytics 4',
              tabUrl: 'https://shop.example/',
            },
            parameters: Object.entries(event.params).map(([name, value]) => ({ name, value })),
            validationResults: [],
            testResults: [{ testID: 't1', passed: event.en !== 'page_view' || errors === 0 }],
          })),
        },
      },
    },
  });
}

const JOURNEY: JourneyDocument = {
  $id: 'j1',
  $createdAt: '2026-05-01T10:00:00.000+00:00',
  $updatedAt: '2026-05-01T10:00:00.000+00:00',
  name: 'Checkout',
  request: '{}',
  schedule: 'hourly',
  alerts: '{"email":true,"webhookUrl":null}',
  baselineReportId: 'run1',
  nextRunAt: '2026-05-01T11:00:00.000+00:00',
};
const RUNS: JourneyRunDocument[] = [
  // Newest first, as the API lists them.
  {
    $id: 'run2',
    $createdAt: '2026-05-01T11:00:00.000+00:00',
    testSuiteResult: report([{ en: 'page_view', params: {} }], 2),
    journeyId: 'j1',
    jobId: 'b',
  },
  {
    $id: 'run1',
    $createdAt: '2026-05-01T10:00:00.000+00:00',
    testSuiteResult: report([
      { en: 'page_view', params: { cu: 'EUR' } },
      { en: 'add_to_cart', params: { cu: 'EUR' } },
    ]),
    journeyId: 'j1',
    jobId: 'a',
  },
];

function fakeApi(failedRuns: JourneyFailedRun[] = []) {
  let journey = { ...JOURNEY };
  const api: JourneysApi = {
    list: vi.fn(async () => [journey]),
    get: vi.fn(async () => journey),
    create: vi.fn(async () => journey),
    update: vi.fn(async (_id: string, data: Record<string, unknown>) => {
      journey = { ...journey, ...data } as JourneyDocument;
      return journey;
    }),
    remove: vi.fn(async () => undefined),
    runs: vi.fn(async () => RUNS),
    failedRuns: vi.fn(async () => failedRuns),
    runNow: vi.fn(async () => ({ jobId: 'job', token: 'tok' })),
    runStatus: vi.fn(async () => 'completed'),
    createWebhookSecret: vi.fn(async () => 'whsec_x'),
  };
  return api;
}

afterEach(() => cleanup());

describe('JourneyPage', () => {
  it('charts the runs, shows the latest run against the baseline per action, and changes the baseline', async () => {
    const api = fakeApi();
    const { container } = await render(<JourneyPage journeyId="j1" api={api} />, { path: '/journeys/j1' });
    await wait(30);
    expect(container.querySelector('h1')?.textContent).toBe('Checkout');
    const chart = container.querySelector('svg[role="img"]');
    expect(chart?.querySelectorAll('[data-series] > path')).toHaveLength(3);
    // Oldest first: run1 had 2 hits, run2 has 1 hit and 2 errors.
    const hits = chart?.querySelectorAll('[data-series="hits"] > [data-point]');
    expect([...(hits ?? [])].map((point) => point.getAttribute('data-point'))).toEqual(['run1', 'run2']);
    const cells = (row: Element) =>
      [...row.querySelectorAll('td')].slice(1, 4).map((cell) => cell.textContent);
    const [latest, first] = [...container.querySelectorAll('tbody tr')];
    // Hits, errors, failed tests.
    expect(latest && cells(latest)).toEqual(['1', '2', '1']);
    expect(first && cells(first)).toEqual(['2', '0', '0']);
    expect(first?.textContent).toContain('baseline');

    const diff = container.querySelector('section[aria-labelledby="diff-heading"]');
    expect(diff?.textContent).toContain('Open the shop');
    expect(diff?.textContent).toMatch(/Event vanished.*add_to_cart/);
    expect(diff?.textContent).toMatch(/Parameter vanished: cu/);

    await click(buttonByText(container, 'Mark as baseline'));
    await wait(30);
    expect(api.update).toHaveBeenCalledWith('j1', { baselineReportId: 'run2' });
    expect(container.querySelector('section[aria-labelledby="diff-heading"]')).toBeNull();
  });

  it('puts its actions under the title, on the left, where the top-right toasts never cover them', async () => {
    const api = fakeApi();
    const { container } = await render(<JourneyPage journeyId="j1" api={api} />, { path: '/journeys/j1' });
    await wait(30);
    const header = container.querySelector('header');
    const actions = header?.querySelector('[role="group"][aria-label="Journey actions"]');
    expect(actions && buttonByText(actions, 'Run now')).toBeDefined();
    expect(actions && buttonByText(actions, 'Edit')).toBeDefined();
    // One column at every width: the title block, then the actions (never a right-hand column).
    expect(header?.className).not.toMatch(/(^|\s)(sm|md|lg|xl):flex-row/);
    expect(header?.className).not.toContain('justify-between');
    expect([...(header?.children ?? [])].indexOf(actions ?? document.body)).toBe(1);
    expect(header?.children[0]?.querySelector('h1')?.textContent).toBe('Checkout');
  });

  it('queues a run now', async () => {
    const api = fakeApi();
    const { container } = await render(<JourneyPage journeyId="j1" api={api} />, { path: '/journeys/j1' });
    await wait(30);
    await click(buttonByText(container, 'Run now'));
    expect(api.runNow).toHaveBeenCalledWith('j1');
  });

  it('watches a run queued with Run now and reloads its runs once it ends, without a page reload', async () => {
    const api = fakeApi();
    const [, oldest] = RUNS;
    vi.mocked(api.runs).mockResolvedValue(oldest ? [oldest] : []);
    const statuses = ['queued', 'active', 'completed'];
    vi.mocked(api.runStatus).mockImplementation(async () => statuses.shift() ?? 'completed');
    const { container } = await render(<JourneyPage journeyId="j1" api={api} runPollMs={10} />, {
      path: '/journeys/j1',
    });
    await wait(30);
    expect(container.querySelectorAll('tbody tr')).toHaveLength(1);
    expect(api.runStatus).not.toHaveBeenCalled();

    await click(buttonByText(container, 'Run now'));
    vi.mocked(api.runs).mockResolvedValue(RUNS);
    expect(container.querySelector('[role="status"]')?.textContent).toContain('A run is under way');
    const loadsBefore = vi.mocked(api.failedRuns).mock.calls.length;
    await wait(100);
    expect(api.runStatus).toHaveBeenCalledWith('job', 'tok');
    expect(vi.mocked(api.runStatus).mock.calls.length).toBeGreaterThanOrEqual(3);
    // Runs and failed runs reloaded: the new run is listed, and polling stopped.
    expect(vi.mocked(api.failedRuns).mock.calls.length).toBeGreaterThan(loadsBefore);
    expect(container.querySelectorAll('tbody tr')).toHaveLength(2);
    expect(container.querySelector('tbody tr')?.textContent).toContain('1');
    expect(container.querySelector('[role="status"]')?.textContent).toBe('');
    const calls = vi.mocked(api.runStatus).mock.calls.length;
    await wait(50);
    expect(api.runStatus).toHaveBeenCalledTimes(calls);
  });

  it('stops watching a queued run once the page is left', async () => {
    const api = fakeApi();
    vi.mocked(api.runStatus).mockResolvedValue('active');
    const { container } = await render(<JourneyPage journeyId="j1" api={api} runPollMs={10} />, {
      path: '/journeys/j1',
    });
    await wait(30);
    await click(buttonByText(container, 'Run now'));
    await wait(40);
    expect(api.runStatus).toHaveBeenCalled();
    cleanup();
    const calls = vi.mocked(api.runStatus).mock.calls.length;
    await wait(50);
    expect(api.runStatus).toHaveBeenCalledTimes(calls);
  });

  it('shows failed runs in the runs list with their error and as marks on the chart’s time axis', async () => {
    const api = fakeApi([
      // Newest first, as the API lists them: one after run2, one between run1 and run2.
      {
        jobId: 'job-late',
        finishedAt: '2026-05-01T12:00:00.000+00:00',
        error: 'net::ERR_CONNECTION_REFUSED at https://shop.example/',
      },
      {
        jobId: 'job-mid',
        finishedAt: '2026-05-01T10:30:00.000+00:00',
        error: 'Step 1 failed: no element matches "Buy"',
      },
    ]);
    const { container } = await render(<JourneyPage journeyId="j1" api={api} />, { path: '/journeys/j1' });
    await wait(30);
    expect(api.failedRuns).toHaveBeenCalledWith('j1');

    const rows = [...container.querySelectorAll('tbody tr')];
    expect(rows).toHaveLength(4);
    // Newest first: the late failure, run2, the middle failure, run1.
    const [late, second, mid, first] = rows;
    expect(late?.textContent).toContain('failed');
    expect(late?.textContent).toContain('net::ERR_CONNECTION_REFUSED at https://shop.example/');
    expect(late?.querySelector('a')).toBeNull();
    expect(late && buttonByText(late, 'Mark as baseline')).toBeUndefined();
    expect(mid?.textContent).toContain('Step 1 failed: no element matches "Buy"');
    expect(second && buttonByText(second, 'Mark as baseline')).toBeDefined();
    expect(first?.textContent).toContain('baseline');

    const chart = container.querySelector('svg[role="img"]');
    expect(chart?.getAttribute('aria-label')).toContain('4 runs');
    expect(chart?.getAttribute('aria-label')).toContain('2 failed runs without a report, marked in red');
    const marks = [...(chart?.querySelectorAll('[data-failed-run]') ?? [])];
    expect(marks.map((mark) => mark.getAttribute('data-failed-run'))).toEqual(['job-mid', 'job-late']);
    expect(marks[1]?.querySelector('title')?.textContent).toContain('the run failed (no report)');
    // The series have a point at the two runs with a report, in their columns (the 1st and the 3rd of 4).
    const hitsX = [...(chart?.querySelectorAll('[data-series="hits"] > [data-point]') ?? [])].map((point) =>
      Number(point.getAttribute('x1')),
    );
    const marksX = marks.map((mark) => Number(mark.querySelector('line')?.getAttribute('x1')));
    expect(hitsX).toHaveLength(2);
    const columns = [hitsX?.[0], marksX[0], hitsX?.[1], marksX[1]];
    expect(columns).toEqual([...columns].sort((a, b) => (a ?? 0) - (b ?? 0)));
    expect(new Set(columns).size).toBe(4);
    expect(container.querySelector('figcaption')?.textContent).toContain('Failed run (2)');
    // The diff still shows the latest run with a report against the baseline.
    expect(container.querySelector('section[aria-labelledby="diff-heading"]')?.textContent).toMatch(
      /Event vanished.*add_to_cart/,
    );
  });

  it('lists the runs as stacked cards on a phone, every action in reach, and as a table from sm up', async () => {
    const api = fakeApi([{ jobId: 'job-1', finishedAt: '2026-05-01T10:30:00.000+00:00', error: 'Timeout' }]);
    const { container } = await render(<JourneyPage journeyId="j1" api={api} />, { path: '/journeys/j1' });
    await wait(30);
    // The table only from sm up, never in a sideways-scrolling box; the cards only below sm.
    const table = container.querySelector('table');
    expect(table?.parentElement?.className).toMatch(/(^|\s)hidden sm:block/);
    expect(container.querySelector('.overflow-x-auto')).toBeNull();
    const cards = container.querySelector('ul[aria-label="Runs"]');
    expect(cards?.className).toContain('sm:hidden');
    const [latest, failed, first] = [...(cards?.querySelectorAll(':scope > li') ?? [])];
    expect(latest?.textContent).toContain('1 hit · 2 errors · 1 failed test');
    expect(latest?.querySelector('a')?.getAttribute('href')).toBe('/automatedResults/run2');
    expect(latest && buttonByText(latest, 'Mark as baseline')).toBeDefined();
    // The actions wrap inside the card.
    expect(latest?.querySelector('a')?.parentElement?.className).toContain('flex-wrap');
    expect(failed?.textContent).toContain('failed');
    expect(failed?.textContent).toContain('Timeout');
    expect(failed?.querySelector('a')).toBeNull();
    expect(first?.textContent).toContain('baseline');
    expect(first?.textContent).toContain('2 hits · 0 errors · 0 failed tests');
    expect(first?.querySelector('a')?.getAttribute('href')).toBe('/automatedResults/run1');
    expect(first && buttonByText(first, 'Mark as baseline')).toBeUndefined();

    const mark = latest && buttonByText(latest, 'Mark as baseline');
    await click(mark);
    await wait(30);
    expect(api.update).toHaveBeenCalledWith('j1', { baselineReportId: 'run2' });
    // Selecting a run from its card.
    await click(first?.querySelector('button'));
    expect(first?.className).toContain('bg-indigo-50');
  });

  it('tells runs of one minute apart by their seconds, each time kept on one line', async () => {
    const api = fakeApi([{ jobId: 'job-1', finishedAt: '2026-05-01T10:00:20.000+00:00', error: 'Timeout' }]);
    vi.mocked(api.runs).mockResolvedValue(
      RUNS.map((run, index) => ({
        ...run,
        $createdAt: `2026-05-01T10:00:${index === 0 ? '40' : '05'}.000+00:00`,
      })),
    );
    const { container } = await render(<JourneyPage journeyId="j1" api={api} />, { path: '/journeys/j1' });
    await wait(30);
    const times = [...container.querySelectorAll('tbody td:first-child > :first-child')];
    expect(times).toHaveLength(3);
    const texts = times.map((time) => time.textContent);
    expect(new Set(texts).size).toBe(3);
    for (const time of times) expect(time.className).toContain('whitespace-nowrap');
    expect(texts[0]).toBe(
      new Date('2026-05-01T10:00:40.000+00:00').toLocaleString(undefined, {
        dateStyle: 'short',
        timeStyle: 'medium',
      }),
    );
  });

  it('charts full columns, breaks the lines at a failed run, marks the baseline, and tells the series apart', async () => {
    const api = fakeApi([
      { jobId: 'job-mid', finishedAt: '2026-05-01T10:30:00.000+00:00', error: 'Timeout' },
    ]);
    const { container } = await render(<JourneyPage journeyId="j1" api={api} />, { path: '/journeys/j1' });
    await wait(30);
    const chart = container.querySelector('svg[role="img"]');
    const width = Number(chart?.getAttribute('viewBox')?.split(' ')[2]);
    // Every column (report runs' rects and failed runs' bands) is whole and inside the chart.
    const columns = [...(chart?.querySelectorAll(':scope > rect, [data-failed-run] > rect') ?? [])].map(
      (rect) => ({
        x: Number(rect.getAttribute('x')),
        width: Number(rect.getAttribute('width')),
      }),
    );
    expect(columns).toHaveLength(3);
    for (const column of columns) {
      expect(column.width).toBeCloseTo(width / 3);
      expect(column.x).toBeGreaterThanOrEqual(0);
      expect(column.x + column.width).toBeLessThanOrEqual(width + 1e-9);
    }
    // run1, the failed run, run2: each series is two stretches, no segment across the failed run.
    for (const series of ['hits', 'errors', 'failedTests']) {
      const d = chart?.querySelector(`[data-series="${series}"] > path`)?.getAttribute('d') ?? '';
      expect(d.match(/M/g)).toHaveLength(2);
      expect(d).not.toContain('L');
      expect(chart?.querySelectorAll(`[data-series="${series}"] > [data-point]`)).toHaveLength(2);
    }
    // Failed tests stay apart from errors on the same values: dashed line, other point shape.
    const look = (series: string) => {
      const group = chart?.querySelector(`[data-series="${series}"]`);
      return [
        group?.querySelector('path')?.getAttribute('stroke-dasharray'),
        group?.querySelector('[data-point]')?.getAttribute('stroke-linecap'),
      ];
    };
    expect(look('failedTests')).not.toEqual(look('errors'));
    expect(look('failedTests')[0]).toBeTruthy();
    // The baseline (run1, the first column) is marked, with a text alternative.
    const baseline = chart?.querySelector('[data-baseline-run="run1"]');
    expect(baseline?.querySelector('title')?.textContent).toMatch(/^Baseline run: /);
    expect(Number(baseline?.querySelector('line')?.getAttribute('x1'))).toBeCloseTo(width / 6);
    expect(chart?.getAttribute('aria-label')).toMatch(/; the baseline run \(.+, run 1\) marked at the top$/);
    expect(container.querySelector('figcaption')?.textContent).toContain('Baseline run');
  });

  it('shows a journey whose only runs failed', async () => {
    const api = fakeApi([{ jobId: 'job-1', finishedAt: '2026-05-01T12:00:00.000+00:00', error: 'Timeout' }]);
    vi.mocked(api.runs).mockResolvedValue([]);
    const { container } = await render(<JourneyPage journeyId="j1" api={api} />, { path: '/journeys/j1' });
    await wait(30);
    expect(container.textContent).not.toContain('No run yet');
    expect(container.querySelectorAll('[data-failed-run]')).toHaveLength(1);
    expect(container.querySelector('tbody')?.textContent).toContain('Timeout');
  });
});
