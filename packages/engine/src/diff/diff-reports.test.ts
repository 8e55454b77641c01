import { describe, expect, it } from 'vitest';
import { diffReports } from './diff-sessions.js';
import type { DiffableReport } from './from-report.js';

type Action = DiffableReport['AllRequestsAllActionsAllTestResults']['validationResults'][string];

const request = (id: string, event: string, params: Record<string, string>, extra: object = {}) => ({
  requestId: id,
  originalRequest: {
    eventName: event,
    accountID: 'G-1',
    requestCategory: 'GOOGLEANALYTICS4',
    vendorName: 'Google Analytics 4',
  },
  parameters: Object.entries(params).map(([name, value]) => ({ name, value, label: name })),
  ...extra,
});

const report = (actions: Record<string, Action>): DiffableReport => ({
  AllRequestsAllActionsAllTestResults: { validationResults: actions },
});

describe('diffReports', () => {
  const baseline = report({
    action_1: {
      actionInfo: { index: 1, description: 'Open the shop' },
      requests: [request('r1', 'page_view', { dt: 'Shop' })],
    },
    action_2: {
      actionInfo: { index: 2, description: 'Click "Buy"' },
      requests: [
        request(
          'r2',
          'purchase',
          { cu: 'EUR', _s: '2' },
          { testResults: [{ testID: 't', testName: 'In euros', passed: true }] },
        ),
      ],
      consent: { inForce: { ad_storage: 'granted' }, set: [] },
    },
  });

  it("leaves out what another site's frame sent in an action", () => {
    const framed = (id: string, event: string) => {
      const sent = request(id, event, {});
      const frame = { tabUrl: 'https://shop.example/', frameUrl: 'https://www.youtube.com/embed/abc' };
      return { ...sent, originalRequest: { ...sent.originalRequest, ...frame } };
    };
    const withVideo = (event: string) =>
      report({
        action_1: {
          actionInfo: { index: 1, description: 'Open the shop' },
          requests: [request('r1', 'page_view', { dt: 'Shop' }), framed('r2', event)],
        },
      });
    const diff = diffReports(withVideo('video_start'), withVideo('video_progress'));
    expect(diff.groups.flatMap((group) => group.changes)).toEqual([]);
  });

  it('matches actions by key and tells changes per action, labelled with the action', () => {
    const current = report({
      action_1: {
        actionInfo: { index: 1, description: 'Open the shop' },
        requests: [request('c1', 'page_view', { dt: 'Shop' })],
      },
      action_2: {
        actionInfo: { index: 2, description: 'Click "Buy"' },
        requests: [
          request(
            'c2',
            'purchase',
            { _s: '9' },
            {
              testResults: [{ testID: 't', testName: 'In euros', passed: false }],
              validationResults: [
                { severity: 'error', code: 'CURRENCY_MISSING', fieldPath: 'cu', parameter: 'currency' },
              ],
            },
          ),
        ],
        consent: { inForce: { ad_storage: 'denied' }, set: [] },
      },
    });
    const diff = diffReports(baseline, current);
    expect(diff.groupedBy).toBe('action');
    expect(diff.groups.map((group) => [group.label, group.changes.length])).toEqual([
      ['1. Open the shop', 0],
      ['2. Click "Buy"', 4],
    ]);
    expect(diff.groups[1]?.changes.map((change) => [change.kind, change.severity, change.subject])).toEqual([
      ['parameter_vanished', 'regression', 'cu'],
      ['finding_new', 'regression', 'CURRENCY_MISSING'],
      ['test_failing', 'regression', 't'],
      ['consent_changed', 'change', 'ad_storage'],
    ]);
  });

  it('ignores skipped tests and reports nothing between a report and itself', () => {
    expect(diffReports(baseline, baseline).counts).toEqual({ regression: 0, change: 0, improvement: 0 });
    const skipped = report({
      ...baseline.AllRequestsAllActionsAllTestResults.validationResults,
      action_2: {
        ...baseline.AllRequestsAllActionsAllTestResults.validationResults.action_2,
        requests: [
          request(
            'r2',
            'purchase',
            { cu: 'EUR' },
            { testResults: [{ testID: 't', testName: 'In euros', passed: null, skipped: true }] },
          ),
        ],
      },
    });
    expect(diffReports(baseline, skipped).counts.regression).toBe(0);
  });
});
