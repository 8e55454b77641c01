import { NAVIGATION_CATEGORY, otherSiteFrameOf, vendorFacts } from '@tagproof/engine';
import type { ValidatedRequest, ValidationData } from '../../../lib/validation-types';

/** One validated request with what the lists, filters and tiles need, computed once per result. */
export interface RequestRow {
  id: string;
  request: ValidatedRequest;
  /** The result's parameter labels (one dictionary for every row): resolveParameters reads them. */
  parameterLabels: ValidationData['parameterLabels'];
  category: string | null;
  vendorName: string;
  eventName: string;
  accountID: string | null;
  timestamp: number;
  tabUrl: string | null;
  isNavigation: boolean;
  batched: boolean;
  /**
   * For an unrecognised request sent to a known vendor's tracking host: the engine's drift-alarm
   * message naming that vendor (UNKNOWN_VENDOR_ENDPOINT); null otherwise.
   */
  driftHint: string | null;
  /** Automatic validation exists for the category (its engine spec says `supported`). */
  supported: boolean;
  /**
   * Why the request collected nothing, when the capture recorded its answer: `refused` by the vendor
   * or the page's own policy (REQUEST_REFUSED), `failed` to be sent by the browser (REQUEST_FAILED).
   */
  delivery: 'refused' | 'failed' | null;
  /**
   * The host of another site's frame that sent the request (an ad slot, a video player), when the
   * capture says: its tags' hits are the frame's, not the page's (engine capture/frame.ts).
   */
  frame: string | null;
  errors: number;
  suggestions: number;
  isDuplicate: boolean;
  customPassed: number;
  customFailed: number;
  customTotal: number;
}

/** The engine's drift-alarm finding: a known vendor's host, but not an endpoint it knows. */
const DRIFT_CODE = 'UNKNOWN_VENDOR_ENDPOINT';
/** The engine's delivery findings (rules/delivery/). */
const REFUSED_CODE = 'REQUEST_REFUSED';
const FAILED_CODE = 'REQUEST_FAILED';

function deliveryOf(request: ValidatedRequest): RequestRow['delivery'] {
  const results = request.validation.autoValidationResults;
  if (results.erroredParameters.some((finding) => finding.code === REFUSED_CODE)) return 'refused';
  if (results.suggestedParameters.some((finding) => finding.code === FAILED_CODE)) return 'failed';
  return null;
}

function toRow(request: ValidatedRequest, parameterLabels: RequestRow['parameterLabels']): RequestRow {
  const meta = request.requestMetadata;
  const results = request.validation.customValidationResults;
  const customFailed = results.filter((result) => !result.passed).length;
  const category = meta.requestCategory;
  const suggestions = request.validation.autoValidationResults.suggestedParameters;
  const drift = category === null ? suggestions.find((finding) => finding.code === DRIFT_CODE) : undefined;
  return {
    id: meta.requestId,
    request,
    parameterLabels,
    category,
    vendorName: meta.vendorName ?? category ?? 'Unrecognised request',
    eventName: meta.eventName ?? '(no event name)',
    accountID: meta.accountID,
    timestamp: request.timestamp,
    tabUrl: request.tabUrl,
    isNavigation: category === NAVIGATION_CATEGORY,
    driftHint: drift?.message ?? null,
    batched: meta.batched,
    supported: category !== null && vendorFacts(category)?.supported === true,
    delivery: deliveryOf(request),
    frame: otherSiteFrameOf(request),
    errors: request.validation.autoValidationResults.erroredParameters.length,
    suggestions: suggestions.length,
    isDuplicate: request.validation.duplicateInfo.isDuplicate,
    customPassed: results.length - customFailed,
    customFailed,
    customTotal: results.length,
  };
}

const cache = new WeakMap<ValidationData, RequestRow[]>();

/** The rows of a result, in the order the service answered; memoised per result object. */
export function rowsOf(data: ValidationData): RequestRow[] {
  let rows = cache.get(data);
  if (!rows) {
    rows = data.validatedRequests.map((request) => toRow(request, data.parameterLabels));
    cache.set(data, rows);
  }
  return rows;
}

/** The status dot: red when the request has errors or failed custom checks. */
export function hasProblems(row: RequestRow): boolean {
  return row.errors > 0 || row.customFailed > 0;
}
