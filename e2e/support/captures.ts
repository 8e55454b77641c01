/**
 * What the extension test reads of the captures the hub receives and of the validation answer, each
 * checked field by field (the end-to-end tests have no schema library).
 */
import { isRecord, isTextOrNull } from './json-shape.js';

/** What the test reads of a received captured request. */
export interface Received {
  type?: string;
  requestMetadata: {
    requestId: string;
    requestCategory: string | null;
    requestUrl: string;
    /** Absent on a page navigation. */
    postData?: string | null;
    method: string;
    /** The query of the address a redirect sent the hit on to; absent or null when there was none. */
    redirectQueryParams?: string | null;
  };
  tabUrl: string | null;
  timestamp: number;
  /** The answer the request got, once the browser reported it (`error` absent when there is none). */
  delivery?: { status: number; error?: string | null };
}

/** Whether a received capture has the fields the test reads, of their types. */
function isReceived(value: unknown): value is Received {
  if (!isRecord(value) || !isRecord(value.requestMetadata)) return false;
  const metadata = value.requestMetadata;
  return (
    (value.type === undefined || typeof value.type === 'string') &&
    typeof metadata.requestId === 'string' &&
    isTextOrNull(metadata.requestCategory) &&
    typeof metadata.requestUrl === 'string' &&
    (metadata.postData === undefined || isTextOrNull(metadata.postData)) &&
    (metadata.redirectQueryParams === undefined || isTextOrNull(metadata.redirectQueryParams)) &&
    typeof metadata.method === 'string' &&
    isTextOrNull(value.tabUrl) &&
    typeof value.timestamp === 'number' &&
    (value.delivery === undefined ||
      (isRecord(value.delivery) &&
        typeof value.delivery.status === 'number' &&
        (value.delivery.error === undefined || isTextOrNull(value.delivery.error))))
  );
}

/** The captures of a delivery's `detail` (`{data: [...]}`), each checked; throws on another shape. */
export function receivedOf(detail: unknown): Received[] {
  const data = isRecord(detail) ? detail.data : undefined;
  if (!Array.isArray(data)) throw new Error(`not a delivery detail: ${JSON.stringify(detail)}`);
  return data.map((capture: unknown, index) => {
    if (!isReceived(capture)) throw new Error(`capture ${index} is off shape: ${JSON.stringify(capture)}`);
    return capture;
  });
}

/** What the test reads of a request the validation service validated. */
export interface Validated {
  requestMetadata: { requestCategory: string | null; eventName: string | null; accountID: string | null };
  validation: { autoValidationResults: { suggestedParameters: Array<{ code: string }> } };
}

/** Whether a validated request has the fields the test reads, of their types. */
function isValidated(value: unknown): value is Validated {
  if (!isRecord(value) || !isRecord(value.requestMetadata) || !isRecord(value.validation)) return false;
  const metadata = value.requestMetadata;
  const results = value.validation.autoValidationResults;
  return (
    isTextOrNull(metadata.requestCategory) &&
    isTextOrNull(metadata.eventName) &&
    isTextOrNull(metadata.accountID) &&
    isRecord(results) &&
    Array.isArray(results.suggestedParameters) &&
    results.suggestedParameters.every(
      (finding: unknown) => isRecord(finding) && typeof finding.code === 'string',
    )
  );
}

/** The validated requests of a validation answer (`{success, data: {validatedRequests}}`), each checked. */
export function validatedOf(body: unknown): Validated[] {
  const data = isRecord(body) ? body.data : undefined;
  const requests = isRecord(data) ? data.validatedRequests : undefined;
  if (!Array.isArray(requests)) throw new Error(`not a validation answer: ${JSON.stringify(body)}`);
  return requests.map((request: unknown, index) => {
    if (!isValidated(request))
      throw new Error(`validated request ${index} is off shape: ${JSON.stringify(request)}`);
    return request;
  });
}
