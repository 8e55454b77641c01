// @vitest-environment happy-dom
import type { AutomationRun } from '@tagproof/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth/auth-store';
import { buttonByText, cleanup, click, render, wait } from '../../../testing/render';
import { builderStore } from '../stores/builder-instance';
import { RunsPage } from './runs-page';

const recording = {
  title: 'Add to cart',
  steps: [
    { type: 'navigate', url: 'https://shop.example/product' },
    { type: 'click', selectors: [['#add-to-cart']], offsetX: 1, offsetY: 1 },
  ],
};

const run = (jobId: string, extra: Partial<AutomationRun> = {}): AutomationRun => ({
  jobId,
  status: 'completed',
  mode: 'recording',
  websiteUrl: 'https://shop.example/product',
  createdAt: '2026-01-02T10:00:00.000Z',
  finishedAt: '2026-01-02T10:00:09.000Z',
  error: null,
  reportId: `report-${jobId}`,
  totals: {
    errors: 1,
    warnings: 0,
    executedActions: 2,
    totalActions: 2,
    trackingRequests: 3,
    testsPassed: 1,
    testsFailed: 1,
  },
  recording,
  ...extra,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function serve(runs: AutomationRun[]) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    if (String(input) === '/api/automation/runs') return Response.json({ total: runs.length, runs });
    return Response.json({ jobId: 'job-new', token: 'tok-new', status: 'queued' }, { status: 202 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the Runs page', () => {
  it('lists the runs with status, counts, errors and failed tests', async () => {
    serve([
      run('job-2'),
      run('job-1', { status: 'failed', error: 'Step 2 failed: no element', totals: null, reportId: null }),
    ]);
    const { container } = await render(<RunsPage />, { path: '/runs' });
    await wait(20);
    const items = [...container.querySelectorAll('[data-testid="run"]')];
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('completed');
    expect(items[0]?.textContent).toContain(
      '2 actions run of 2 · 3 tracking requests · 1 error · 1 failed test of 2',
    );
    expect(items[0]?.querySelector('a[href="/automatedResults/report-job-2"]')?.textContent).toBe(
      'View report',
    );
    expect(items[1]?.textContent).toContain('failed');
    expect(items[1]?.textContent).toContain('Step 2 failed: no element');
  });

  it('opens a run in the builder, and re-runs it', async () => {
    authStore.setState({ user: { $id: 'user-1', name: 'Jane', emailVerification: true }, initialised: true });
    const fetchMock = serve([run('job-2')]);
    const { container, router } = await render(<RunsPage />, { path: '/runs' });
    await wait(20);
    await click(buttonByText(container, 'Open in builder'));
    expect(router.state.location.pathname).toBe('/automation-builder');
    expect(builderStore().getState()).toMatchObject({
      useAI: false,
      websiteUrl: 'https://shop.example/product',
      recording: { steps: recording.steps },
    });

    await router.navigate('/runs');
    await wait(20);
    await click(buttonByText(container, 'Re-run'));
    await wait(20);
    const submitted = fetchMock.mock.calls.find(([url]) => String(url) === '/api/automation');
    expect(JSON.parse(String(submitted?.[1]?.body))).toMatchObject({
      useAI: false,
      nonAIInstructions: recording.steps,
      navigation: { websiteUrl: 'https://shop.example/product' },
    });
    expect(router.state.location.pathname).toBe('/automation-results/job-new');
    expect(router.state.location.search).toBe('?token=tok-new');
  });
});
