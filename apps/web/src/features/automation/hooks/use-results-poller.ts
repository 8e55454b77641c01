import { useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import { authStore } from '../../../lib/auth/auth-store';
import { fetchAutomationResults } from '../api/fetch-automation-results';
import { createResultsPoller, type PollState } from '../stores/results-poller';

/**
 * Polls a job's results while the page shows them: with the viewer token when there is one, and
 * the signed-in user's id read at each attempt. `retry` starts over from attempt 1.
 */
export function useResultsPoller(
  jobId: string | undefined,
  token: string | null,
): PollState & { retry: () => void } {
  const poller = useMemo(
    () =>
      createResultsPoller({
        jobId,
        fetchResults: (id) =>
          fetchAutomationResults(id, { token, userId: authStore.getState().user?.$id ?? null }),
      }),
    [jobId, token],
  );
  useEffect(() => {
    poller.start();
    return poller.stop;
  }, [poller]);
  const state = useStore(poller.store);
  return { ...state, retry: poller.start };
}
