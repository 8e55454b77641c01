import type { DecodedRequest } from '../decode.js';
import type { Finding } from '../findings/finding.js';
import { answerParameters } from './parameter-labels.js';
import type {
  CustomCheckResult,
  DuplicateInfo,
  ParameterLabels,
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

function assemble(
  request: DecodedRequest,
  requestMetadata: ValidatedRequestMetadata,
  ruleFindings: readonly Finding[],
  extras: RequestExtras,
): ValidatedRequest {
  const erroredParameters: Finding[] = [];
  const suggestedParameters: Finding[] = [];
  for (const finding of request.findings) {
    (finding.severity === 'error' ? erroredParameters : suggestedParameters).push(finding);
  }
  for (const finding of ruleFindings) {
    (finding.severity === 'error' ? erroredParameters : suggestedParameters).push(finding);
  }
  const custom = extras.customValidationResults ?? [];
  let passed = 0;
  for (const result of custom) if (result.passed) passed++;
  const customChecks =
    custom.length === 0
      ? NO_CUSTOM_CHECKS
      : { passedCustomChecks: passed, failedCustomChecks: custom.length - passed };
  return {
    requestMetadata,
    tabUrl: request.captured.tabUrl,
    timestamp: request.captured.timestamp,
    validation: {
      autoValidationResults: { erroredParameters, suggestedParameters },
      validationsSummary: {
        automaticChecks: {
          totalErrors: erroredParameters.length,
          totalSuggestions: suggestedParameters.length,
        },
        customChecks,
      },
      customValidationResults: custom,
      duplicateInfo: extras.duplicateInfo ?? NOT_DUPLICATE,
    },
  };
}
