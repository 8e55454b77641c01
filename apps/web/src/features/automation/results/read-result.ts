import type { AutomationResultsBody } from '../api/automation-types';

/**
 * Readers of the known parts of a job's answer. The answer is rendered generically (raw JSON); these
 * pick out what deserves a nicer view, and return null or [] for anything missing or unexpected.
 */

export interface JobProgress {
  step: number;
  total: number;
  label: string | null;
}

export interface ActionView {
  /** 1-based position of the action. */
  index: number;
  title: string;
  description: string | null;
  requestCount: number | null;
  eventNames: string[];
  errors: number;
  suggestions: number;
}

export interface ScreenshotView {
  /** 1-based step, when the answer says. */
  step: number | null;
  label: string;
  src: string;
}

export interface ReportSummary {
  errors: number | null;
  warnings: number | null;
  info: number | null;
  totalActions: number | null;
  vendors: { name: string; totalRequests: number }[];
}

type Json = Record<string, unknown>;

export function isRecord(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

function first<T>(...values: (T | null | undefined)[]): T | null {
  for (const value of values) if (value !== null && value !== undefined) return value;
  return null;
}

/** The `result` object of the answer, or {}. */
function resultOf(body: AutomationResultsBody): Json {
  return isRecord(body.result) ? body.result : {};
}

/** The id of the report saved in testsuitesresults, viewable at /automatedResults/:reportId. */
export function readReportId(body: AutomationResultsBody): string | null {
  const result = resultOf(body);
  const report = isRecord(result.report) ? result.report : {};
  return first(text(result.reportId), text(body.reportId), text(report.$id));
}

/** Progress "step i of N", from `progress` of the answer or of its result. */
export function readProgress(body: AutomationResultsBody): JobProgress | null {
  for (const candidate of [body.progress, resultOf(body).progress]) {
    if (!isRecord(candidate)) continue;
    const step = first(
      num(candidate.step),
      num(candidate.current),
      num(candidate.completed),
      num(candidate.done),
    );
    const total = first(
      num(candidate.total),
      num(candidate.totalSteps),
      num(candidate.steps),
      num(candidate.of),
    );
    if (step !== null && total !== null && total > 0) {
      return {
        step: Math.min(step, total),
        total,
        label: first(text(candidate.label), text(candidate.message), text(candidate.description)),
      };
    }
  }
  return null;
}

/**
 * The validation report of the run: inline for anonymous users (`result.report`), the saved
 * document's `testSuiteResult` JSON text, or the `AllRequestsAllActionsAllTestResults` shape itself.
 */
export function readReport(body: AutomationResultsBody): Json | null {
  const result = resultOf(body);
  for (let candidate of [result.report, result.testSuiteResult, result]) {
    if (typeof candidate === 'string') candidate = parseJson(candidate);
    if (!isRecord(candidate)) continue;
    if (typeof candidate.testSuiteResult === 'string') candidate = parseJson(candidate.testSuiteResult);
    if (!isRecord(candidate)) continue;
    const inner = candidate.AllRequestsAllActionsAllTestResults;
    if (isRecord(inner)) return inner;
    if (isRecord(candidate.summary) || candidate.validationResults !== undefined) return candidate;
  }
  return null;
}

export function readReportSummary(report: Json): ReportSummary | null {
  if (!isRecord(report.summary)) return null;
  const summary = report.summary;
  const counts = isRecord(summary.validationResults) ? summary.validationResults : {};
  const vendors = isRecord(summary.vendors)
    ? Object.entries(summary.vendors).flatMap(([name, vendor]) => {
        const totalRequests = isRecord(vendor) ? num(vendor.totalRequests) : num(vendor);
        return totalRequests === null ? [] : [{ name, totalRequests }];
      })
    : [];
  return {
    errors: num(counts.errors),
    warnings: num(counts.warnings),
    info: num(counts.info),
    totalActions: num(summary.totalActions),
    vendors,
  };
}

/** The report's actions, keyed by action (an object) or listed (an array), in order. */
export function readActions(report: Json): ActionView[] {
  const source = report.validationResults ?? report.actions;
  const entries: [string, unknown][] = Array.isArray(source)
    ? source.map((action, index) => [String(index + 1), action])
    : isRecord(source)
      ? Object.entries(source)
      : [];
  return entries.flatMap(([key, action], index) => {
    if (!isRecord(action)) return [];
    const info = isRecord(action.actionInfo) ? action.actionInfo : {};
    const requests = Array.isArray(action.requests) ? action.requests : null;
    let errors = 0;
    let suggestions = 0;
    const eventNames = new Set<string>();
    for (const request of requests ?? []) {
      if (!isRecord(request)) continue;
      const original = isRecord(request.originalRequest) ? request.originalRequest : {};
      const eventName = text(original.eventName) ?? text(request.eventName);
      if (eventName) eventNames.add(eventName);
      for (const finding of Array.isArray(request.validationResults) ? request.validationResults : []) {
        if (!isRecord(finding)) continue;
        if (finding.severity === 'error') errors += 1;
        else if (finding.severity === 'warning' || finding.severity === 'info') suggestions += 1;
      }
    }
    return [
      {
        index: index + 1,
        title: first(text(info.elementClickedText), text(action.title), text(action.name)) ?? key,
        description: first(text(info.description), text(action.description)),
        requestCount: requests ? requests.length : null,
        eventNames: [...eventNames],
        errors,
        suggestions,
      },
    ];
  });
}

/**
 * Screenshots per action: `result.screenshots` (data URLs or URLs, or objects with one), else a
 * `screenshot` on each of `result.actions` / `result.steps`. Our own API URLs get the viewer token.
 */
export function readScreenshots(body: AutomationResultsBody, token: string | null): ScreenshotView[] {
  const result = resultOf(body);
  const lists = [result.screenshots, result.actions, result.steps];
  for (const list of lists) {
    if (!Array.isArray(list)) continue;
    const shots = list.flatMap((item, index): ScreenshotView[] => {
      const src = screenshotSource(item);
      if (!src) return [];
      const record = isRecord(item) ? item : {};
      const step = first(num(record.step), num(record.index), num(record.stepIndex)) ?? index + 1;
      const label =
        first(text(record.label), text(record.description), text(record.title), text(record.action)) ??
        `Step ${step}`;
      return [{ step, label, src: withToken(src, token) }];
    });
    if (shots.length > 0) return shots;
  }
  return [];
}

function screenshotSource(item: unknown): string | null {
  if (typeof item === 'string') return imageSource(item);
  if (!isRecord(item)) return null;
  for (const key of ['screenshot', 'screenshotUrl', 'dataUrl', 'url', 'src', 'image', 'data']) {
    const value = item[key];
    if (typeof value === 'string') {
      const source = imageSource(value);
      if (source) return source;
    }
    if (isRecord(value)) {
      const nested = screenshotSource(value);
      if (nested) return nested;
    }
  }
  return null;
}

function imageSource(value: string): string | null {
  if (value.startsWith('data:image/') || value.startsWith('/api/') || /^https?:\/\//.test(value))
    return value;
  // Bare base64 of a PNG or JPEG.
  if (/^iVBORw0KGgo/.test(value)) return `data:image/png;base64,${value}`;
  if (/^\/9j\//.test(value)) return `data:image/jpeg;base64,${value}`;
  return null;
}

function withToken(src: string, token: string | null): string {
  if (!token || !src.startsWith('/api/') || /[?&]token=/.test(src)) return src;
  return `${src}${src.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
}

/** The resolved steps as a Chrome DevTools Recorder JSON (`result.recording`), ready to download. */
export function readRecording(body: AutomationResultsBody): Json | null {
  let recording = resultOf(body).recording ?? body.recording;
  if (typeof recording === 'string') recording = parseJson(recording);
  return isRecord(recording) && Array.isArray(recording.steps) ? recording : null;
}

function parseJson(value: string): unknown {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}
