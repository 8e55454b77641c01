import { describe, expect, it } from 'vitest';
import type { ActionRecord, JourneyOutcome } from '../runner/action-plan.js';
import type { CapturedHit } from '../runner/network-recorder.js';
import { buildReport } from './build-report.js';

const action = (index: number, status: ActionRecord['status'], type = 'click'): ActionRecord => ({
  index,
  type,
  description: `Step ${index}`,
  elementClickedText: null,
  instruction: null,
  resolvedBy: null,
  status,
  error: status === 'failed' ? 'no element' : null,
  startedAt: status === 'not-run' ? null : 1,
  durationMs: status === 'not-run' ? null : 5,
  pageUrl: null,
  screenshot: null,
});

const hit = (
  requestId: string,
  actionIndex: number,
  kind: CapturedHit['kind'],
  url: string,
): CapturedHit => ({
  requestId,
  actionIndex,
  kind,
  url,
  method: kind === 'navigation' ? 'GET' : 'POST',
  postData: null,
  timestamp: 1_000,
  tabUrl: 'https://shop.example/product',
  frameUrl: null,
});

const GA4 = 'https://www.google-analytics.com/g/collect?v=2&tid=G-ABC123&cid=1.2&en=';

function outcome(): JourneyOutcome {
  return {
    status: 'failed',
    error: 'Step 3 failed',
    mode: 'recording',
    websiteUrl: 'https://shop.example/product',
    // Four planned: a page load, a click that sent add_to_cart, a failed click, one never run.
    actions: [
      action(1, 'passed', 'navigate'),
      action(2, 'passed'),
      action(3, 'failed'),
      action(4, 'not-run'),
    ],
    hits: [
      hit('r1', 0, 'navigation', 'https://shop.example/product'),
      hit('r2', 0, 'tracking', `${GA4}page_view&dl=https%3A%2F%2Fshop.example%2Fproduct`),
      hit('r3', 1, 'tracking', `${GA4}add_to_cart&cu=USD&dl=https%3A%2F%2Fshop.example%2Fproduct`),
    ],
    recording: { title: 'fixture', steps: [] },
    startedAt: 0,
    finishedAt: 2_000,
  };
}

describe('the automation report: true counts and labels', () => {
  it('counts executed actions and tracking requests (page loads are not)', () => {
    const { report } = buildReport({ outcome: outcome() });
    const { summary, validationResults } = report.AllRequestsAllActionsAllTestResults;
    expect(summary).toMatchObject({ totalActions: 4, executedActions: 3, totalRequests: 2 });
    expect(Object.keys(summary.vendors)).toEqual(['GOOGLEANALYTICS4']);
    expect(summary.vendors.GOOGLEANALYTICS4?.totalRequests).toBe(2);
    // The failed step is a failure, not "no tracking request"; a step that ran and sent nothing is.
    const codes = Object.values(validationResults).map((entry) =>
      entry.actionValidationResults.map((finding) => finding.code),
    );
    expect(codes).toEqual([[], [], ['ACTION_FAILED'], []]);
  });

  it("gives the engine the frame of each hit: another site's frame's repeats are no duplicates", () => {
    const run = outcome();
    const adScript = 'https://www.googletagmanager.com/gtag/js?id=AW-10844377008';
    run.hits.push(
      { ...hit('r4', 1, 'tracking', adScript), frameUrl: 'https://ads01.groovinads.com/grv/1' },
      { ...hit('r5', 1, 'tracking', adScript), frameUrl: 'https://ads01.groovinads.com/grv/2' },
    );
    const { report, validation } = buildReport({ outcome: run });
    expect(validation.data?.duplicates).toEqual([]);
    const saved = report.AllRequestsAllActionsAllTestResults.validationResults;
    const frames = Object.values(saved).flatMap((entry) =>
      entry.requests.map((request) => request.originalRequest.frameUrl),
    );
    expect(frames).toContain('https://ads01.groovinads.com/grv/2');
  });

  it('keeps each condition of a custom test with expected, received and passed', () => {
    const test = {
      $id: 'test-1',
      name: 'Currency is EUR',
      requestCategory: 'GOOGLEANALYTICS4',
      operator: 'AND',
      metrics: JSON.stringify([
        { metric: 'en', comparison: 'equals', value: 'add_to_cart' },
        { metric: 'cu', comparison: 'equals', value: 'EUR' },
      ]),
    };
    const { report } = buildReport({ outcome: outcome(), tests: [test] });
    const addToCart = report.AllRequestsAllActionsAllTestResults.validationResults.action_2?.requests[0];
    expect(addToCart?.testResults).toEqual([
      expect.objectContaining({
        testID: 'test-1',
        passed: false,
        conditions: [
          {
            metric: 'en',
            comparison: 'equals',
            expected: 'add_to_cart',
            received: 'add_to_cart',
            passed: true,
          },
          { metric: 'cu', comparison: 'equals', expected: 'EUR', received: 'USD', passed: false },
        ],
      }),
    ]);
  });
});
