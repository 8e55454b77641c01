import { forgetCall } from '../call-memory.js';
import { normalizeRequest } from '../capture/normalize.js';
import type { CapturedRequest } from '../capture/captured-request.js';
import { decodeCaptured, undecoded, type DecodedRequest } from '../decode.js';
import { makeFinding } from '../findings/make-finding.js';
import { createSessionContext, runRules } from '../rules/index.js';
import { consentAnalysis } from '../rules/consent/index.js';
import { checkSession } from '../checks/check-session.js';
import { findDuplicateInfo } from '../duplicates/find-duplicates.js';
import {
  VALIDATION_RESPONSE_VERSION,
  type ParameterLabels,
  type ValidatedRequest,
  type ValidationPayload,
  type ValidationResponse,
} from './types.js';
import { toValidatedNormalized } from './validated-request.js';
import { defineCustomVendors, parseCustomVendors } from '../custom-vendors/index.js';
import type { Vendor } from '../vendors/define-vendor.js';

export { toValidatedRequest, type RequestExtras } from './validated-request.js';

/**
 * Validates captured requests: decodes each (splitting GA4 batched hits per event), runs the rule sets,
 * and answers in the validation service's shape. Pure: no I/O. Never throws: a bad payload is answered
 * with `success: false` and an error, a bad request with findings.
 *
 * @example
 * validate({ requests: [{ url: 'https://www.google-analytics.com/g/collect?v=2&tid=G-1&en=page_view' }] })
 */
export function validate(payload: ValidationPayload | unknown): ValidationResponse {
  try {
    const requests = readRequests(payload);
    if (typeof requests === 'string') return failure(requests);
    const vendors = readVendors(payload as { vendors?: unknown });
    if (typeof vendors === 'string') return failure(vendors);
    return validateRequests(requests, payload as { tests?: unknown; triggers?: unknown }, vendors);
  } catch (error) {
    // Last resort for input no decoder foresaw (a throwing getter passed by a JS caller): say so.
    return failure(`Validation failed: ${error instanceof Error ? error.message : 'unknown error'}`);
  } finally {
    forgetCall();
  }
}

/**
 * Decodes, runs the rules, finds duplicates and runs the payload's tests and triggers. `user` grants
 * nothing: the checks and custom vendors applied are exactly the ones the payload carries.
 */
function validateRequests(
  requests: readonly unknown[],
  checks: { tests?: unknown; triggers?: unknown },
  customVendors: readonly Vendor[],
): ValidationResponse {
  const decoded: DecodedRequest[] = [];
  for (let index = 0; index < requests.length; index++) {
    const captured = normalizeRequest(requests[index], index);
    if ('reason' in captured) decoded.push(unreadable(requests[index], index, captured.reason));
    else for (const event of decodeCaptured(captured, customVendors)) decoded.push(event);
  }
  const session = createSessionContext(decoded);
  const duplicates = findDuplicateInfo(decoded);
  const custom = checkSession(decoded, checks.tests, checks.triggers);
  const validatedRequests: ValidatedRequest[] = [];
  const parameterLabels: ParameterLabels = {};
  for (let index = 0; index < decoded.length; index++) {
    const request = decoded[index] as DecodedRequest;
    validatedRequests.push(
      toValidatedNormalized(
        request,
        runRules(request, session),
        {
          customValidationResults: custom.results[index],
          duplicateInfo: duplicates.info[index],
        },
        parameterLabels,
      ),
    );
  }
  return {
    success: true,
    data: {
      version: VALIDATION_RESPONSE_VERSION,
      validatedRequests,
      parameterLabels,
      duplicates: duplicates.duplicates,
      crossValidation: custom.crossValidation,
      checkIssues: custom.issues,
      consent: consentAnalysis(session).timeline,
    },
    error: null,
  };
}

function failure(error: string): ValidationResponse {
  return { success: false, data: null, error };
}

/** The payload's custom vendors (none when absent), or why they are refused. */
function readVendors(payload: { vendors?: unknown }): Vendor[] | string {
  if (payload.vendors === undefined || payload.vendors === null) return [];
  const parsed = parseCustomVendors(payload.vendors);
  return parsed.ok ? defineCustomVendors(parsed.vendors) : `Custom vendors refused: ${parsed.error}`;
}

function readRequests(payload: unknown): unknown[] | string {
  if (payload === null || typeof payload !== 'object')
    return 'The payload must be an object with a requests array.';
  const requests = (payload as { requests?: unknown }).requests;
  if (!Array.isArray(requests)) return 'The payload has no requests array.';
  return requests;
}

/** An entry without a URL still shows up, with a finding saying why it could not be read. */
function unreadable(input: unknown, index: number, reason: string): DecodedRequest {
  const givenId =
    input !== null && typeof input === 'object' ? (input as { requestId?: unknown }).requestId : undefined;
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
    makeFinding('URL_INVALID', {
      fieldPath: 'requestUrl',
      parameter: 'request URL',
      message: `This entry cannot be read: ${reason}.`,
    }),
  );
}
