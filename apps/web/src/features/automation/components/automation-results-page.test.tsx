// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth/auth-store';
import '../../../testing/render';
import type { AutomationResultsBody } from '../api/automation-types';
import { AutomationResultsPage } from './automation-results-page';

let root: Root | null = null;

async function open(path: string) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const router = createMemoryRouter(
    [
      { path: '/automation-results/:jobId?', element: <AutomationResultsPage /> },
      { path: '/automation-builder', element: <p>builder</p> },
    ],
    { initialEntries: [path] },
  );
  await act(async () => root?.render(<RouterProvider router={router} />));
  await settle();
  return { container, router };
}

/** Lets the answer of a poll arrive. */
const settle = () => act(async () => vi.advanceTimersByTimeAsync(0));
const later = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));

function answers(...bodies: (AutomationResultsBody | { httpStatus: number })[]) {
  const fetchMock = vi.fn<typeof fetch>(async () => {
    const next = bodies.length > 1 ? bodies.shift() : bodies[0];
    if (next && typeof next.httpStatus === 'number')
      return Response.json({ message: 'nope' }, { status: next.httpStatus });
    return Response.json(next);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const PNG = `data:image/png;base64,${'iVBORw0KGgo'.padEnd(400, 'A')}`;

const COMPLETED: AutomationResultsBody = {
  status: 'completed',
  progress: { step: 2, total: 2 },
  result: {
    reportId: 'report-9',
    report: {
      summary: {
        validationResults: { errors: 1, warnings: 2, info: 0 },
        totalActions: 2,
        vendors: { GOOGLEANALYTICS4: { totalRequests: 3 } },
      },
      validationResults: {
        'action-1': {
          actionInfo: { elementClickedText: 'Page load', description: 'navigate https://shop.example' },
          requests: [{ originalRequest: { eventName: 'page_view' }, validationResults: [] }],
        },
        'action-2': {
          actionInfo: { elementClickedText: 'Add to cart', description: 'click the Add to cart button' },
          requests: [
            {
              originalRequest: { eventName: 'add_to_cart' },
              validationResults: [{ severity: 'error' }, { severity: 'warning' }],
            },
            { originalRequest: { eventName: 'add_to_cart' }, validationResults: [{ severity: 'warning' }] },
          ],
        },
      },
    },
    screenshots: [
      { step: 1, label: 'Page load', dataUrl: PNG },
      { step: 2, label: 'Add to cart', url: '/api/automation/results/job-1/screenshots/2' },
    ],
    recording: {
      title: 'Resolved',
      steps: [
        { type: 'navigate', url: 'https://shop.example' },
        { type: 'click', selectors: [['#add']] },
      ],
    },
  },
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  authStore.setState({ user: null, initialised: true });
});
afterEach(() => {
  if (root) act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the automation results page', () => {
  it('polls at once with the token, shows the spinner and attempt, then every 30 s until completed', async () => {
    const fetchMock = answers(
      { status: 'queued' },
      { status: 'processing', progress: { step: 1, total: 3 } },
      COMPLETED,
    );
    const { container } = await open('/automation-results/job-1?token=t1');
    expect(container.querySelector('h1')?.textContent).toBe('Automation Results');
    expect(container.querySelector('a[href="/automation-builder"]')?.textContent).toBe('Back to Builder');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/automation/results/job-1?token=t1');
    expect(fetchMock.mock.calls[0]?.[1]?.headers).not.toHaveProperty('authorization');
    expect(container.textContent).toContain('Processing your automation...');
    expect(container.textContent).toContain('Polling attempt 1/60');

    await later(30_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(container.textContent).toContain('Polling attempt 2/60');
    expect(container.textContent).toContain('Step 1 of 3');
    expect(container.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('1');

    await later(30_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(container.textContent).not.toContain('Processing your automation...');
    expect(container.textContent).toContain('Automation completed successfully!');
    const raw = container.querySelector('[data-testid="raw-result"]')?.textContent ?? '';
    expect(JSON.parse(raw.replace(/"data:image[^"]*"/g, '"img"'))).toMatchObject({
      status: 'completed',
      result: { reportId: 'report-9' },
    });
    expect(raw).toContain('(422 characters)');

    expect(container.querySelector('a[href="/automatedResults/report-9"]')?.textContent).toBe(
      'View the validation report',
    );
    expect(container.textContent).toContain('Actions Executed2');
    expect(container.textContent).toContain('GOOGLEANALYTICS4: 3 requests');
    expect(container.textContent).toContain('2. Add to cart');
    expect(container.textContent).toContain('2 tracking requests · add_to_cart · 1 error · 2 suggestions');
    const images = [...container.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(images).toEqual([PNG, '/api/automation/results/job-1/screenshots/2?token=t1']);
    expect(container.textContent).toContain('Download recording (2 steps, Recorder JSON)');

    await later(30_000 * 3);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('sends the signed-in user id as bearer and no token when there is none', async () => {
    authStore.setState({ user: { $id: 'user-1', name: 'Jane', emailVerification: true } });
    const fetchMock = answers({ status: 'queued' });
    await open('/automation-results/job-2');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/automation/results/job-2');
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ authorization: 'Bearer user-1' });
  });

  it('stops after 60 attempts with the timeout text', async () => {
    const fetchMock = answers({ status: 'processing' });
    const { container } = await open('/automation-results/job-1?token=t1');
    await later(30_000 * 58);
    expect(container.textContent).toContain('Polling attempt 59/60');
    await later(30_000);
    expect(fetchMock).toHaveBeenCalledTimes(60);
    expect(container.textContent).toContain('Polling timeout - please check back later');
    expect(container.textContent).not.toContain('Processing your automation...');
    await later(30_000 * 2);
    expect(fetchMock).toHaveBeenCalledTimes(60);
  });

  it('shows a failed job with its error', async () => {
    answers({ status: 'failed', error: 'Step 2: no element matches "Add to cart"' });
    const { container } = await open('/automation-results/job-1?token=t1');
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'Step 2: no element matches "Add to cart"',
    );
  });

  it('says "Automation failed" for a failure without a reason', async () => {
    answers({ status: 'failed' });
    const { container } = await open('/automation-results/job-1?token=t1');
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Automation failed');
  });

  it.each([401, 403])(
    'answers %i with "You are not authorized to view these results"',
    async (httpStatus) => {
      answers({ httpStatus });
      const { container } = await open('/automation-results/job-1?token=wrong');
      expect(container.querySelector('[role="alert"] p')?.textContent).toBe(
        'You are not authorized to view these results',
      );
    },
  );

  it('answers other failures with "Failed to fetch results", and Try again polls again', async () => {
    const fetchMock = answers({ httpStatus: 500 }, { status: 'queued' });
    const { container } = await open('/automation-results/job-1?token=t1');
    expect(container.querySelector('[role="alert"] p')?.textContent).toBe('Failed to fetch results');
    const retry = [...container.querySelectorAll('button')].find(
      (button) => button.textContent === 'Try again',
    );
    await act(async () => retry?.click());
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(container.textContent).toContain('Polling attempt 1/60');
  });

  it('says "No job ID provided" without a job id', async () => {
    const fetchMock = answers({ status: 'queued' });
    const { container } = await open('/automation-results');
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('No job ID provided');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows an unknown status as it is', async () => {
    answers({ status: 'paused', why: 'maintenance' });
    const { container } = await open('/automation-results/job-1?token=t1');
    const raw = container.querySelector('[data-testid="raw-result"]')?.textContent ?? '';
    expect(JSON.parse(raw)).toEqual({ status: 'paused', why: 'maintenance' });
    expect(container.textContent).not.toContain('Automation completed successfully!');
  });
});
