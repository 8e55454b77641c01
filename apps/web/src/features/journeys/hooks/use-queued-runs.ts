import { useEffect, useRef, useState } from 'react';

/** How often a queued run's job is read while it is queued or running. */
export const RUN_POLL_MS = 3000;

/** A run queued with Run now: its job, and the token that reads its status. */
export interface QueuedRun {
  jobId: string;
  token?: string;
}

const ENDED = new Set(['completed', 'failed']);

/**
 * Watches the runs queued from this page: every `intervalMs` it reads each job's status and, once
 * one has ended (or its status can no longer be read), stops watching it and calls `onEnded` so the
 * page reloads its runs. Nothing is polled while no run is queued, nor after unmount.
 *
 * @example const queued = useQueuedRuns(readStatus, reload); queued.watch({ jobId, token });
 */
export function useQueuedRuns(
  readStatus: (run: QueuedRun) => Promise<string>,
  onEnded: () => void,
  intervalMs = RUN_POLL_MS,
) {
  const [runs, setRuns] = useState<QueuedRun[]>([]);
  const ended = useRef(onEnded);
  useEffect(() => {
    ended.current = onEnded;
  });

  useEffect(() => {
    if (runs.length === 0) return;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      const done = new Set<string>();
      await Promise.all(
        runs.map(async (run) => {
          try {
            if (ENDED.has(await readStatus(run))) done.add(run.jobId);
          } catch {
            // Unreadable (signed out, job expired): stop watching it; the reload shows what exists.
            done.add(run.jobId);
          }
        }),
      );
      if (!active) return;
      if (done.size === 0) {
        timer = setTimeout(() => void tick(), intervalMs);
        return;
      }
      setRuns((current) => current.filter((run) => !done.has(run.jobId)));
      ended.current();
    };
    timer = setTimeout(() => void tick(), intervalMs);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [runs, readStatus, intervalMs]);

  return {
    /** Starts watching a queued run. */
    watch: (run: QueuedRun) => setRuns((current) => [...current, run]),
    /** How many queued runs have not ended yet. */
    pending: runs.length,
  };
}
