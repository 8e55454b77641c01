import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AutomationApiError } from '../api/automation-api-error';
import type { AutomationResultsBody } from '../api/automation-types';
import { createResultsPoller, failureMessage, MAX_POLL_ATTEMPTS, POLL_INTERVAL_MS } from './results-poller';

const queued: AutomationResultsBody = { status: 'queued' };
const processing: AutomationResultsBody = { status: 'processing', progress: { step: 1, total: 3 } };
const completed: AutomationResultsBody = { status: 'completed', result: { reportId: 'r1' } };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(answers: (AutomationResultsBody | Error)[], jobId: string | null = 'job-1', quick = false) {
  const fetchResults = vi.fn(async (_id: string): Promise<AutomationResultsBody> => {
    const next = answers.length > 1 ? answers.shift() : answers[0];
    if (next instanceof Error) throw next;
    return next ?? queued;
  });
  const poller = createResultsPoller({ jobId, fetchResults, quick });
  return { poller, fetchResults, state: () => poller.store.getState() };
}

describe('live progress: quick checks between the 30 s attempts', () => {
  it('checks 1 s after a change, backs off up to 3 s, and shows the end within 5 s', async () => {
    const step = (n: number): AutomationResultsBody => ({
      status: 'processing',
      progress: { step: n, totalSteps: 3 },
    });
    const { poller, fetchResults, state } = setup(
      [queued, step(1), step(1), step(1), step(1), step(1), step(2), completed],
      'job-1',
      true,
    );
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchResults).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(state()).toMatchObject({ phase: 'polling', attempt: 1, body: step(1) });
    // Unchanged: 1 s, then 1.5 s, 2.25 s, 3 s, 3 s.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchResults).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1_499);
    expect(fetchResults).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchResults).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(2_250);
    expect(fetchResults).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(fetchResults).toHaveBeenCalledTimes(6);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(state().body).toEqual(step(2));
    // A change: back to 1 s; the quick checks are not counted as attempts.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(state()).toMatchObject({ phase: 'completed', attempt: 1, body: completed });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchResults).toHaveBeenCalledTimes(8);
  });

  it('still counts an attempt every 30 s and times out after 60 of them', async () => {
    const { poller, fetchResults, state } = setup([processing], 'job-1', true);
    poller.start();
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1);
    expect(state().attempt).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(state().attempt).toBe(2);
    // 1 + 1.5 + 2.25 + 3 × 8 = 28.75 s, then the attempt at 30 s: 11 checks per 30 s after the first.
    expect(fetchResults).toHaveBeenCalledTimes(13);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * (MAX_POLL_ATTEMPTS - 2));
    expect(state()).toMatchObject({ phase: 'timeout', attempt: 60 });
    const calls = fetchResults.mock.calls.length;
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 2);
    expect(fetchResults).toHaveBeenCalledTimes(calls);
  });
});

describe('results polling (specification §4, DESIGN.md)', () => {
  it('polls at once, then every 30 s while the job is queued or processing, until it completes', async () => {
    const { poller, fetchResults, state } = setup([queued, processing, completed]);
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchResults).toHaveBeenCalledTimes(1);
    expect(fetchResults).toHaveBeenCalledWith('job-1');
    expect(state()).toMatchObject({ phase: 'polling', attempt: 1, body: queued });

    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 1);
    expect(fetchResults).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchResults).toHaveBeenCalledTimes(2);
    expect(state()).toMatchObject({ phase: 'polling', attempt: 2, body: processing });

    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(state()).toMatchObject({ phase: 'completed', attempt: 3, body: completed, error: null });
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 5);
    expect(fetchResults).toHaveBeenCalledTimes(3);
  });

  it('stops after 60 attempts with the timeout text', async () => {
    const { poller, fetchResults, state } = setup([processing]);
    poller.start();
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * (MAX_POLL_ATTEMPTS - 2));
    expect(fetchResults).toHaveBeenCalledTimes(MAX_POLL_ATTEMPTS - 1);
    expect(state().phase).toBe('polling');
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(fetchResults).toHaveBeenCalledTimes(MAX_POLL_ATTEMPTS);
    expect(state()).toMatchObject({
      phase: 'timeout',
      attempt: 60,
      error: 'Polling timeout - please check back later',
    });
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 10);
    expect(fetchResults).toHaveBeenCalledTimes(MAX_POLL_ATTEMPTS);
  });

  it('shows a failed job with its error, or "Automation failed"', async () => {
    const first = setup([{ status: 'failed', error: 'Website URL points to a private address' }]);
    first.poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(first.state()).toMatchObject({
      phase: 'failed',
      error: 'Website URL points to a private address',
    });

    const second = setup([{ status: 'failed' }]);
    second.poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(second.state()).toMatchObject({ phase: 'failed', error: 'Automation failed' });
    expect(failureMessage({ message: 'Step 2 timed out' })).toBe('Step 2 timed out');
  });

  it('shows an unknown status as it is, and stops', async () => {
    const { poller, fetchResults, state } = setup([{ status: 'cancelled', note: 'by an admin' }]);
    poller.start();
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 2);
    expect(state()).toMatchObject({ phase: 'other', body: { status: 'cancelled', note: 'by an admin' } });
    expect(fetchResults).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      new AutomationApiError('You are not authorized to view these results', 401),
      'You are not authorized to view these results',
    ],
    [new AutomationApiError('Failed to fetch results', 500, 'Internal error'), 'Failed to fetch results'],
    [new Error('anything'), 'Failed to fetch results'],
  ])('stops on a read error (%s)', async (error, message) => {
    const { poller, fetchResults, state } = setup([queued, error]);
    poller.start();
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(state()).toMatchObject({ phase: 'error', attempt: 2, error: message });
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
    expect(fetchResults).toHaveBeenCalledTimes(2);
  });

  it('says "No job ID provided" without an id, and asks nothing', async () => {
    const { poller, fetchResults, state } = setup([queued], null);
    poller.start();
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(state()).toMatchObject({ phase: 'error', error: 'No job ID provided' });
    expect(fetchResults).not.toHaveBeenCalled();
  });

  it('ignores an answer that comes after stop, and restarts from attempt 1', async () => {
    const { poller, fetchResults, state } = setup([queued]);
    poller.start();
    poller.stop();
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
    expect(fetchResults).toHaveBeenCalledTimes(1);
    expect(state().body).toBeNull();

    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(state()).toMatchObject({ phase: 'polling', attempt: 1, body: queued });
    poller.stop();
  });
});
