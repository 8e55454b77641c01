import type { JourneyFailedRun } from '@tagproof/contracts';
import type { RunMetrics } from './run-metrics';

/** One run on the journey's time axis: a run with its report, or a failed run (no report). */
export type TimelineRun =
  ({ kind: 'report' } & RunMetrics) | { kind: 'failed'; jobId: string; at: string; error: string };

/** A run's key among both kinds (a report id or a job id). */
export const timelineKey = (run: TimelineRun) => (run.kind === 'report' ? run.reportId : `job:${run.jobId}`);

/**
 * The runs with a report and the failed runs on one time axis, oldest first, the latest `limit` of
 * them (a failed run's time is when it ended, a report's when it was saved, at the run's end).
 */
export function runTimeline(
  reports: readonly RunMetrics[],
  failures: readonly JourneyFailedRun[],
  limit: number,
): TimelineRun[] {
  const runs: TimelineRun[] = [
    ...reports.map((run) => ({ kind: 'report' as const, ...run })),
    ...failures.map((run) => ({
      kind: 'failed' as const,
      jobId: run.jobId,
      at: run.finishedAt,
      error: run.error,
    })),
  ];
  runs.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return runs.slice(Math.max(0, runs.length - limit));
}
