import type { DecodedRequest } from '../decode.js';
import type { Finding } from '../findings/finding.js';
import { answerParameters } from './parameter-labels.js';
import type {
  CustomCheckResult,
  DuplicateInfo,
  ParameterLabels,
  RequestValidation,
  ValidatedRequest,
  ValidatedRequestMetadata,
} from './types.js';

/** What the session-wide steps add to one validated request. */
export interface RequestExtras {
  customValidationResults?: CustomCheckResult[];
  duplicateInfo?: DuplicateInfo | undefined;
}

/**
 * Builds a validated request from its decoding and its rule findings, splitting them by severity, with
 * its custom check results (counted in `validationsSummary.customChecks`) and duplicate info. The
 * labels of its parameters are written to `labels` (the answer's `parameterLabels`).
 */
export function toValidatedRequest(
  request: DecodedRequest,
  ruleFindings: readonly Finding[],
  extras: RequestExtras = {},
  labels: ParameterLabels = {},
): ValidatedRequest {
  const metadata: ValidatedRequestMetadata = {
    ...request.captured.requestMetadata,
    requestId: request.requestId,
    requestCategory: request.category,
    eventName: request.eventName,
    accountID: request.accountID,
    batched: request.batched,
    vendorName: request.vendorName,
    parameters: answerParameters(labels, request.category, request.parameters),
  };
  return assemble(request, metadata, ruleFindings, extras);
}

/**
 * toValidatedRequest for validate(), whose requests were read by normalizeRequest: the metadata is
 * written field by field, in the order normalizeRequest gives them, instead of spread (which is slow).
 */
export function toValidatedNormalized(
  request: DecodedRequest,
  ruleFindings: readonly Finding[],
  extras: RequestExtras,
  labels: ParameterLabels,
): ValidatedRequest {
  const captured = request.captured.requestMetadata;
  const metadata: ValidatedRequestMetadata = {
    requestId: request.requestId,
    requestCategory: request.category,
    eventName: request.eventName,
    accountID: request.accountID,
    requestUrl: captured.requestUrl,
    queryString: captured.queryString,
    batched: request.batched,
    postData: captured.postData,
    redirectQueryParams: captured.redirectQueryParams,
    method: captured.method,
    vendorName: request.vendorName,
    parameters: answerParameters(labels, request.category, request.parameters),
  };
  return assemble(request, metadata, ruleFindings, extras);
}

/** What a request that is no duplicate says, shared by all of them (the answer is never mutated). */
const NOT_DUPLICATE: DuplicateInfo = {
  isDuplicate: false,
  kind: null,
  requestIds: [],
  matchPercentage: null,
};
Object.freeze(NOT_DUPLICATE.requestIds);
Object.freeze(NOT_DUPLICATE);
/** The custom-check summary of a request no custom check ran on. */
const NO_CUSTOM_CHECKS = Object.freeze({ passedCustomChecks: 0, failedCustomChecks: 0 });
const NO_CUSTOM_RESULTS: CustomCheckResult[] = [];
Object.freeze(NO_CUSTOM_RESULTS);
const NO_FINDINGS: Finding[] = [];
Object.freeze(NO_FINDINGS);
const NOTHING_FOUND: RequestValidation['autoValidationResults'] = Object.freeze({
  erroredParameters: NO_FINDINGS,
  suggestedParameters: NO_FINDINGS,
});
type AutomaticChecks = RequestValidation['validationsSummary']['automaticChecks'];
const NO_AUTOMATIC_FINDINGS: AutomaticChecks = Object.freeze({ totalErrors: 0, totalSuggestions: 0 });
const NOTHING_TO_SUMMARISE: RequestValidation['validationsSummary'] = Object.freeze({
  automaticChecks: NO_AUTOMATIC_FINDINGS,
  customChecks: NO_CUSTOM_CHECKS,
});
/**
 * The validation of a request with no finding, no custom check and no duplicate: most requests of a
 * healthy capture. One object for all of them keeps a large answer small (it is never mutated).
 */
const CLEAN: RequestValidation = Object.freeze({
  autoValidationResults: NOTHING_FOUND,
  validationsSummary: NOTHING_TO_SUMMARISE,
  customValidationResults: NO_CUSTOM_RESULTS,
  duplicateInfo: NOT_DUPLICATE,
});

function assemble(
  request: DecodedRequest,
  requestMetadata: ValidatedRequestMetadata,
  ruleFindings: readonly Finding[],
  extras: RequestExtras,
): ValidatedRequest {
  const validated: ValidatedRequest = {
    requestMetadata,
    tabUrl: request.captured.tabUrl,
    timestamp: request.captured.timestamp,
    validation: validationOf(request.findings, ruleFindings, extras),
  };
  // Only when the capture said: most answers carry none.
  if (request.captured.frameUrl !== undefined) validated.frameUrl = request.captured.frameUrl;
  return validated;
}

/** A request's validation, its parts shared with other requests' where they say nothing. */
function validationOf(
  decodeFindings: readonly Finding[],
  ruleFindings: readonly Finding[],
  extras: RequestExtras,
): RequestValidation {
  const custom = extras.customValidationResults ?? NO_CUSTOM_RESULTS;
  const duplicateInfo = extras.duplicateInfo ?? NOT_DUPLICATE;
  const found = decodeFindings.length + ruleFindings.length > 0;
  if (!found && custom.length === 0 && duplicateInfo === NOT_DUPLICATE) return CLEAN;
  let autoValidationResults = NOTHING_FOUND;
  let automaticChecks = NO_AUTOMATIC_FINDINGS;
  if (found) {
    const erroredParameters: Finding[] = [];
    const suggestedParameters: Finding[] = [];
    for (const finding of decodeFindings) {
      (finding.severity === 'error' ? erroredParameters : suggestedParameters).push(finding);
    }
    for (const finding of ruleFindings) {
      (finding.severity === 'error' ? erroredParameters : suggestedParameters).push(finding);
    }
    autoValidationResults = { erroredParameters, suggestedParameters };
    automaticChecks = {
      totalErrors: erroredParameters.length,
      totalSuggestions: suggestedParameters.length,
    };
  }
  let passed = 0;
  for (const result of custom) if (result.passed) passed++;
  const customChecks =
    custom.length === 0
      ? NO_CUSTOM_CHECKS
      : { passedCustomChecks: passed, failedCustomChecks: custom.length - passed };
  const validationsSummary =
    automaticChecks === NO_AUTOMATIC_FINDINGS && customChecks === NO_CUSTOM_CHECKS
      ? NOTHING_TO_SUMMARISE
      : { automaticChecks, customChecks };
  return {
    autoValidationResults,
    validationsSummary,
    customValidationResults: custom.length === 0 ? NO_CUSTOM_RESULTS : custom,
    duplicateInfo,
  };
}
