import '../../../lib/zod-without-eval'; // before the schemas are defined
import {
  AutomationJobResultSchema,
  AutomationJobViewSchema,
  type AutomationActionResult,
  type AutomationJobResult,
  type ReportTestResult,
} from '@tagproof/contracts';
import type { AutomationResultsBody } from '../api/automation-types';

/**
 * The known parts of a job's answer (`GET /api/automation/results/:jobId`), parsed with the
 * contract's job view: `progress`, `queuePosition` and the ended job's `result` (saved report,
 * summary, actions with their events and screenshots, resolved recording). The page keeps the whole
 * answer to show it as raw JSON; a part that is absent or not in the contract's shape reads as null
 * (or no action).
 */

export interface JobProgress {
  step: number;
  total: number;
  label: string | null;
}

export interface ActionEvent {
  eventName: string;
  vendor: string | null;
  errors: number;
  suggestions: number;
  /** The custom tests that ran on it (or were skipped), each with its conditions. */
  tests: ReportTestResult[];
}

export interface ActionView {
  /** 1-based position of the action. */
  index: number;
  /** The Recorder step type (`navigate`, `click`…). */
  type: string | null;
  title: string;
  description: string | null;
  status: AutomationActionResult['status'];
  error: string | null;
  requestCount: number;
  events: ActionEvent[];
  errors: number;
  suggestions: number;
  screenshot: string | null;
}

export interface ReportSummary {
  errors: number;
  warnings: number;
  info: number;
  /** The actions that ran (`executedActions`; older results only have `totalActions`, the planned ones). */
  totalActions: number;
  totalRequests: number;
  vendors: { name: string; totalRequests: number }[];
  /** Custom test outcomes over the run. */
  customTests: { passed: number; failed: number; skipped: number };
}

const ProgressSchema = AutomationJobViewSchema.shape.progress;
const QueuePositionSchema = AutomationJobViewSchema.shape.queuePosition;

/** Text that says something, trimmed; null for blank. */
const nonBlank = (value: string | null | undefined): string | null => value?.trim() || null;

/** The ended job's result through the contract; null while there is none. */
export function readResult(body: AutomationResultsBody): AutomationJobResult | null {
  const parsed = AutomationJobResultSchema.safeParse(body.result);
  return parsed.success ? parsed.data : null;
}

/** Progress "step i of N", clamped to N; null before the job knows its steps. */
export function readProgress(body: AutomationResultsBody): JobProgress | null {
  const parsed = ProgressSchema.safeParse(body.progress);
  if (!parsed.success || parsed.data.totalSteps === 0) return null;
  const { step, totalSteps, description } = parsed.data;
  return { step: Math.min(step, totalSteps), total: totalSteps, label: nonBlank(description) };
}

/** Jobs ahead of a queued one. */
export function readQueuePosition(body: AutomationResultsBody): number | null {
  const parsed = QueuePositionSchema.safeParse(body.queuePosition);
  return parsed.success ? parsed.data : null;
}

/** The run's totals, from the result's summary. */
export function summaryOf({ summary }: AutomationJobResult): ReportSummary {
  return {
    ...summary.validationResults,
    totalActions: summary.executedActions ?? summary.totalActions,
    totalRequests: summary.totalRequests,
    vendors: Object.entries(summary.vendors).map(([code, vendor]) => ({
      name: nonBlank(vendor.vendorName) ?? code,
      totalRequests: vendor.totalRequests,
    })),
    customTests: summary.customTests,
  };
}

/** The actions in order, with their events; our own screenshot URLs get the viewer token. */
export function actionsOf(result: AutomationJobResult, token: string | null): ActionView[] {
  return result.actions.map((action) => {
    const events = action.events.map((event): ActionEvent => ({
      eventName: nonBlank(event.eventName) ?? '(no event name)',
      vendor: nonBlank(event.vendor) ?? nonBlank(event.category),
      errors: event.errors,
      suggestions: event.suggestions,
      tests: event.tests,
    }));
    const description = nonBlank(action.description);
    const title =
      nonBlank(action.elementClickedText) ??
      nonBlank(action.instruction) ??
      description ??
      `Action ${action.index}`;
    return {
      index: action.index,
      type: nonBlank(action.type),
      title,
      description: description === title ? null : description,
      status: action.status,
      error: nonBlank(action.error),
      requestCount: events.length,
      events,
      errors: events.reduce((sum, event) => sum + event.errors, 0),
      suggestions: events.reduce((sum, event) => sum + event.suggestions, 0),
      screenshot: action.screenshotUrl?.startsWith('/api/') ? withToken(action.screenshotUrl, token) : null,
    };
  });
}

/** Our API's screenshot path (the only source shown), with the viewer token when viewing by token. */
function withToken(url: string, token: string | null): string {
  if (!token || /[?&]token=/.test(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
}

/** The resolved steps as a Chrome DevTools Recorder JSON (`result.recording`), ready to download. */
export function readRecording(body: AutomationResultsBody): AutomationJobResult['recording'] | null {
  return readResult(body)?.recording ?? null;
}
