import { describe, expect, it } from 'vitest';
import { REPORT_FIXTURE } from '../testing/report-fixture';
import { parseReport, ReportError } from './parse-report';

const problemOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof ReportError ? error.problem : 'other';
  }
  return null;
};

describe('parseReport', () => {
  it('reads the JSON text of testSuiteResult, or the object', () => {
    const fromText = parseReport(JSON.stringify(REPORT_FIXTURE));
    expect(fromText.summary.totalActions).toBe(2);
    expect(Object.keys(fromText.validationResults)).toEqual(['action-1', 'action-2']);
    expect(parseReport(REPORT_FIXTURE)).toEqual(fromText);
  });

  it('accepts a body saved without its AllRequestsAllActionsAllTestResults wrapper', () => {
    const body = REPORT_FIXTURE.AllRequestsAllActionsAllTestResults;
    expect(parseReport(JSON.stringify(body)).summary.vendors).toEqual(body.summary.vendors);
  });

  it("answers 'Invalid data structure' for text that is not JSON, or not a report", () => {
    expect(problemOf(() => parseReport('{oops'))).toBe('invalid');
    expect(problemOf(() => parseReport('[1, 2]'))).toBe('invalid');
    expect(problemOf(() => parseReport(JSON.stringify({ summary: {}, validationResults: 'x' })))).toBe(
      'invalid',
    );
    expect(problemOf(() => parseReport(null))).toBe('invalid');
    expect(new ReportError('invalid').message).toBe('Invalid data structure');
  });
});
