import { z } from 'zod';
import { ReportTestResultSchema, ValidationReportSchema } from './validation-report.js';

/**
 * The result of an automation job (`result` of `GET /api/automation/results/:jobId` once the job
 * has ended): the worker builds it, the server stores it as JSON and parses it back with this
 * schema, and the web reads it through it. `report` is the whole validation report inline
 * (anonymous runs and failed ones); a signed-in owner's completed run links its saved report
 * (`reportId`, its page `reportUrl`).
 */

const count = z.number().int().nonnegative();

/** One tracking request an action sent: who it went to, its event, its findings and custom tests. */
export const AutomationEventSchema = z.object({
  requestId: z.string(),
  vendor: z.string().nullable(),
  category: z.string().nullable(),
  eventName: z.string().nullable(),
  accountID: z.string().nullable(),
  errors: count,
  suggestions: count,
  /** The custom tests that ran on it (or were skipped), each with its conditions. */
  tests: z.array(ReportTestResultSchema).default([]),
});

export const AutomationActionResultSchema = z.object({
  /** 1-based. */
  index: z.number().int().positive(),
  /** The Recorder step type (`navigate`, `click`…). */
  type: z.string(),
  description: z.string(),
  elementClickedText: z.string().nullable(),
  instruction: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  status: z.enum(['passed', 'failed', 'not-run']),
  error: z.string().nullable(),
  durationMs: z.number().nullable(),
  pageUrl: z.string().nullable(),
  events: z.array(AutomationEventSchema),
  /** `/api/automation/results/{jobId}/screenshots/{index}` (add `?token=` when viewing by token). */
  screenshotUrl: z.string().nullable(),
});

/** The run's totals (the report's summary). */
export const AutomationSummarySchema = z.looseObject({
  validationResults: z.object({ errors: count, warnings: count, info: count }),
  /** Planned actions; `executedActions` those that ran. */
  totalActions: count,
  executedActions: count.optional(),
  /** Tracking requests (page loads not counted). */
  totalRequests: count,
  vendors: z.record(z.string(), z.object({ vendorName: z.string(), totalRequests: count })),
  customTests: z.object({ passed: count, failed: count, skipped: count }),
  duplicateGroups: count,
  status: z.enum(['completed', 'failed']),
  error: z.string().nullable(),
  websiteUrl: z.string(),
  mode: z.string(),
  startedAt: z.string(),
  finishedAt: z.string(),
  durationMs: z.number(),
});

export const AutomationJobResultSchema = z.object({
  jobId: z.string(),
  status: z.enum(['completed', 'failed']),
  mode: z.enum(['recording', 'instructions']),
  websiteUrl: z.string(),
  reportId: z.string().nullable(),
  reportUrl: z.string().nullable(),
  report: ValidationReportSchema.nullable(),
  summary: AutomationSummarySchema,
  actions: z.array(AutomationActionResultSchema),
  /** The steps as run, written instructions resolved: a Chrome DevTools Recorder JSON. */
  recording: z.looseObject({ title: z.string(), steps: z.array(z.unknown()) }),
  startedAt: z.string(),
  finishedAt: z.string(),
  durationMs: z.number(),
});

export type AutomationEvent = z.output<typeof AutomationEventSchema>;
export type AutomationActionResult = z.output<typeof AutomationActionResultSchema>;
export type AutomationJobResult = z.output<typeof AutomationJobResultSchema>;
/** What a producer builds (`satisfies`): defaults may be left out. */
export type AutomationJobResultPayload = z.input<typeof AutomationJobResultSchema>;

/** Where a job is: queued, running, or ended (`completed`, `failed`). */
export const AutomationJobStatusSchema = z.enum(['queued', 'processing', 'completed', 'failed']);

/**
 * The answer of `GET /api/automation/results/:jobId` (polled by the results page): where the job
 * is, "step i of N" while it runs, and once it has ended its result (failed jobs keep what the run
 * got to, with `error` saying why they failed).
 */
export const AutomationJobViewSchema = z.object({
  jobId: z.string(),
  status: AutomationJobStatusSchema,
  /** "Step i of N": 0 of N while queued. */
  progress: z.object({ step: count, totalSteps: count, description: z.string().nullable() }),
  /** Jobs ahead of this one while it is queued. */
  queuePosition: count.nullable(),
  attempts: count,
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Why a failed job failed. */
  error: z.string().optional(),
  /** The result of an ended job. */
  result: AutomationJobResultSchema.optional(),
});

export type AutomationJobStatus = z.output<typeof AutomationJobStatusSchema>;
export type AutomationJobView = z.output<typeof AutomationJobViewSchema>;

/**
 * One run in the signed-in user's list (`GET /api/automation/runs`, newest first): how it went,
 * its errors and failed custom tests, its saved report, and the steps as run (to re-run it or open
 * it in the builder; null until the job has ended).
 */
export const AutomationRunSchema = z.object({
  jobId: z.string(),
  status: z.string(),
  mode: z.string(),
  websiteUrl: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  error: z.string().nullable(),
  reportId: z.string().nullable(),
  /** Findings and custom test outcomes; null until the job has ended. */
  totals: z
    .object({
      errors: count,
      warnings: count,
      executedActions: count,
      totalActions: count,
      trackingRequests: count,
      testsPassed: count,
      testsFailed: count,
    })
    .nullable(),
  recording: AutomationJobResultSchema.shape.recording.nullable(),
});

export const AutomationRunListSchema = z.object({ total: count, runs: z.array(AutomationRunSchema) });

export type AutomationRun = z.output<typeof AutomationRunSchema>;
export type AutomationRunList = z.output<typeof AutomationRunListSchema>;
