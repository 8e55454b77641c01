import { NAVIGATION_CATEGORY } from '@tagproof/engine';

/** What the runs chart plots for one run. */
export interface RunMetrics {
  reportId: string;
  at: string;
  /** Findings of severity error. */
  errors: number;
  /** Custom test results that did not pass. */
  failedTests: number;
  /** Tracking requests recorded, page loads aside (the Runs page's "tracking requests"). */
  hits: number;
}

interface ReportLike {
  AllRequestsAllActionsAllTestResults?: {
    summary?: { validationResults?: { errors?: number }; totalRequests?: number };
    validationResults?: Record<
      string,
      {
        requests?: Array<{
          originalRequest?: { requestCategory?: string };
          testResults?: Array<{ passed?: boolean }>;
        }>;
      }
    >;
  };
}

/** The report object of a run's JSON text; null when it is not JSON. */
export function parseRunReport(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * Errors, failed tests and hits of a run's report (zeros for what it lacks). Hits are tracking
 * requests only: the navigation entries (page loads) recorded with them are not hits.
 */
export function runMetrics(reportId: string, at: string, report: unknown): RunMetrics {
  const results = (report as ReportLike | null)?.AllRequestsAllActionsAllTestResults;
  const requests = Object.values(results?.validationResults ?? {}).flatMap((action) => action.requests ?? []);
  return {
    reportId,
    at,
    errors: results?.summary?.validationResults?.errors ?? 0,
    failedTests: requests.reduce(
      (sum, request) => sum + (request.testResults ?? []).filter((test) => test.passed === false).length,
      0,
    ),
    // As the Runs page counts them: the report's total, else its requests minus the page loads.
    hits:
      typeof results?.summary?.totalRequests === 'number'
        ? results.summary.totalRequests
        : requests.filter((request) => request.originalRequest?.requestCategory !== NAVIGATION_CATEGORY)
            .length,
  };
}
