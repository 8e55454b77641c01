import type { RequestMetadata } from '../capture/captured-request.js';
import type { ParameterGroup } from '../vendors/vendor-codes.js';
import type { Finding } from '../findings/finding.js';
import type { ConsentTimeline } from '../consent/timeline-types.js';

/**
 * What `validate()` takes: the captured requests and, optionally, the caller's tests, triggers and
 * custom vendors (definitions as parseCustomVendors reads them: a malformed one fails validation).
 */
export interface ValidationPayload {
  requests: unknown[];
  user?: unknown;
  tests?: unknown[];
  triggers?: unknown[];
  vendors?: unknown[];
}

/**
 * The version of the answer's shape. 2: parameters carry only their wire name and value, their labels
 * and groups are given once per answer in `data.parameterLabels`. (1, unnumbered: every parameter
 * carried its label and group.)
 */
export const VALIDATION_RESPONSE_VERSION = 2;

/** The validation service's answer. */
export interface ValidationResponse {
  success: boolean;
  data: ValidationData | null;
  error: string | null;
}

export interface ValidationData {
  /** The shape's version, VALIDATION_RESPONSE_VERSION. */
  version: typeof VALIDATION_RESPONSE_VERSION;
  validatedRequests: ValidatedRequest[];
  /**
   * The label and group of every parameter the answer's requests carry, once per vendor code
   * (`requestCategory`) and wire name: `parameterLabels.GA4.cu = {label: 'Currency', group: 'e_commerce'}`.
   * resolveParameters() gives a request's parameters with them.
   */
  parameterLabels: ParameterLabels;
  duplicates: DuplicateResult[];
  crossValidation: CrossValidation;
  /**
   * What is wrong in the tests and triggers sent (unparseable metrics, no category, unknown links),
   * one entry per test or trigger with findings. Optional (added after the first contract); present,
   * possibly empty, whenever validate() succeeds.
   */
  checkIssues?: CheckDefinitionIssue[];
  /**
   * The consent state over time per page (Google gcd/gcs, Microsoft asc, TCF strings) with the hits
   * fired under each state and the consent codes told on them. Optional (added after the first
   * contract); present whenever validate() succeeds, with no pages when nothing carries consent.
   */
  consent?: ConsentTimeline;
}

/** Findings about one test or trigger definition (not about a request). */
export interface CheckDefinitionIssue {
  entity: 'test' | 'trigger';
  id: string;
  name: string;
  findings: Finding[];
}

export interface ValidatedRequestMetadata extends RequestMetadata {
  /** Readable vendor name; null when unrecognised. */
  vendorName: string | null;
  /** The decoded parameters, in the order sent; their labels are in ValidationData.parameterLabels. */
  parameters: ValidatedParameter[];
}

/**
 * A decoded parameter as the answer carries it: its wire name and value; its label and group only
 * when they differ from the answer's `parameterLabels` for that name (a label that depends on the
 * value, as a consent state's does: `gcd.ad_storage` "ad_storage: denied by default, granted by update").
 */
export interface ValidatedParameter {
  name: string;
  value: string;
  label?: string;
  group?: ParameterGroup;
}

/** A parameter's readable label and display group. */
export interface ParameterLabel {
  label: string;
  group: ParameterGroup;
}

/** By vendor code, then by wire name, the label and group of each parameter sent. */
export type ParameterLabels = Record<string, Record<string, ParameterLabel>>;

export interface ValidatedRequest {
  requestMetadata: ValidatedRequestMetadata;
  tabUrl: string | null;
  /** The frame that sent the request, when the capture said (capture/frame.ts); absent otherwise. */
  frameUrl?: string;
  timestamp: number;
  validation: RequestValidation;
}

export interface RequestValidation {
  autoValidationResults: {
    /** Findings of severity error. */
    erroredParameters: Finding[];
    /** Findings of severity warning or info. */
    suggestedParameters: Finding[];
  };
  validationsSummary: {
    automaticChecks: { totalErrors: number; totalSuggestions: number };
    customChecks: { passedCustomChecks: number; failedCustomChecks: number };
  };
  customValidationResults: CustomCheckResult[];
  duplicateInfo: DuplicateInfo;
}

export interface ConditionResult {
  metric: string;
  comparison: 'equals' | 'exists' | 'notExists';
  expected: string;
  /** The value sent, or null when the parameter is absent. */
  received: string | null;
  passed: boolean;
}

export interface CustomCheckResult {
  testID: string;
  testName: string;
  /** The triggers that fired and made the test run; empty when the test has no trigger. */
  triggerIDs: string[];
  passed: boolean;
  conditions: ConditionResult[];
  /** Problems in the test's definition that explain the result (optional; absent when none). */
  findings?: Finding[];
}

export type DuplicateKind = 'accidental' | 'intended';

export interface DuplicateInfo {
  isDuplicate: boolean;
  kind: DuplicateKind | null;
  /** The other requests this one duplicates (its group, itself included). */
  requestIds: string[];
  matchPercentage: number | null;
}

export interface DuplicateGroup {
  requestIds: string[];
  matchedFields: string[];
  matchPercentage: number;
}

export interface DuplicateResult {
  eventName: string;
  pageUrl: string;
  category: string;
  kind: DuplicateKind;
  duplicateGroups: DuplicateGroup[];
}

export interface ExpectedTestOutcome {
  testID: string;
  testName: string;
  ran: boolean;
  passed: boolean;
  /** Requests the test ran on, from the trigger's request onwards. */
  requestIds: string[];
}

export interface TriggerCrossCheck {
  triggerID: string;
  triggerName: string;
  requestId: string;
  expectedTests: ExpectedTestOutcome[];
  passed: boolean;
}

export interface NavigationCheck {
  requestId: string;
  pageUrl: string;
  vendors: Array<{ category: string; vendorName: string; followed: boolean; requestId: string | null }>;
  passed: boolean;
}

export interface PurchaseParityCheck {
  requestIds: string[];
  vendors: string[];
  transactionId: string | null;
  passed: boolean;
  mismatches: Array<{
    field: 'value' | 'currency' | 'itemCount' | 'transactionId';
    values: Array<{ category: string; requestId: string; value: string | null }>;
  }>;
}

export interface CrossValidation {
  triggers: TriggerCrossCheck[];
  navigation: NavigationCheck[];
  purchaseParity: PurchaseParityCheck[];
}
