/** What the runs chart plots for one run. */
export interface RunMetrics {
  reportId: string;
  at: string;
  /** Findings of severity error. */
  errors: number;
  /** Custom test results that did not pass. */
  failedTests: number;
  /** Tracking requests recorded. */
  hits: number;
}

interface ReportLike {
  AllRequestsAllActionsAllTestResults?: {
    summary?: { validationResults?: { errors?: number } };
    validationResults?: Record<string, { requests?: Array<{ testResults?: Array<{ passed?: boolean }> }> }>;
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

/** Errors, failed tests and hits of a run's report (zeros for what it lacks). */
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
    hits: requests.length,
  };
}
