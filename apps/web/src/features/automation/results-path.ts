import type { AutomationJobAccepted } from './api/automation-types';

/** The results page of a queued job, with its viewer token (so it also opens signed out). */
export function resultsPath(job: Pick<AutomationJobAccepted, 'jobId' | 'token'>): string {
  const path = `/automation-results/${encodeURIComponent(job.jobId)}`;
  return job.token ? `${path}?token=${encodeURIComponent(job.token)}` : path;
}
