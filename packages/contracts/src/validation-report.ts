import { z } from 'zod';
import { ConsentStateSchema, CrossValidationSchema } from './validation-response.js';

/**
 * A saved validation report (validator document §3): the `testSuiteResult` JSON text of a
 * `testsuitesresults` document holds `{AllRequestsAllActionsAllTestResults: {summary,
 * validationResults}}`, one entry per automation action with the requests it sent. The automation
 * worker writes it, the report page reads it. Where the specification is vague fields are optional,
 * and unknown fields are kept (loose objects), so a newer producer does not break an older reader.
 */

const count = z.number().int().nonnegative();
const text = z.string().nullish();

/** What set a finding off: the rule, the metrics it read, what it received and expected. */
export const ReportTriggeredBySchema = z.looseObject({
  rule: text,
  metrics: z.unknown().optional(),
  received: z.unknown().optional(),
  expected: z.unknown().optional(),
});

/** A finding on a request or an action: error = incorrect parameter; warning or info = suggestion. */
export const ReportFindingSchema = z.looseObject({
  severity: z.string(),
  message: text,
  triggeredBy: ReportTriggeredBySchema.nullish(),
});

/** One condition of a custom test as it ran: what it expected, what the request sent, the verdict. */
export const ReportConditionSchema = z.object({
  metric: z.string(),
  comparison: z.string(),
  expected: z.string().default(''),
  /** The value sent; null when the parameter is absent. */
  received: z.string().nullable().default(null),
  passed: z.boolean(),
});

/** A custom test's result on a request; `skipped` when its trigger did not fire. */
export const ReportTestResultSchema = z.looseObject({
  testID: text,
  testName: text,
  passed: z.boolean().nullish(),
  skipped: z.boolean().nullish(),
  /** Each condition with expected, received and passed (absent in older reports: read as none). */
  conditions: z.array(ReportConditionSchema).optional().catch(undefined),
});

/** The request as captured: its query string, body, event, account and vendor code. */
export const ReportOriginalRequestSchema = z.looseObject({
  requestUrl: text,
  queryString: text,
  /** The body as sent (text; an object is accepted and shown flattened). */
  postData: z.union([z.string(), z.record(z.string(), z.unknown()), z.array(z.unknown())]).nullish(),
  eventName: text,
  accountID: text,
  requestCategory: text,
  /** The page it was sent on, and the frame that sent it (an iframe's own address when it came from one). */
  tabUrl: text,
  frameUrl: text,
});

/** A parameter as the engine decoded it, with its readable label and display group. */
export const ReportParameterSchema = z.object({
  name: z.string(),
  label: z.string(),
  group: z.string().optional(),
  value: z.string(),
});

export const ReportRequestSchema = z.looseObject({
  originalRequest: ReportOriginalRequestSchema,
  /**
   * The request's parameters as the engine decoded them (the report page shows these and does not
   * parse the raw URL again); absent in reports saved before they were kept.
   */
  parameters: z.array(ReportParameterSchema).optional().catch(undefined),
  validationResults: z.array(ReportFindingSchema).default([]),
  testResults: z.array(ReportTestResultSchema).default([]),
});

/** One automation action: what was clicked, its action-level findings (duplicates) and its requests. */
export const ReportActionSchema = z.looseObject({
  actionInfo: z.looseObject({ elementClickedText: text, description: text }).default({}),
  actionValidationResults: z.array(ReportFindingSchema).default([]),
  requests: z.array(ReportRequestSchema).default([]),
  /**
   * The consent in force when the action's first hit fired, and the states its own requests reported
   * (from the run's consent timeline); null or absent without consent data (older reports).
   */
  consent: z
    .object({ inForce: ConsentStateSchema.nullable(), set: z.array(ConsentStateSchema) })
    .nullish()
    .catch(null),
});

export const ReportSummarySchema = z.looseObject({
  validationResults: z
    .looseObject({ errors: count.default(0), warnings: count.default(0), info: count.default(0) })
    .default({ errors: 0, warnings: 0, info: 0 }),
  /** The actions planned; `executedActions` those that ran (absent in older reports). */
  totalActions: count.default(0),
  executedActions: count.optional(),
  /** Tracking requests (page loads not counted). */
  totalRequests: count.optional(),
  /** Requests per vendor code (GOOGLEANALYTICS4, FACEBOOK, …). */
  vendors: z.record(z.string(), z.looseObject({ totalRequests: count.default(0) })).default({}),
});

/** The report body: the summary and the results keyed by action (in the order the actions ran). */
export const AllRequestsAllActionsAllTestResultsSchema = z.looseObject({
  summary: ReportSummarySchema,
  validationResults: z.record(z.string(), ReportActionSchema),
});

/** What `testSuiteResult` holds (parse its JSON text first). */
export const ValidationReportSchema = z.looseObject({
  AllRequestsAllActionsAllTestResults: AllRequestsAllActionsAllTestResultsSchema,
  /** The run's cross-checks (navigations, purchases, triggers); absent or unreadable in older reports. */
  crossValidation: CrossValidationSchema.optional().catch(undefined),
});

export type ValidationReport = z.output<typeof ValidationReportSchema>;
export type ValidationReportPayload = z.input<typeof ValidationReportSchema>;
export type ReportResults = z.output<typeof AllRequestsAllActionsAllTestResultsSchema>;
export type ReportCrossChecks = z.output<typeof CrossValidationSchema>;
export type ReportAction = z.output<typeof ReportActionSchema>;
export type ReportRequest = z.output<typeof ReportRequestSchema>;
export type DecodedReportParameter = z.output<typeof ReportParameterSchema>;
export type ReportFinding = z.output<typeof ReportFindingSchema>;
export type ReportTestResult = z.output<typeof ReportTestResultSchema>;
export type ReportCondition = z.output<typeof ReportConditionSchema>;
