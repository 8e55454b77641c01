import type {
  ConditionResult,
  DuplicateResult,
  Finding,
  ResolvedParameter,
  ValidatedRequest,
  ValidationResponse,
} from '@tagproof/engine';
import type { Step } from '@puppeteer/replay';
import type { ActionRecord, JourneyOutcome } from '../runner/action-plan.js';
import type { ActionConsent } from './action-consent.js';

/**
 * The validation report of an automation run, in the validator document's shape
 * (AllRequestsAllActionsAllTestResults), as saved in `testsuitesresults`. Type aliases (not
 * interfaces), so that they meet the contracts' loose schemas (`ValidationReportSchema`) as they are.
 */

/** A finding as the report lists it (validator document §3: severity, message, triggeredBy). */
export type ReportFinding = {
  severity: Finding['severity'];
  code: string;
  message: string;
  parameter: string;
  fieldPath: string;
  source: string;
  triggeredBy: { rule: string; metrics: string[]; received: string | null; expected: string | null };
};

/** A custom test's outcome on one request; `skipped` when it applies to the request's vendor but did not run. */
export type ReportTestResult = {
  testID: string;
  testName: string;
  triggerIDs: string[];
  passed: boolean;
  skipped: boolean;
  conditions: ConditionResult[];
};

export type ReportRequest = {
  requestId: string;
  originalRequest: {
    requestUrl: string;
    method: string;
    queryString: string;
    postData: string | null;
    eventName: string | null;
    accountID: string | null;
    requestCategory: string | null;
    vendorName: string | null;
    batched: boolean;
    timestamp: number;
    tabUrl: string | null;
    frameUrl: string | null;
  };
  /** The decoded parameters with their labels and groups (resolved from the answer's dictionary). */
  parameters: ResolvedParameter[];
  validationResults: ReportFinding[];
  testResults: ReportTestResult[];
  duplicateInfo: ValidatedRequest['validation']['duplicateInfo'];
  validationsSummary: ValidatedRequest['validation']['validationsSummary'];
};

export type ReportAction = {
  actionInfo: {
    index: number;
    type: string;
    elementClickedText: string | null;
    description: string;
    instruction: string | null;
    resolvedBy: string | null;
    status: ActionRecord['status'];
    error: string | null;
    pageUrl: string | null;
    durationMs: number | null;
    screenshotUrl: string | null;
  };
  /** What is said about the action as a whole: a failure, duplicates, no tracking at all. */
  actionValidationResults: Array<{
    severity: Finding['severity'];
    code: string;
    message: string;
    requestIds?: string[];
  }>;
  duplicates: DuplicateResult[];
  /** The consent in force when the action's first hit fired and the states it reported; null without consent data. */
  consent: ActionConsent | null;
  requests: ReportRequest[];
};

export type ReportSummary = {
  validationResults: { errors: number; warnings: number; info: number };
  /** The actions planned; `executedActions` those that ran (passed or failed). */
  totalActions: number;
  executedActions: number;
  /** Tracking requests (page loads not counted). */
  totalRequests: number;
  vendors: Record<string, { vendorName: string; totalRequests: number }>;
  customTests: { passed: number; failed: number; skipped: number };
  duplicateGroups: number;
  status: JourneyOutcome['status'];
  error: string | null;
  websiteUrl: string;
  mode: JourneyOutcome['mode'];
  startedAt: string;
  finishedAt: string;
  durationMs: number;
};

/**
 * The validation report of an automation run, in the validator document's shape: saved as the JSON
 * text `testSuiteResult` of a `testsuitesresults` document (or held inline for anonymous users).
 */
export type ValidationReport = {
  AllRequestsAllActionsAllTestResults: {
    summary: ReportSummary;
    /** Keyed `action_1`, `action_2`… in the order they ran. */
    validationResults: Record<string, ReportAction>;
  };
  crossValidation: NonNullable<ValidationResponse['data']>['crossValidation'];
  /** The steps as run, written instructions resolved: a Chrome DevTools Recorder JSON. */
  recording: { title: string; steps: Step[] };
  jobId: string | null;
  websiteUrl: string;
};
