import '../../../lib/zod-without-eval'; // before the schemas are defined
import { ReportTestResultSchema, type ReportTestResult } from '@tagproof/contracts';
import { z } from 'zod';
import type { AutomationResultsBody } from '../api/automation-types';

/** An event's custom tests, through the contract (none when absent or unreadable). */
const TestsSchema = z.array(ReportTestResultSchema).catch([]);

/**
 * Readers of the known parts of a job's answer (`GET /api/automation/results/:jobId`): `progress`,
 * `queuePosition`, and in `result` the saved report's id, the summary, the actions with their events
 * and screenshots, and the resolved recording. The whole answer is also shown as raw JSON; these only
 * pick out what deserves a nicer view, and give null or [] for anything missing or unexpected.
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
  /** The Recorder step type (`navigate`, `click`…), when known. */
  type: string | null;
  title: string;
  description: string | null;
  /** passed, failed, not-run; null when the answer does not say. */
  status: string | null;
  error: string | null;
  requestCount: number | null;
  events: ActionEvent[];
  errors: number;
  suggestions: number;
  screenshot: string | null;
}

export interface ScreenshotView {
  step: number | null;
  label: string;
  src: string;
}

export interface ReportSummary {
  errors: number | null;
  warnings: number | null;
  info: number | null;
  /** The actions that ran (`executedActions`; older answers only have `totalActions`, the planned ones). */
  totalActions: number | null;
  totalRequests: number | null;
  vendors: { name: string; totalRequests: number }[];
  /** Custom test outcomes over the run (`summary.customTests`), when the answer has them. */
  customTests?: { passed: number; failed: number; skipped: number };
}

type Json = Record<string, unknown>;

