import { NAVIGATION_CATEGORY } from '@tagproof/engine';
import { describe, expect, it } from 'vitest';
import { runMetrics } from './run-metrics';

/** A report of one action with requests of these categories (the second one's test failed). */
function report(categories: string[], summary: Record<string, unknown> = {}) {
  return {
    AllRequestsAllActionsAllTestResults: {
      summary: { validationResults: { errors: 1 }, ...summary },
      validationResults: {
        action_1: {
          requests: categories.map((requestCategory, index) => ({
            originalRequest: { requestCategory },
            testResults: [{ passed: index !== 1 }],
          })),
        },
      },
    },
  };
}

describe('runMetrics', () => {
  it('counts tracking requests as hits, never the page loads (navigation) recorded with them', () => {
    const metrics = runMetrics(
      'r1',
      'at',
      report([NAVIGATION_CATEGORY, 'GOOGLEANALYTICS4', 'GOOGLEANALYTICS4']),
    );
    expect(metrics).toEqual({ reportId: 'r1', at: 'at', errors: 1, failedTests: 1, hits: 2 });
  });

  it('takes the report summary’s total of tracking requests when it has one, as the Runs page does', () => {
    const metrics = runMetrics(
      'r1',
      'at',
      report([NAVIGATION_CATEGORY, 'GOOGLEANALYTICS4'], { totalRequests: 5 }),
    );
    expect(metrics.hits).toBe(5);
  });

  it('answers zeros for a report that is not one', () => {
    expect(runMetrics('r1', 'at', null)).toEqual({
      reportId: 'r1',
      at: 'at',
      errors: 0,
      failedTests: 0,
      hits: 0,
    });
  });
});
