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
  /** Groups of exact repeats (isExactRepeat): one event the vendor counts more than once. */
  exactRepeats: number;
}

export function totalsOf(response: ValidationResponse): Totals {
  const totals: Totals = {
    requests: 0,
    errors: 0,
    suggestions: 0,
    customPassed: 0,
    customFailed: 0,
    duplicateGroups: 0,
    exactRepeats: 0,
  };
  for (const request of response.data?.validatedRequests ?? []) {
    const summary = request.validation.validationsSummary;
    totals.requests++;
    totals.errors += summary.automaticChecks.totalErrors;
    totals.suggestions += summary.automaticChecks.totalSuggestions;
    totals.customPassed += summary.customChecks.passedCustomChecks;
    totals.customFailed += summary.customChecks.failedCustomChecks;
  }
  for (const duplicate of response.data?.duplicates ?? []) {
    totals.duplicateGroups += duplicate.duplicateGroups.length;
    for (const group of duplicate.duplicateGroups) if (isExactRepeat(duplicate, group)) totals.exactRepeats++;
  }
  return totals;
}

type Duplicate = NonNullable<ValidationResponse['data']>['duplicates'][number];

/**
 * An exact repeat: an accidental duplicate, 100 % alike, of an event the vendor counts (a script
 * loaded twice, `library_load`, sends nothing of its own, so it is reported but counts for nothing).
 */
export function isExactRepeat(duplicate: Duplicate, group: Duplicate['duplicateGroups'][number]): boolean {
  return (
    duplicate.kind === 'accidental' && group.matchPercentage >= 100 && duplicate.eventName !== 'library_load'
  );
}

/**
 * True when something at or above the fail level was found. A failed custom check counts as an error,
 * so that a CI build fails on a broken custom check.
 */
export function shouldFail(totals: Totals, failOn: FailOn, failOnDuplicates = false): boolean {
  return failReasons(totals, failOn, failOnDuplicates).length > 0;
}

/**
 * Why the run fails, for its last line (`--fail-on error`, `--fail-on-duplicates: 2 exact repeats`);
 * empty when it passes. With `failOnDuplicates` (`--fail-on-duplicates`) an exact repeat, a hit the
 * vendor counts twice, fails it too, whatever `--fail-on` says; possible duplicates (90–99 % alike)
 * and intended pairs never do.
 */
export function failReasons(totals: Totals, failOn: FailOn, failOnDuplicates = false): string[] {
  const reasons: string[] = [];
  const errors = totals.errors + totals.customFailed;
  const found = failOn === 'error' ? errors : errors + totals.suggestions;
  if (failOn !== 'never' && found > 0) reasons.push(`--fail-on ${failOn}`);
  if (failOnDuplicates && totals.exactRepeats > 0)
    reasons.push(
      `--fail-on-duplicates: ${totals.exactRepeats} exact repeat${totals.exactRepeats === 1 ? '' : 's'}`,
    );
  return reasons;
}
