import { describe, expect, it } from 'vitest';
import { ValidationReportSchema } from './index.js';

const report = {
  AllRequestsAllActionsAllTestResults: {
    summary: {
      validationResults: { errors: 1, warnings: 0, info: 2 },
      totalActions: 1,
      vendors: { GOOGLEANALYTICS4: { totalRequests: 2 } },
    },
    validationResults: {
      'action-1': {
        actionInfo: { elementClickedText: 'Add to cart', description: 'click' },
        actionValidationResults: [{ severity: 'warning', message: 'Duplicate add_to_cart' }],
        requests: [
          {
            originalRequest: {
              queryString: 'v=2&en=add_to_cart',
              postData: null,
              eventName: 'add_to_cart',
              accountID: 'G-1',
              requestCategory: 'GOOGLEANALYTICS4',
            },
            validationResults: [
              {
                severity: 'error',
                message: 'currency is missing',
                triggeredBy: { rule: 'GA4_CURRENCY', metrics: ['cu'], received: null, expected: 'EUR' },
              },
            ],
            testResults: [{ testID: 't1', testName: 'currency', passed: false, skipped: false }],
          },
        ],
      },
    },
  },
};

describe('validation report schema', () => {
  it('parses a report and keeps fields it does not know', () => {
    const withExtra = { ...report, jobId: 'job-1' };
    const parsed = ValidationReportSchema.parse(withExtra);
    expect(parsed.jobId).toBe('job-1');
    const action = parsed.AllRequestsAllActionsAllTestResults.validationResults['action-1'];
    expect(action?.requests[0]?.validationResults[0]?.triggeredBy?.rule).toBe('GA4_CURRENCY');
  });

  it('fills what the specification leaves vague with empty defaults', () => {
    const parsed = ValidationReportSchema.parse({
      AllRequestsAllActionsAllTestResults: {
        summary: {},
        validationResults: { a: { requests: [{ originalRequest: {} }] } },
      },
    });
    const body = parsed.AllRequestsAllActionsAllTestResults;
    expect(body.summary).toEqual({
      validationResults: { errors: 0, warnings: 0, info: 0 },
      totalActions: 0,
      vendors: {},
    });
    expect(body.validationResults.a).toEqual({
      actionInfo: {},
      actionValidationResults: [],
      requests: [{ originalRequest: {}, validationResults: [], testResults: [] }],
    });
  });

  it('refuses a report without its body, or with results that are not keyed by action', () => {
    expect(ValidationReportSchema.safeParse({ summary: {} }).success).toBe(false);
    expect(
      ValidationReportSchema.safeParse({
        AllRequestsAllActionsAllTestResults: { summary: {}, validationResults: [1] },
      }).success,
    ).toBe(false);
    expect(
      ValidationReportSchema.safeParse({
        AllRequestsAllActionsAllTestResults: { summary: { totalActions: -1 }, validationResults: {} },
      }).success,
    ).toBe(false);
  });
});
