// @vitest-environment happy-dom
import type { JourneyDocument } from '@tagproof/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buttonByText, cleanup, click, render, wait } from '../../../testing/render';
import type { JourneyRunDocument, JourneysApi } from '../api/journeys-api';
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

function fakeApi() {
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
    runNow: vi.fn(async () => ({ jobId: 'job' })),
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
    expect(chart?.querySelectorAll('polyline')).toHaveLength(3);
    // Oldest first: run1 had 2 hits, run2 has 1 hit and 2 errors.
    const hits = chart?.querySelectorAll('polyline')[0]?.getAttribute('points')?.split(' ');
    expect(hits).toHaveLength(2);
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

  it('queues a run now', async () => {
    const api = fakeApi();
    const { container } = await render(<JourneyPage journeyId="j1" api={api} />, { path: '/journeys/j1' });
    await wait(30);
    await click(buttonByText(container, 'Run now'));
    expect(api.runNow).toHaveBeenCalledWith('j1');
  });
});
