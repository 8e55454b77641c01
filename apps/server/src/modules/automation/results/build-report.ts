import {
  NAVIGATION_CATEGORY,
  resolveParameters,
  validate,
  type DuplicateResult,
  type Finding,
  type ValidatedRequest,
  type ValidationResponse,
} from '@tagproof/engine';
import type { ActionRecord, JourneyOutcome } from '../runner/action-plan.js';
import { actionConsent } from './action-consent.js';
import type {
  ReportAction,
  ReportFinding,
  ReportRequest,
  ReportSummary,
  ReportTestResult,
  ValidationReport,
} from './report-types.js';

export type * from './report-types.js';

export interface BuildReportInput {
  outcome: JourneyOutcome;
  /** The user's tests and triggers (none for anonymous users). */
  tests?: unknown[];
  triggers?: unknown[];
  /** The user's custom vendor definitions (none for anonymous users). */
  vendors?: unknown[];
  jobId?: string | null;
  /** Where an action's screenshot is served, if anywhere. */
  screenshotUrl?: (action: ActionRecord) => string | null;
}

/**
 * Validates every request of a run with the engine in one call (so duplicates and cross-checks see
 * the whole journey), then groups the validated requests by the action that sent them.
 *
 * @throws when the engine refuses the payload (it never should for captured requests).
 */
export function buildReport(input: BuildReportInput): {
  report: ValidationReport;
  validation: ValidationResponse;
} {
  const { outcome } = input;
  const tests = input.tests ?? [];
  const validation = validate({
    requests: outcome.hits.map((hit) => ({
      requestId: hit.requestId,
      url: hit.url,
      method: hit.method,
      postData: hit.postData,
      timestamp: hit.timestamp,
      tabUrl: hit.tabUrl,
      ...(hit.frameUrl === null ? {} : { frameUrl: hit.frameUrl }),
      ...(hit.kind === 'navigation' ? { type: 'navigation' } : {}),
      ...(hit.delivery ? { responseStatus: hit.delivery.status, responseError: hit.delivery.error } : {}),
      ...(hit.redirectQueryParams === undefined ? {} : { redirectQueryParams: hit.redirectQueryParams }),
    })),
    tests,
    triggers: input.triggers ?? [],
    vendors: input.vendors ?? [],
  });
  if (!validation.success || !validation.data)
    throw new Error(validation.error ?? 'the engine refused the run');
  const data = validation.data;
  const hitById = new Map(outcome.hits.map((hit) => [hit.requestId, hit]));
  const byAction = new Map<number, ReportRequest[]>();
  const totals = { errors: 0, warnings: 0, info: 0 };
  const customTests = { passed: 0, failed: 0, skipped: 0 };
  const vendors: ReportSummary['vendors'] = {};

  for (const validated of data.validatedRequests) {
    const meta = validated.requestMetadata;
    const hit = hitById.get(meta.requestId.split('#')[0] ?? meta.requestId);
    const actionIndex = hit?.actionIndex ?? 0;
    const findings = [
      ...validated.validation.autoValidationResults.erroredParameters,
      ...validated.validation.autoValidationResults.suggestedParameters,
    ];
    for (const finding of findings)
      totals[
        finding.severity === 'error' ? 'errors' : finding.severity === 'warning' ? 'warnings' : 'info'
      ]++;
    const testResults = testResultsOf(validated, tests);
    for (const result of testResults)
      customTests[result.skipped ? 'skipped' : result.passed ? 'passed' : 'failed']++;
    const category = meta.requestCategory ?? 'UNKNOWN';
    if (category !== NAVIGATION_CATEGORY) {
      vendors[category] ??= { vendorName: meta.vendorName ?? category, totalRequests: 0 };
      vendors[category].totalRequests++;
    }
    const request: ReportRequest = {
      requestId: meta.requestId,
      originalRequest: {
        requestUrl: meta.requestUrl,
        method: meta.method,
        queryString: meta.queryString,
        postData: meta.postData,
        eventName: meta.eventName,
        accountID: meta.accountID,
        requestCategory: meta.requestCategory,
        vendorName: meta.vendorName,
        batched: meta.batched,
        timestamp: validated.timestamp,
        tabUrl: validated.tabUrl,
        frameUrl: hit?.frameUrl ?? null,
      },
      // The saved report keeps each parameter's label and group: the answer's dictionary resolved.
      parameters: resolveParameters(data.parameterLabels, validated),
      validationResults: findings.map(toReportFinding),
      testResults,
      duplicateInfo: validated.validation.duplicateInfo,
      validationsSummary: validated.validation.validationsSummary,
    };
    byAction.set(actionIndex, [...(byAction.get(actionIndex) ?? []), request]);
  }

  const validationResults: Record<string, ReportAction> = {};
  outcome.actions.forEach((action, position) => {
    const requests = byAction.get(position) ?? [];
    const ids = new Set(requests.map((request) => request.requestId));
    const duplicates = data.duplicates
      .map((result) => ({
        ...result,
        duplicateGroups: result.duplicateGroups.filter(
          (group) => group.requestIds.filter((id) => ids.has(id)).length >= 2,
        ),
      }))
      .filter((result) => result.duplicateGroups.length > 0);
    validationResults[`action_${action.index}`] = {
      actionInfo: {
        index: action.index,
        type: action.type,
        elementClickedText: action.elementClickedText,
        description: action.description,
        instruction: action.instruction,
        resolvedBy: action.resolvedBy,
        status: action.status,
        error: action.error,
        pageUrl: action.pageUrl,
        durationMs: action.durationMs,
        screenshotUrl: action.screenshot && input.screenshotUrl ? input.screenshotUrl(action) : null,
      },
      actionValidationResults: actionFindings(action, requests, duplicates),
      duplicates,
      consent: actionConsent(
        data.consent,
        requests.map((request) => request.requestId),
      ),
      requests,
    };
  });

  const summary: ReportSummary = {
    validationResults: totals,
    totalActions: outcome.actions.length,
    executedActions: outcome.actions.filter((action) => action.status !== 'not-run').length,
    totalRequests: data.validatedRequests.filter(
      (validated) => validated.requestMetadata.requestCategory !== NAVIGATION_CATEGORY,
    ).length,
    vendors,
    customTests,
    duplicateGroups: data.duplicates.reduce((sum, result) => sum + result.duplicateGroups.length, 0),
    status: outcome.status,
    error: outcome.error,
    websiteUrl: outcome.websiteUrl,
    mode: outcome.mode,
    startedAt: new Date(outcome.startedAt).toISOString(),
    finishedAt: new Date(outcome.finishedAt).toISOString(),
    durationMs: outcome.finishedAt - outcome.startedAt,
  };
  return {
    report: {
      AllRequestsAllActionsAllTestResults: { summary, validationResults },
      crossValidation: data.crossValidation,
      recording: outcome.recording,
      jobId: input.jobId ?? null,
      websiteUrl: outcome.websiteUrl,
    },
    validation,
  };
}

