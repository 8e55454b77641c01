import type { ReportFinding, ReportRequest, ReportTestResult } from '@tagproof/contracts';
import { decode, flattenJson, maskPersonalData, parseParams, resolveParameters } from '@tagproof/engine';

/** A parameter of a report request, from its query string or its body. */
export interface ReportParameter {
  name: string;
  value: string;
  /** Where a parsed parameter came from (absent for the engine's decoded parameters). */
  source?: 'query' | 'body';
  /** Its readable label (the wire name when none is known). */
  label?: string;
}

function parseJsonObject(text: string): object | null {
  if (!/^\s*[[{]/.test(text)) return null;
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null ? value : null;
  } catch {
    return null;
  }
}

function bodyParameters(postData: ReportRequest['originalRequest']['postData']): ReportParameter[] {
  if (postData === null || postData === undefined || postData === '') return [];
  const asBody = (name: string, value: string): ReportParameter => ({ name, value, source: 'body' });
  if (typeof postData !== 'string') return flattenJson(postData).map((p) => asBody(p.name, p.value));
  const json = parseJsonObject(postData);
  if (json !== null) return flattenJson(json).map((p) => asBody(p.name, p.value));
  // Form-encoded, one line per event in a GA4 batch.
  return postData
    .split('\n')
    .flatMap((line) => parseParams(line.trim()))
    .map((p) => asBody(p.name, p.value));
}

/** The request's parameters: the query string's, then the body's. */
export function requestParameters(original: ReportRequest['originalRequest']): ReportParameter[] {
  const query = (original.queryString ?? '').replace(/^\?/, '');
  return [
    ...parseParams(query).map((p): ReportParameter => ({ name: p.name, value: p.value, source: 'query' })),
    ...bodyParameters(original.postData),
  ];
}

/** A parameter the saved report carries, decoded by the engine (its label and group may be absent). */
interface SavedParameter {
  name: string;
  value: string;
  label?: string | undefined;
  group?: string | undefined;
}

/**
 * An older report's request decoded again from its URL and body: the engine's labelled parameters of
 * the event the report names (the first event of a batch otherwise); null when no vendor decodes it.
 */
function decodedParameters(original: ReportRequest['originalRequest']): SavedParameter[] | null {
  if (!original.requestUrl) return null;
  const postData = typeof original.postData === 'string' ? original.postData : null;
  const events = decode({ requestMetadata: { requestUrl: original.requestUrl, postData } }).filter(
    (event) => event.category !== null,
  );
  const event = events.find((candidate) => candidate.eventName === original.eventName) ?? events[0];
  return event && event.parameters.length > 0 ? event.parameters : null;
}

/**
 * The request's parameters as the report page shows them: the engine's decoded parameters with their
 * readable labels (as the report saved them, else decoded again from the request's URL and body; the
 * wire names of the query and body when no vendor decodes it), and every value's personal data masked
 * as the validator's findings mask it.
 */
export function displayedParameters(request: ReportRequest): ReportParameter[] {
  const saved = request.parameters ?? decodedParameters(request.originalRequest);
  const parameters: ReportParameter[] = saved
    ? resolveParameters(undefined, {
        requestMetadata: {
          requestCategory: request.originalRequest.requestCategory ?? null,
          parameters: saved,
        },
      }).map((p) => ({ name: p.name, label: p.label, value: p.value }))
    : requestParameters(request.originalRequest);
  return parameters.map((p) => ({ ...p, value: maskPersonalData(p.value) }));
}

/** A parameter's marker: the worst finding about it and every message about it. */
export interface ParameterMarker {
  kind: 'error' | 'suggestion';
  messages: string[];
}

/** The parameter a finding is about: its `fieldPath`, else the first metric of `triggeredBy`. */
function findingParameter(finding: ReportFinding): string | null {
  const fieldPath = (finding as { fieldPath?: unknown }).fieldPath;
  if (typeof fieldPath === 'string' && fieldPath !== '') return fieldPath;
  const metrics = finding.triggeredBy?.metrics;
  const first: unknown = Array.isArray(metrics) ? metrics[0] : metrics;
  return typeof first === 'string' && first !== '' ? first : null;
}

/** The markers of a request's parameters by wire name: an error outranks a suggestion. */
export function parameterMarkers(findings: readonly ReportFinding[]): Map<string, ParameterMarker> {
  const markers = new Map<string, ParameterMarker>();
  for (const finding of findings) {
    const name = findingParameter(finding);
    if (name === null) continue;
    const kind = isError(finding) ? 'error' : 'suggestion';
    const message = maskPersonalData(finding.message ?? '');
    const marker = markers.get(name);
    if (!marker) markers.set(name, { kind, messages: [message] });
    else {
      marker.messages.push(message);
      if (kind === 'error') marker.kind = 'error';
    }
  }
  return markers;
}

/** Parameters whose name, label or value contains `search` (any case); all of them for a blank search. */
export function filterParameters(parameters: readonly ReportParameter[], search: string): ReportParameter[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [...parameters];
  return parameters.filter(
    (p) =>
      p.name.toLowerCase().includes(needle) ||
      (p.label ?? '').toLowerCase().includes(needle) ||
      p.value.toLowerCase().includes(needle),
  );
}

/** Severity mapping of specification §4: error is an error; warning and info are suggestions. */
export function isError(finding: Pick<ReportFinding, 'severity'>): boolean {
  return finding.severity.toLowerCase() === 'error';
}

export function findingCounts(findings: readonly ReportFinding[]): { errors: number; suggestions: number } {
  const errors = findings.filter(isError).length;
  return { errors, suggestions: findings.length - errors };
}

/** Custom tests of a request: the ones that ran (not skipped), and how many of them passed. */
export function testCounts(results: readonly ReportTestResult[]) {
  const ran = results.filter((result) => result.skipped !== true);
  const passed = ran.filter((result) => result.passed === true).length;
  return { total: ran.length, passed, failed: ran.length - passed, skipped: results.length - ran.length };
}

/** A value of a finding's `triggeredBy` as text. */
export function describeValue(value: unknown): string {
  if (value === undefined) return '';
  if (value === null) return 'none';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
