import type { AutomationJobResultPayload } from '@tagproof/contracts';
import { defineCustomVendors, NAVIGATION_CATEGORY } from '@tagproof/engine';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.js';
import type { JobOutcome } from '../../jobs/job-queue.js';
import type { JobHandler, WorkerLogger } from '../../jobs/worker.js';
import type { DocumentsService } from '../documents/documents.service.js';
import { readStoredLimits } from './automation.limits.js';
import { readStoredJourney } from './journey-spec.js';
import { buildReport, type ValidationReport } from './results/build-report.js';
import { readUserChecks, readUserVendors } from './results/user-checks.js';
import type { JourneyOutcome, JourneyRunnerApi } from './runner/journey-runner.js';
import type { ElementChooser } from './runner/llm-chooser.js';
import type { NetworkPolicy } from './runner/network-guard.js';
import type { QuietOptions } from './runner/network-recorder.js';
import { saveScreenshots } from './screenshots.repository.js';
import type { JourneyRunEnd } from '../journeys/journey-alerts.js';

/**
 * The `result` of `GET /api/automation/results/:jobId` once a job has ended: its one schema is
 * `AutomationJobResultSchema` in @tagproof/contracts (the server builds it with `satisfies` and
 * parses the stored JSON with it).
 */
export type { AutomationJobResult } from '@tagproof/contracts';

export interface AutomationProcessorDeps {
  db: Kysely<DatabaseSchema>;
  documents: DocumentsService;
  runner: JourneyRunnerApi;
  policy: NetworkPolicy;
  chooser: ElementChooser | null;
  logger: WorkerLogger;
  quiet?: Omit<QuietOptions, 'signal'>;
  /** Called once a run of a saved journey has ended (baseline, comparison and alerts). */
  afterJourneyRun?: (end: JourneyRunEnd) => Promise<void>;
}

/** The path a screenshot is served at. */
export function screenshotPath(jobId: string, actionIndex: number): string {
  return `/api/automation/results/${encodeURIComponent(jobId)}/screenshots/${actionIndex}`;
}

/**
 * Runs claimed automation jobs: the journey in the browser, the report from the engine (with the
 * owner's own tests, triggers and custom vendors), the screenshots, and for a signed-in owner the report saved in
 * `testsuitesresults`.
 */
export function createAutomationHandler(deps: AutomationProcessorDeps): JobHandler {
  return async (job, context): Promise<JobOutcome> => {
    const spec = readStoredJourney(job.spec);
    const limits = readStoredLimits(job.limits);
    await context.progress(0, Number(job.progress_total), 'Starting the browser');
    // The owner's custom vendors: their requests are recorded and decoded like the built-in ones'.
    const vendors = job.owner_id ? await readUserVendors(deps.documents, job.owner_id) : [];
    const outcome = await deps.runner.run({
      spec,
      maxTotalMs: limits.maxTotalMs,
      policy: deps.policy,
      chooser: deps.chooser,
      signal: context.signal,
      onProgress: (step, total, description) => context.progress(step, total, description),
      ...(deps.quiet ? { quiet: deps.quiet } : {}),
      customVendors: defineCustomVendors(vendors),
    });
    context.signal.throwIfAborted();
    // The last step has run: say what the remaining seconds are spent on.
    await context.progress(outcome.actions.length, outcome.actions.length, 'Checking the tracking requests');

    const checks = job.owner_id
      ? await readUserChecks(deps.documents, job.owner_id)
      : { tests: [], triggers: [] };
    const { report } = buildReport({
      outcome,
      tests: checks.tests,
      triggers: checks.triggers,
      vendors,
      jobId: job.id,
      screenshotUrl: (action) => screenshotPath(job.id, action.index),
    });
    await saveScreenshots(deps.db, job.id, outcome.actions);
    context.signal.throwIfAborted();

    let reportId: string | null = null;
    if (job.owner_id && outcome.status === 'completed') {
      const saved = await deps.documents.saveReport(job.owner_id, {
        testSuiteResult: report,
        jobId: job.id,
        websiteUrl: outcome.websiteUrl,
        journeyId: job.journey_id,
      });
      reportId = String(saved.$id);
    }
    const result = toJobResult(job.id, outcome, report, reportId);
    if (job.journey_id && deps.afterJourneyRun) {
      try {
        await deps.afterJourneyRun({
          job,
          status: outcome.status,
          error: outcome.error ?? null,
          reportId,
          report,
          finishedAt: result.finishedAt,
        });
      } catch (error) {
        deps.logger.warn({ jobId: job.id, err: error }, 'the journey run could not be compared or alerted');
      }
    }
    return outcome.status === 'completed'
      ? { status: 'completed', result, reportId }
      : { status: 'failed', error: outcome.error ?? 'Automation failed', result };
  };
}

function toJobResult(
  jobId: string,
  outcome: JourneyOutcome,
  report: ValidationReport,
  reportId: string | null,
): AutomationJobResultPayload {
  const actions = Object.values(report.AllRequestsAllActionsAllTestResults.validationResults);
  return {
    jobId,
    status: outcome.status,
    mode: outcome.mode,
    websiteUrl: outcome.websiteUrl,
    reportId,
    reportUrl: reportId ? `/automatedResults/${encodeURIComponent(reportId)}` : null,
    report: reportId ? null : report,
    summary: report.AllRequestsAllActionsAllTestResults.summary,
    actions: actions.map(({ actionInfo, requests }) => ({
      index: actionInfo.index,
      type: actionInfo.type,
      description: actionInfo.description,
      elementClickedText: actionInfo.elementClickedText,
      instruction: actionInfo.instruction,
      resolvedBy: actionInfo.resolvedBy,
      status: actionInfo.status,
      error: actionInfo.error,
      durationMs: actionInfo.durationMs,
      pageUrl: actionInfo.pageUrl,
      // Tracking requests only: the action's page loads are in the report.
      events: requests
        .filter((request) => request.originalRequest.requestCategory !== NAVIGATION_CATEGORY)
        .map((request) => ({
          requestId: request.requestId,
          vendor: request.originalRequest.vendorName,
          category: request.originalRequest.requestCategory,
          eventName: request.originalRequest.eventName,
          accountID: request.originalRequest.accountID,
          errors: request.validationsSummary.automaticChecks.totalErrors,
          suggestions: request.validationsSummary.automaticChecks.totalSuggestions,
          tests: request.testResults,
        })),
      screenshotUrl: actionInfo.screenshotUrl,
    })),
    recording: outcome.recording,
    startedAt: report.AllRequestsAllActionsAllTestResults.summary.startedAt,
    finishedAt: report.AllRequestsAllActionsAllTestResults.summary.finishedAt,
    durationMs: report.AllRequestsAllActionsAllTestResults.summary.durationMs,
  } satisfies AutomationJobResultPayload;
}
