import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AutomationApiError } from '../api/automation-api-error';
import type { AutomationResultsBody } from '../api/automation-types';
import { createResultsPoller, failureMessage, MAX_POLL_ATTEMPTS, POLL_INTERVAL_MS } from './results-poller';

const queued: AutomationResultsBody = { status: 'queued' };
const processing: AutomationResultsBody = { status: 'processing', progress: { step: 1, total: 3 } };
const completed: AutomationResultsBody = { status: 'completed', result: { reportId: 'r1' } };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(answers: (AutomationResultsBody | Error)[], jobId: string | null = 'job-1') {
  const fetchResults = vi.fn(async (_id: string): Promise<AutomationResultsBody> => {
    const next = answers.length > 1 ? answers.shift() : answers[0];
    if (next instanceof Error) throw next;
    return next ?? queued;
  });
  const poller = createResultsPoller({ jobId, fetchResults });
  return { poller, fetchResults, state: () => poller.store.getState() };
}

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
