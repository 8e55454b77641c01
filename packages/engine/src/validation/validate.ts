import { normalizeRequest } from '../capture/normalize.js';
import type { CapturedRequest } from '../capture/captured-request.js';
import { decodeCaptured, undecoded, type DecodedRequest } from '../decode.js';
import type { Finding } from '../findings/finding.js';
import { makeFinding } from '../findings/make-finding.js';
import { createSessionContext, runRules } from '../rules/index.js';
import type { ValidatedRequest, ValidationPayload, ValidationResponse } from './types.js';

/**
 * Validates captured requests: decodes each (splitting GA4 batched hits per event), runs the rule sets,
 * and answers in the validation service's shape. Pure: no I/O. Never throws: a bad payload is answered
 * with `success: false` and an error, a bad request with findings.
 *
 * @example
 * validate({ requests: [{ url: 'https://www.google-analytics.com/g/collect?v=2&tid=G-1&en=page_view' }] })
 */
export function validate(payload: ValidationPayload | unknown): ValidationResponse {
  const requests = readRequests(payload);
  if (typeof requests === 'string') return { success: false, data: null, error: requests };
  const decoded: DecodedRequest[] = [];
  for (let index = 0; index < requests.length; index++) {
    const captured = normalizeRequest(requests[index], index);
    if ('reason' in captured) decoded.push(unreadable(requests[index], index, captured.reason));
    else decoded.push(...decodeCaptured(captured));
  }
  const session = createSessionContext(decoded);
  const validatedRequests = decoded.map((request) => toValidatedRequest(request, runRules(request, session)));
  return {
    success: true,
    data: { validatedRequests, duplicates: [], crossValidation: { triggers: [], navigation: [], purchaseParity: [] } },
    error: null,
  };
}

function readRequests(payload: unknown): unknown[] | string {
  if (payload === null || typeof payload !== 'object') return 'The payload must be an object with a requests array.';
  const requests = (payload as { requests?: unknown }).requests;
  if (!Array.isArray(requests)) return 'The payload has no requests array.';
  return requests;
}

/** An entry without a URL still shows up, with a finding saying why it could not be read. */
function unreadable(input: unknown, index: number, reason: string): DecodedRequest {
  const givenId = input !== null && typeof input === 'object' ? (input as { requestId?: unknown }).requestId : undefined;
  const captured: CapturedRequest = {
    requestMetadata: {
      requestId: typeof givenId === 'string' ? givenId : `r${index + 1}`,
      requestCategory: null,
      eventName: null,
      accountID: null,
      requestUrl: '',
      queryString: '',
      batched: false,
      postData: null,
      redirectQueryParams: null,
      method: 'GET',
    },
    tabUrl: null,
    timestamp: 0,
  };
  return undecoded(
    captured,
    makeFinding('URL_INVALID', { fieldPath: 'requestUrl', parameter: 'request URL', message: `This entry cannot be read: ${reason}.` }),
  );
}

/** Builds a validated request from its decoding and its rule findings, splitting them by severity. */
export function toValidatedRequest(request: DecodedRequest, ruleFindings: readonly Finding[]): ValidatedRequest {
  const all = [...request.findings, ...ruleFindings];
  const erroredParameters = all.filter((finding) => finding.severity === 'error');
  const suggestedParameters = all.filter((finding) => finding.severity !== 'error');
  const { captured } = request;
  return {
    requestMetadata: {
      ...captured.requestMetadata,
      requestId: request.requestId,
      requestCategory: request.category,
      eventName: request.eventName,
      accountID: request.accountID,
      batched: request.batched,
      vendorName: request.vendorName,
      parameters: request.parameters,
    },
    tabUrl: captured.tabUrl,
    timestamp: captured.timestamp,
    validation: {
      autoValidationResults: { erroredParameters, suggestedParameters },
      validationsSummary: {
        automaticChecks: { totalErrors: erroredParameters.length, totalSuggestions: suggestedParameters.length },
        customChecks: { passedCustomChecks: 0, failedCustomChecks: 0 },
      },
      customValidationResults: [],
      duplicateInfo: { isDuplicate: false, kind: null, requestIds: [], matchPercentage: null },
    },
  };
}
