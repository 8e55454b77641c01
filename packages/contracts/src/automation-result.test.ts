import { describe, expect, it } from 'vitest';
import { AutomationJobResultSchema } from './automation-result.js';

const summary = {
  validationResults: { errors: 0, warnings: 1, info: 0 },
  totalActions: 3,
  executedActions: 2,
  totalRequests: 1,
  vendors: { GOOGLEANALYTICS4: { vendorName: 'Google Analytics 4', totalRequests: 1 } },
  customTests: { passed: 0, failed: 1, skipped: 0 },
  duplicateGroups: 0,
  status: 'failed',
  error: 'Step 3 failed',
  websiteUrl: 'https://shop.example/',
  mode: 'recording',
  startedAt: '2026-01-01T00:00:00.000Z',
  finishedAt: '2026-01-01T00:00:09.000Z',
  durationMs: 9000,
};

const result = {
  jobId: 'job-1',
  status: 'failed',
  mode: 'recording',
  websiteUrl: 'https://shop.example/',
  reportId: null,
  reportUrl: null,
  report: null,
  summary,
  actions: [
    {
      index: 1,
      type: 'click',
      description: 'Click "Add to cart"',
      elementClickedText: 'Add to cart',
      instruction: null,
      resolvedBy: null,
      status: 'passed',
      error: null,
      durationMs: 120,
      pageUrl: 'https://shop.example/',
      screenshotUrl: '/api/automation/results/job-1/screenshots/1',
      events: [
        {
          requestId: 'r2',
          vendor: 'Google Analytics 4',
          category: 'GOOGLEANALYTICS4',
          eventName: 'add_to_cart',
          accountID: 'G-ABC123',
          errors: 0,
          suggestions: 1,
          tests: [
            {
              testID: 't1',
              testName: 'Currency is EUR',
              passed: false,
              skipped: false,
              conditions: [
                { metric: 'cu', comparison: 'equals', expected: 'EUR', received: 'USD', passed: false },
              ],
            },
          ],
        },
      ],
    },
  ],
  recording: { title: 'Add to cart', steps: [{ type: 'navigate', url: 'https://shop.example/' }] },
  startedAt: summary.startedAt,
  finishedAt: summary.finishedAt,
  durationMs: 9000,
};

describe('AutomationJobResultSchema', () => {
  it('reads a job result with its custom tests, condition by condition', () => {
    const parsed = AutomationJobResultSchema.parse(result);
    expect(parsed.actions[0]?.events[0]?.tests[0]?.conditions).toEqual([
      { metric: 'cu', comparison: 'equals', expected: 'EUR', received: 'USD', passed: false },
    ]);
    expect(parsed.summary.executedActions).toBe(2);
  });

  it('reads an event without tests (older results) as none, and refuses a wrong shape', () => {
    const { tests: _tests, ...event } = result.actions[0]!.events[0]!;
    const older = { ...result, actions: [{ ...result.actions[0], events: [event] }] };
    expect(AutomationJobResultSchema.parse(older).actions[0]?.events[0]?.tests).toEqual([]);
    expect(AutomationJobResultSchema.safeParse({ ...result, status: 'done' }).success).toBe(false);
    expect(AutomationJobResultSchema.safeParse({ ...result, actions: [{ index: 0 }] }).success).toBe(false);
  });
});
