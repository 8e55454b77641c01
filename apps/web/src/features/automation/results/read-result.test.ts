import { describe, expect, it } from 'vitest';
import { COMPLETED_JOB, COMPLETED_RESULT } from '../testing/completed-job';
import {
  actionsOf,
  readProgress,
  readQueuePosition,
  readRecording,
  readResult,
  summaryOf,
} from './read-result';

const completed = () => {
  const result = readResult(COMPLETED_JOB);
  if (!result) throw new Error('the fixture is not a job result of the contract');
  return result;
};

describe('reading a job answer through the contract', () => {
  it('reads the summary, executed actions first', () => {
    expect(summaryOf(completed())).toEqual({
      errors: 1,
      warnings: 2,
      info: 0,
      totalActions: 2,
      totalRequests: 3,
      vendors: [{ name: 'Google Analytics 4', totalRequests: 3 }],
      customTests: { passed: 0, failed: 0, skipped: 0 },
    });
    const executed = readResult({
      status: 'failed',
      result: { ...COMPLETED_RESULT, summary: { ...COMPLETED_RESULT.summary, executedActions: 1 } },
    });
    expect(executed && summaryOf(executed).totalActions).toBe(1);
  });

  it('reads the actions: title, events, counts, and screenshots with the viewer token', () => {
    const actions = actionsOf(completed(), 'a b');
    expect(actions.map((action) => [action.index, action.title, action.requestCount])).toEqual([
      [1, 'Open https://shop.example/product', 1],
      [2, 'Add to cart', 2],
    ]);
    expect(actions[0]?.description).toBeNull();
    expect(actions[1]).toMatchObject({
      description: 'Click "Add to cart"',
      status: 'passed',
      errors: 1,
      suggestions: 2,
      events: [
        { eventName: 'add_to_cart', vendor: 'Google Analytics 4', errors: 1, suggestions: 1, tests: [] },
        { eventName: 'add_to_cart', vendor: 'Google Analytics 4', errors: 0, suggestions: 1, tests: [] },
      ],
      screenshot: '/api/automation/results/job-1/screenshots/2?token=a%20b',
    });
    expect(actionsOf(completed(), null)[1]?.screenshot).toBe('/api/automation/results/job-1/screenshots/2');
  });

  it('shows only our own API screenshots', () => {
    const [first] = COMPLETED_RESULT.actions;
    const result = readResult({
      status: 'completed',
      result: { ...COMPLETED_RESULT, actions: [{ ...first, screenshotUrl: 'javascript:alert(1)' }] },
    });
    expect(result && actionsOf(result, 't')[0]?.screenshot).toBeNull();
  });

  it('gives nothing for missing and odd parts', () => {
    for (const body of [
      { status: 'completed' },
      { status: 'completed', result: 'done' },
      {
        status: 'completed',
        result: { actions: 'x', summary: [], recording: { steps: 'no' }, screenshots: {} },
      },
      { status: 'processing', progress: { step: 'one', totalSteps: 3 }, queuePosition: -1 },
    ]) {
      expect(readResult(body)).toBeNull();
      expect(readRecording(body)).toBeNull();
      expect(readProgress(body)).toBeNull();
      expect(readQueuePosition(body)).toBeNull();
    }
  });

  it('reads progress, clamped, with its description, and the queue position', () => {
    expect(
      readProgress({ status: 'processing', progress: { step: 5, totalSteps: 3, description: 'x' } }),
    ).toEqual({
      step: 3,
      total: 3,
      label: 'x',
    });
    expect(readProgress({ status: 'queued', progress: { step: 0, totalSteps: 0 } })).toBeNull();
    expect(readQueuePosition({ status: 'queued', queuePosition: 2 })).toBe(2);
  });

  it('reads the recording', () => {
    expect(readRecording(COMPLETED_JOB)).toEqual(COMPLETED_RESULT.recording);
  });
});
