import { z } from 'zod';
import { parseSchedule } from './journey-schedule.js';

export * from './journey-schedule.js';

/**
 * Saved journeys (collection `journeys`) and the alerts their runs send. A journey's `request` is
 * the automation request of `POST /api/automation`, kept as JSON text; `schedule` is null (run on
 * demand), `hourly`, `daily`, `weekly` or a five-field cron expression in UTC; `alerts` is the JSON
 * text of {@link JourneyAlerts}. Runs are `testsuitesresults` reports whose `journeyId` names the
 * journey; `baselineReportId` is the run others are compared with.
 */

/** A schedule as stored: trimmed, checked by {@link parseSchedule}. */
export const JourneyScheduleSchema = z
  .string()
  .max(200)
  .transform((text) => text.trim())
  .superRefine((text, context) => {
    const parsed = parseSchedule(text);
    if (!parsed.ok) context.addIssue({ code: 'custom', message: parsed.error });
  });

/** A webhook address: http(s), at most 2048 characters, without credentials. */
export const WebhookUrlSchema = z
  .string()
  .max(2048)
  .refine((text) => {
    try {
      const url = new URL(text);
      return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, 'must be an http(s) URL without credentials');

/** Where a journey's alerts go. */
export const JourneyAlertsSchema = z.strictObject({
  /** E-mail the owner when a run regresses against the baseline or fails. */
  email: z.boolean().default(false),
  /** POST a {@link JourneyAlertPayload} here, signed with the journey's webhook secret. */
  webhookUrl: WebhookUrlSchema.nullish().transform((url) => url ?? null),
});
export type JourneyAlerts = z.output<typeof JourneyAlertsSchema>;

/** A journey document as the documents API answers it. */
export const JourneyDocumentSchema = z.looseObject({
  $id: z.string(),
  $createdAt: z.string(),
  $updatedAt: z.string(),
  name: z.string(),
  /** JSON text of the automation request. */
  request: z.string(),
  schedule: z.string().nullable(),
  /** JSON text of {@link JourneyAlerts}. */
  alerts: z.string(),
  baselineReportId: z.string().nullable(),
  /** When the schedule runs it next (Appwrite date), set by the server; null without a schedule. */
  nextRunAt: z.string().nullable(),
});
export type JourneyDocument = z.infer<typeof JourneyDocumentSchema>;

/** A run of a journey as the documents API answers it: a `testsuitesresults` report linked to it. */
export const JourneyRunDocumentSchema = z.looseObject({
  $id: z.string(),
  $createdAt: z.string(),
  /** JSON text of the report. */
  testSuiteResult: z.string(),
  journeyId: z.string().nullable().default(null),
  jobId: z.string().nullable().default(null),
});
export type JourneyRunDocument = z.infer<typeof JourneyRunDocumentSchema>;

/** A run of a journey that failed: it saved no report, so its automation job is all there is of it. */
export const JourneyFailedRunSchema = z.object({
  jobId: z.string(),
  /** When it ended (Appwrite date). */
  finishedAt: z.string(),
  /** Why it failed, as the run's job says. */
  error: z.string(),
});
export type JourneyFailedRun = z.infer<typeof JourneyFailedRunSchema>;

/** `GET /api/journeys/:journeyId/failed-runs`: the latest failed runs, newest first. */
export const JourneyFailedRunsAnswerSchema = z.object({ runs: z.array(JourneyFailedRunSchema) });
export type JourneyFailedRunsAnswer = z.infer<typeof JourneyFailedRunsAnswerSchema>;

/** Why an alert was sent. */
export const JourneyAlertReasonSchema = z.enum(['regressed', 'failed']);

/**
 * The JSON body POSTed to a journey's webhook. The header `X-Tagproof-Signature: sha256=<hex>` is
 * the HMAC-SHA256 of the exact body with the journey's webhook secret; `X-Tagproof-Delivery` is
 * the same for every retry of one alert.
 */
export const JourneyAlertPayloadSchema = z.object({
  event: z.literal('journey.alert'),
  reason: JourneyAlertReasonSchema,
  journey: z.object({ id: z.string(), name: z.string() }),
  run: z.object({
    jobId: z.string(),
    reportId: z.string().nullable(),
    status: z.enum(['completed', 'failed']),
    error: z.string().nullable(),
    finishedAt: z.string(),
  }),
  baselineReportId: z.string().nullable(),
  /** Counts of the comparison with the baseline (zeros for a failed run without a report). */
  summary: z.object({ regressions: z.number().int(), changes: z.number().int() }),
  /** The first regressions, one readable line each. */
  regressions: z.array(z.string()),
  /** The journey page showing this run's diff against the baseline. */
  diffUrl: z.string(),
});
export type JourneyAlertPayload = z.infer<typeof JourneyAlertPayloadSchema>;
