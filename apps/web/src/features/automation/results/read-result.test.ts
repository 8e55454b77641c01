import { describe, expect, it } from 'vitest';
import {
  readActions,
  readProgress,
  readRecording,
  readReport,
  readReportId,
  readScreenshots,
  readSummary,
} from './read-result';

/** An inline report as anonymous users get it (validator document §3, AllRequestsAllActionsAllTestResults). */
const REPORT = {
  AllRequestsAllActionsAllTestResults: {
    summary: {
      validationResults: { errors: 1, warnings: 1, info: 1 },
      totalActions: 2,
      vendors: { GOOGLEANALYTICS4: { totalRequests: 2 } },
    },
    validationResults: {
      action_1: { actionInfo: { description: 'Open the page' }, requests: [] },
      action_2: {
        actionInfo: { elementClickedText: 'Add to cart', description: 'Click', screenshotUrl: '/api/x/2' },
        requests: [
          {
            originalRequest: { eventName: 'add_to_cart', requestCategory: 'GOOGLEANALYTICS4' },
            validationResults: [{ severity: 'error' }, { severity: 'info' }, { severity: 'warning' }],
          },
        ],
      },
    },
  },
};

describe('reading a job answer', () => {
  it('falls back to the inline report for the summary and the actions', () => {
    const body = { status: 'completed', result: { report: REPORT } };
    expect(readReport(body)).toBe(REPORT.AllRequestsAllActionsAllTestResults);
    expect(readSummary(body)).toEqual({
      errors: 1,
      warnings: 1,
      info: 1,
      totalActions: 2,
      totalRequests: null,
      vendors: [{ name: 'GOOGLEANALYTICS4', totalRequests: 2 }],
    });
    const actions = readActions(body, 'tok');
    expect(actions.map((action) => [action.index, action.title, action.requestCount])).toEqual([
      [1, 'Open the page', 0],
      [2, 'Add to cart', 1],
    ]);
    expect(actions[1]).toMatchObject({
      description: 'Click',
      errors: 1,
      suggestions: 2,
      events: [{ eventName: 'add_to_cart', vendor: 'GOOGLEANALYTICS4', errors: 1, suggestions: 2 }],
      screenshot: '/api/x/2?token=tok',
    });
  });

  it('reads a saved document whose testSuiteResult is JSON text', () => {
    const body = {
      status: 'completed',
      result: { report: { $id: 'r7', testSuiteResult: JSON.stringify(REPORT) } },
    };
    expect(readReportId(body)).toBe('r7');
    expect(readSummary(body)?.totalActions).toBe(2);
  });

  it('copes with missing and odd parts', () => {
    for (const body of [
      { status: 'completed' },
      { status: 'completed', result: 'done' },
      {
        status: 'completed',
        result: { actions: 'x', summary: [], recording: { steps: 'no' }, screenshots: {} },
      },
      { status: 'processing', progress: { step: 'one', totalSteps: 3 } },
    ]) {
      expect(readReportId(body)).toBeNull();
      expect(readSummary(body)).toBeNull();
      expect(readActions(body, null)).toEqual([]);
      expect(readRecording(body)).toBeNull();
      expect(readScreenshots(body, null)).toEqual([]);
      expect(readProgress(body)).toBeNull();
    }
  });

  it('reads progress, clamped, with its description', () => {
    expect(
      readProgress({ status: 'processing', progress: { step: 5, totalSteps: 3, description: 'x' } }),
    ).toEqual({
      step: 3,
      total: 3,
      label: 'x',
    });
    expect(readProgress({ status: 'queued', progress: { step: 0, totalSteps: 0 } })).toBeNull();
  });

  it('shows screenshots listed apart, as data URLs, bare base64 or our API paths with the token', () => {
    const png = 'iVBORw0KGgoAAAA';
    const body = {
      status: 'completed',
      result: {
        screenshots: [
          `data:image/png;base64,${png}`,
          { step: 2, label: 'Cart', data: 'ignored', url: '/api/s/2?size=1' },
          png,
          'javascript:alert(1)',
        ],
      },
    };
    expect(readScreenshots(body, 'a b')).toEqual([
      { step: 1, label: 'Step 1', src: `data:image/png;base64,${png}` },
      { step: 2, label: 'Cart', src: '/api/s/2?size=1&token=a%20b' },
      { step: 3, label: 'Step 3', src: `data:image/png;base64,${png}` },
    ]);
  });

  it('reads the recording, also as JSON text', () => {
    const recording = { title: 't', steps: [{ type: 'navigate', url: 'https://a.example' }] };
    expect(readRecording({ status: 'completed', result: { recording } })).toEqual(recording);
    expect(readRecording({ status: 'completed', result: { recording: JSON.stringify(recording) } })).toEqual(
      recording,
    );
  });
});
