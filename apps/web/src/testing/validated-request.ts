import type { ValidatedRequest } from '../lib/validation-types';

type Metadata = ValidatedRequest['requestMetadata'];

/**
 * A validated GA4 request with no findings, for component tests: `metadata` replaces fields of the
 * request's metadata, `request` fields of the request itself (tab URL, timestamp).
 */
export function aValidatedRequest(
  metadata: Partial<Metadata> = {},
  request: Partial<Pick<ValidatedRequest, 'tabUrl' | 'timestamp'>> = {},
): ValidatedRequest {
  return {
    requestMetadata: {
      requestId: 'r1',
      requestCategory: 'GOOGLEANALYTICS4',
      eventName: 'page_view',
      accountID: 'G-1',
      requestUrl: 'https://www.google-analytics.com/g/collect',
      queryString: '',
      batched: false,
      postData: null,
      redirectQueryParams: null,
      method: 'POST',
      vendorName: 'Google Analytics 4',
      parameters: [],
      ...metadata,
    },
    tabUrl: null,
    timestamp: 1,
    ...request,
    validation: {
      autoValidationResults: { erroredParameters: [], suggestedParameters: [] },
      validationsSummary: {
        automaticChecks: { totalErrors: 0, totalSuggestions: 0 },
        customChecks: { passedCustomChecks: 0, failedCustomChecks: 0 },
      },
      customValidationResults: [],
      duplicateInfo: { isDuplicate: false, kind: null, requestIds: [], matchPercentage: null },
    },
  };
}
