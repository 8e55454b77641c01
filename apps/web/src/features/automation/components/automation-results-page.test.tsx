// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth/auth-store';
import '../../../testing/render';
import type { AutomationResultsBody } from '../api/automation-types';
import { COMPLETED_JOB } from '../testing/completed-job';
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

/** An ended job as the automation service answers it (the contract's job view). */
const COMPLETED = COMPLETED_JOB;

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
  it('polls at once with the token, shows the spinner and attempt, then each step live until completed', async () => {
    const fetchMock = answers(
      {
        status: 'queued',
        progress: { step: 0, totalSteps: 3, description: 'Waiting for a browser' },
        queuePosition: 2,
      },
      { status: 'processing', progress: { step: 1, totalSteps: 3, description: 'Open the product page' } },
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
    expect(container.textContent).toContain('2 jobs are ahead of this one.');
    expect(container.textContent).toContain('Waiting for a browser (3 steps)');

    // Live progress: a quick check 1 s later shows the step; the 30 s attempts are still counted.
    await later(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(container.textContent).toContain('Polling attempt 1/60');
    expect(container.textContent).toContain('Step 1 of 3: Open the product page');
    expect(container.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('1');

    await later(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(container.textContent).not.toContain('Processing your automation...');
    expect(container.textContent).toContain('Automation completed successfully!');
    const raw = container.querySelector('[data-testid="raw-result"]')?.textContent ?? '';
    expect(JSON.parse(raw)).toEqual(COMPLETED);

    // Viewed by token: the report link carries the job and token, so it opens without signing in.
    expect(
      container.querySelector('a[href="/automatedResults/report-9?job=job-1&token=t1"]')?.textContent,
    ).toBe('View the validation report');
    expect(container.textContent).toContain('Actions Executed2');
    expect(container.textContent).toContain('Tracking Requests3');
    expect(container.textContent).toContain('Google Analytics 4: 3 requests');
    const actions = [...container.querySelectorAll('[data-testid="action-result"]')].map(
      (a) => a.textContent,
    );
    expect(actions).toHaveLength(2);
    expect(actions[0]).toContain('1.navigateOpen https://shop.example/productpassed');
    expect(actions[1]).toContain('2.clickAdd to cartpassed');
    expect(actions[1]).toContain('Click "Add to cart"');
    expect(actions[1]).toContain('2 tracking requests · 1 error · 2 suggestions');
    expect(actions[1]).toContain('Google Analytics 4 · add_to_cart');
    const images = [...container.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(images).toEqual([
      '/api/automation/results/job-1/screenshots/1?token=t1',
      '/api/automation/results/job-1/screenshots/2?token=t1',
    ]);
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
    expect(container.textContent).toContain('Polling timeout - please check back later');
    expect(container.textContent).not.toContain('Processing your automation...');
    const calls = fetchMock.mock.calls.length;
    await later(30_000 * 2);
    expect(fetchMock).toHaveBeenCalledTimes(calls);
  });

  it('shows a failed job with its error and what the run got to', async () => {
    const result = COMPLETED.result as Record<string, unknown>;
    const actions = result.actions as Record<string, unknown>[];
    answers({
      status: 'failed',
      error: 'Step 2: no element matches "Add to cart"',
      result: {
        ...result,
        status: 'failed',
        actions: [actions[0], { ...actions[1], status: 'failed', error: 'No element matches', events: [] }],
      },
    });
    const { container } = await open('/automation-results/job-1?token=t1');
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'Step 2: no element matches "Add to cart"',
    );
    const cards = [...container.querySelectorAll('[data-testid="action-result"]')].map((a) => a.textContent);
    expect(cards[1]).toContain('failed');
    expect(cards[1]).toContain('No element matches');
    expect(cards[1]).toContain('0 tracking requests');
    expect(container.textContent).not.toContain('Automation completed successfully!');
  });

  it('masks personal data in the actions and the raw JSON view', async () => {
    const result = COMPLETED.result as Record<string, unknown>;
    const actions = result.actions as Record<string, unknown>[];
    answers({
      ...COMPLETED,
      result: {
        ...result,
        actions: [
          actions[0],
          {
            ...actions[1],
            type: 'change',
            description: 'Type jane.doe@example.com into #email',
            events: [
              {
                requestId: 'r9',
                vendor: 'Google Analytics 4',
                category: 'GOOGLEANALYTICS4',
                eventName: 'signup_jane.doe@example.com',
                accountID: 'G-TEST',
                errors: 1,
                suggestions: 0,
              },
            ],
          },
        ],
      },
    });
    const { container } = await open('/automation-results/job-1?token=t1');
    const cards = [...container.querySelectorAll('[data-testid="action-result"]')].map((a) => a.textContent);
    expect(cards[1]).toContain('Type j***@example.com into #email');
    expect(cards[1]).toContain('Google Analytics 4 · s***@example.com');
    expect(container.querySelector('[data-testid="raw-result"]')?.textContent).toContain(
      'Type j***@example.com into #email',
    );
    expect(container.textContent).not.toContain('jane.doe');
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
