import type { ValidationResponse } from '@tagproof/engine';

export type FailOn = 'error' | 'suggestion' | 'never';
export const FAIL_ON_VALUES: readonly FailOn[] = ['error', 'suggestion', 'never'];

/** Totals of a validation response, as the summary and the exit code read them. */
export interface Totals {
  requests: number;
  errors: number;
  suggestions: number;
  customPassed: number;
  customFailed: number;
  duplicateGroups: number;
}

export function totalsOf(response: ValidationResponse): Totals {
  const totals: Totals = {
    requests: 0,
    errors: 0,
    suggestions: 0,
    customPassed: 0,
    customFailed: 0,
    duplicateGroups: 0,
  };
  for (const request of response.data?.validatedRequests ?? []) {
    const summary = request.validation.validationsSummary;
    totals.requests++;
    totals.errors += summary.automaticChecks.totalErrors;
    totals.suggestions += summary.automaticChecks.totalSuggestions;
    totals.customPassed += summary.customChecks.passedCustomChecks;
    totals.customFailed += summary.customChecks.failedCustomChecks;
  }
  totals.duplicateGroups = (response.data?.duplicates ?? []).reduce(
    (sum, group) => sum + group.duplicateGroups.length,
    0,
  );
  return totals;
}

/**
 * True when something at or above the fail level was found. A failed custom check counts as an error,
 * so that a CI build fails on a broken custom check.
 */
export function shouldFail(totals: Totals, failOn: FailOn): boolean {
  if (failOn === 'never') return false;
  const errors = totals.errors + totals.customFailed;
  return failOn === 'error' ? errors > 0 : errors + totals.suggestions > 0;
}