export function isRecord(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;
const record = (value: unknown): Json => (isRecord(value) ? value : {});

function first<T>(...values: (T | null | undefined)[]): T | null {
  for (const value of values) if (value !== null && value !== undefined) return value;
  return null;
}

function parseJson(value: string): unknown {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}

/** The `result` object of the answer, or {}. */
const resultOf = (body: AutomationResultsBody): Json => record(body.result);

/** The id of the report saved in testsuitesresults, viewable at /automatedResults/:reportId. */
export function readReportId(body: AutomationResultsBody): string | null {
  const result = resultOf(body);
  return first(text(result.reportId), text(body.reportId), text(record(result.report).$id));
}

/** Progress "step i of N" (`progress: {step, totalSteps, description}`), from the answer or its result. */
export function readProgress(body: AutomationResultsBody): JobProgress | null {
  for (const candidate of [body.progress, resultOf(body).progress]) {
    if (!isRecord(candidate)) continue;
    const step = first(num(candidate.step), num(candidate.current), num(candidate.completed));
    const total = first(num(candidate.totalSteps), num(candidate.total), num(candidate.steps));
    if (step !== null && total !== null && total > 0) {
      return {
        step: Math.min(Math.max(step, 0), total),
        total,
        label: first(text(candidate.description), text(candidate.label), text(candidate.message)),
      };
    }
  }
  return null;
}

/** Jobs ahead of a queued one. */
export function readQueuePosition(body: AutomationResultsBody): number | null {
  return num(body.queuePosition);
}

/**
 * The validation report of the run in the `AllRequestsAllActionsAllTestResults` shape: inline for
 * anonymous users (`result.report`), or a saved document's `testSuiteResult` JSON text.
 */
export function readReport(body: AutomationResultsBody): Json | null {
  const result = resultOf(body);
  for (let candidate of [result.report, result.testSuiteResult]) {
    if (typeof candidate === 'string') candidate = parseJson(candidate);
    if (!isRecord(candidate)) continue;
    if (typeof candidate.testSuiteResult === 'string') candidate = parseJson(candidate.testSuiteResult);
    if (!isRecord(candidate)) continue;
    const inner = candidate.AllRequestsAllActionsAllTestResults;
    if (isRecord(inner)) return inner;
    if (isRecord(candidate.summary) || isRecord(candidate.validationResults)) return candidate;
  }
  return null;
}

/** The run's summary: `result.summary`, else the report's. */
export function readSummary(body: AutomationResultsBody): ReportSummary | null {
  const summary = first(
    isRecord(resultOf(body).summary) ? (resultOf(body).summary as Json) : null,
    isRecord(readReport(body)?.summary) ? (readReport(body)?.summary as Json) : null,
  );
  if (!summary) return null;
  const counts = record(summary.validationResults);
  const vendors = Object.entries(record(summary.vendors)).flatMap(([code, vendor]) => {
    const totalRequests = isRecord(vendor) ? num(vendor.totalRequests) : num(vendor);
    const name = (isRecord(vendor) ? text(vendor.vendorName) : null) ?? code;
    return totalRequests === null ? [] : [{ name, totalRequests }];
  });
  return {
    errors: num(counts.errors),
    warnings: num(counts.warnings),
    info: num(counts.info),
    totalActions: first(num(summary.executedActions), num(summary.totalActions)),
    totalRequests: num(summary.totalRequests),
    vendors,
    ...customTestsOf(summary.customTests),
  };
}

function customTestsOf(value: unknown): Pick<ReportSummary, 'customTests'> {
  const tests = record(value);
  const [passed, failed, skipped] = [num(tests.passed), num(tests.failed), num(tests.skipped)];
  if (passed === null || failed === null) return {};
  return { customTests: { passed, failed, skipped: skipped ?? 0 } };
}

/**
 * The actions in order: the job's `result.actions` (with their events and screenshot URLs), else
 * the report's actions (`validationResults` keyed by action). Our own API URLs get the viewer token.
 */
export function readActions(body: AutomationResultsBody, token: string | null): ActionView[] {
  const listed = resultOf(body).actions;
  if (Array.isArray(listed) && listed.length > 0) {
    return listed.flatMap((action, position) =>
      isRecord(action) ? [jobAction(action, position, token)] : [],
    );
  }
  const report = readReport(body);
  const keyed = report?.validationResults;
  const entries = Array.isArray(keyed)
    ? keyed.map((action, i) => [String(i + 1), action] as const)
    : Object.entries(record(keyed));
  return entries.flatMap(([key, action], position) =>
    isRecord(action) ? [reportAction(key, action, position, token)] : [],
  );
}

function jobAction(action: Json, position: number, token: string | null): ActionView {
  const events = (Array.isArray(action.events) ? action.events : [])
    .filter(isRecord)
    .map((event): ActionEvent => ({
      eventName: text(event.eventName) ?? '(no event name)',
      vendor: first(text(event.vendor), text(event.category)),
      errors: num(event.errors) ?? 0,
      suggestions: num(event.suggestions) ?? 0,
      tests: TestsSchema.parse(event.tests ?? []),
    }));
  return {
    ...describe(action, position, token),
    requestCount: Array.isArray(action.events) ? events.length : null,
    events,
    errors: events.reduce((sum, event) => sum + event.errors, 0),
    suggestions: events.reduce((sum, event) => sum + event.suggestions, 0),
  };
}

function reportAction(key: string, action: Json, position: number, token: string | null): ActionView {
  const info = record(action.actionInfo);
  const requests = Array.isArray(action.requests) ? action.requests.filter(isRecord) : null;
  const events = (requests ?? []).map((request): ActionEvent => {
    const original = record(request.originalRequest);
    const findings = Array.isArray(request.validationResults)
      ? request.validationResults.filter(isRecord)
      : [];
    return {
      eventName: text(original.eventName) ?? '(no event name)',
      vendor: first(text(original.vendorName), text(original.requestCategory)),
      errors: findings.filter((finding) => finding.severity === 'error').length,
      suggestions: findings.filter((finding) => finding.severity === 'warning' || finding.severity === 'info')
        .length,
      tests: TestsSchema.parse(request.testResults ?? []),
    };
  });
  const view = describe(info, position, token);
  return {
    ...view,
    title: view.title === `Action ${position + 1}` ? key : view.title,
    requestCount: requests ? requests.length : null,
    events,
    errors: events.reduce((sum, event) => sum + event.errors, 0),
    suggestions: events.reduce((sum, event) => sum + event.suggestions, 0),
  };
}

/** What an action did: its title (clicked text, else the instruction, else the description). */
function describe(
  action: Json,
  position: number,
  token: string | null,
): Omit<ActionView, 'requestCount' | 'events' | 'errors' | 'suggestions'> {
  const description = text(action.description);
  const title =
    first(text(action.elementClickedText), text(action.instruction), description, text(action.title)) ??
    `Action ${position + 1}`;
  const screenshot = first(text(action.screenshotUrl), text(action.screenshot));
  return {
    index: num(action.index) ?? position + 1,
    type: text(action.type),
    title,
    description: description === title ? null : description,
    status: text(action.status),
    error: text(action.error),
    screenshot: screenshot ? imageSource(screenshot, token) : null,
  };
}

/** Screenshots listed apart from the actions (`result.screenshots`), for answers that do so. */
export function readScreenshots(body: AutomationResultsBody, token: string | null): ScreenshotView[] {
  const list = resultOf(body).screenshots;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item, position): ScreenshotView[] => {
    const entry = record(item);
    const raw =
      typeof item === 'string'
        ? item
        : first(text(entry.url), text(entry.screenshotUrl), text(entry.dataUrl), text(entry.src));
    const src = raw ? imageSource(raw, token) : null;
    if (!src) return [];
    const step = first(num(entry.step), num(entry.index)) ?? position + 1;
    return [{ step, label: first(text(entry.label), text(entry.description)) ?? `Step ${step}`, src }];
  });
}

/** An image source we may show: a data URL, our own API path (with the viewer token), or http(s). */
function imageSource(value: string, token: string | null): string | null {
  if (value.startsWith('data:image/') || /^https?:\/\//.test(value)) return value;
  if (value.startsWith('/api/')) {
    if (!token || /[?&]token=/.test(value)) return value;
    return `${value}${value.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
  }
  if (/^iVBORw0KGgo/.test(value)) return `data:image/png;base64,${value}`;
  if (/^\/9j\//.test(value)) return `data:image/jpeg;base64,${value}`;
  return null;
}

/** The resolved steps as a Chrome DevTools Recorder JSON (`result.recording`), ready to download. */
export function readRecording(body: AutomationResultsBody): Json | null {
  let recording = resultOf(body).recording ?? body.recording;
  if (typeof recording === 'string') recording = parseJson(recording);
  return isRecord(recording) && Array.isArray(recording.steps) ? recording : null;
}
