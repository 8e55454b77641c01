import { validate } from '@tagproof/engine';
import type { ValidationData } from '../../../lib/validation-types';
import { sampleRequests } from '../content/sample-requests';
import { INITIAL_VALIDATOR_STATE } from '../stores/validator-store';
import { validatorStore } from '../stores/validator-instance';

/** The engine's validation of the sample capture, for component tests. */
export function sampleResult(): { requests: unknown[]; data: ValidationData } {
  const requests = sampleRequests(1_731_923_912_000);
  const response = validate({ requests });
  if (!response.data) throw new Error(`the sample capture did not validate: ${response.error}`);
  return { requests, data: response.data as ValidationData };
}

/** Puts the app's validator store in the "results shown" state (or back to the start). */
export function showResults(data: ValidationData | null, requests: unknown[] = []): void {
  validatorStore().setState({
    ...INITIAL_VALIDATOR_STATE,
    expanded: new Set(),
    data: data ? requests : null,
    validatedData: data,
    duplicateResults: data?.duplicates ?? [],
    crossValidationResults: data?.crossValidation ?? null,
    validatedAt: data ? Date.now() : null,
  });
}