function toReportFinding(finding: Finding): ReportFinding {
  return {
    severity: finding.severity,
    code: finding.code,
    message: finding.message,
    parameter: finding.parameter,
    fieldPath: finding.fieldPath,
    source: finding.source,
    triggeredBy: {
      rule: finding.code,
      metrics: [finding.fieldPath],
      received: finding.received ?? null,
      expected: finding.expected ?? null,
    },
  };
}

/** The tests that ran on a request, then the user's tests for its vendor that did not run (skipped). */
function testResultsOf(validated: ValidatedRequest, tests: readonly unknown[]): ReportTestResult[] {
  const ran = validated.validation.customValidationResults.map((result) => ({
    testID: result.testID,
    testName: result.testName,
    triggerIDs: result.triggerIDs,
    passed: result.passed,
    skipped: false,
    conditions: result.conditions,
  }));
  const category = validated.requestMetadata.requestCategory;
  if (!category) return ran;
  const ranIds = new Set(ran.map((result) => result.testID));
  const skipped = tests.flatMap((test): ReportTestResult[] => {
    if (typeof test !== 'object' || test === null) return [];
    const fields = test as Record<string, unknown>;
    const id = String(fields.$id ?? fields.testID ?? '');
    const testCategory = String(fields.requestCategory ?? fields.testType ?? '').toUpperCase();
    if (!id || ranIds.has(id) || testCategory !== category.toUpperCase()) return [];
    return [
      {
        testID: id,
        testName: String(fields.name ?? id),
        triggerIDs: [],
        passed: false,
        skipped: true,
        conditions: [],
      },
    ];
  });
  return [...ran, ...skipped];
}

function actionFindings(
  action: ActionRecord,
  requests: readonly ReportRequest[],
  duplicates: readonly DuplicateResult[],
): ReportAction['actionValidationResults'] {
  const findings: ReportAction['actionValidationResults'] = [];
  if (action.status === 'failed') {
    findings.push({ severity: 'error', code: 'ACTION_FAILED', message: action.error ?? 'The step failed.' });
  }
  for (const result of duplicates) {
    for (const group of result.duplicateGroups) {
      findings.push({
        severity: result.kind === 'accidental' ? 'warning' : 'info',
        code: 'ACTION_DUPLICATES',
        message: `${group.requestIds.length} ${result.kind === 'accidental' ? 'duplicate' : 'intended duplicate'} ${result.eventName} requests (${result.category}) in this action.`,
        requestIds: group.requestIds,
      });
    }
  }
  const tracking = requests.filter(
    (request) => request.originalRequest.requestCategory !== NAVIGATION_CATEGORY,
  );
  if (action.status === 'passed' && tracking.length === 0 && action.type !== 'setViewport') {
    findings.push({
      severity: 'info',
      code: 'ACTION_NO_TRACKING',
      message: 'This action sent no tracking request.',
    });
  }
  return findings;
}
