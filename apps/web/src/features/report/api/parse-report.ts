import '../../../lib/zod-without-eval'; // before the schemas are defined
import { ValidationReportSchema, type ReportCrossChecks, type ReportResults } from '@tagproof/contracts';

/** Why a report cannot be shown, with the §8 text for each. */
export const REPORT_MESSAGES = {
  empty: 'No validation results found',
  failed: 'Failed to load validation results',
  invalid: 'Invalid data structure',
} as const;

export type ReportProblem = keyof typeof REPORT_MESSAGES;

export class ReportError extends Error {
  constructor(
    readonly problem: ReportProblem,
    options?: { cause?: unknown },
  ) {
    super(REPORT_MESSAGES[problem], options);
    this.name = 'ReportError';
  }
}

/**
 * Reads a document's `testSuiteResult` (JSON text, or already an object) as a validation report: its
 * results by action and, when it was saved with them, the run's cross-checks. A body saved without its
 * `AllRequestsAllActionsAllTestResults` wrapper is accepted too.
 *
 * @throws {ReportError} 'invalid' when it is not JSON or not the report's shape.
 */
export function parseSavedReport(testSuiteResult: unknown): {
  results: ReportResults;
  crossValidation: ReportCrossChecks | null;
} {
  let value: unknown = testSuiteResult;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch (error) {
      throw new ReportError('invalid', { cause: error });
    }
  }
  if (typeof value === 'object' && value !== null && !('AllRequestsAllActionsAllTestResults' in value))
    value = { AllRequestsAllActionsAllTestResults: value };
  const parsed = ValidationReportSchema.safeParse(value);
  if (!parsed.success) throw new ReportError('invalid', { cause: parsed.error });
  return {
    results: parsed.data.AllRequestsAllActionsAllTestResults,
    crossValidation: parsed.data.crossValidation ?? null,
  };
}

/** The results by action of a `testSuiteResult` (see {@link parseSavedReport}). */
export function parseReport(testSuiteResult: unknown): ReportResults {
  return parseSavedReport(testSuiteResult).results;
}
