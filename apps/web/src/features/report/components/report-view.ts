import type { ReportFinding, ReportRequest, ReportTestResult } from '@tagproof/contracts';
import { flattenJson, parseParams } from '@tagproof/engine';

/**
 * A parameter of a report request: as the engine decoded it (`decoded`, what the saved report
 * carries), or for older reports read from the query string or the body.
 */
export interface ReportParameter {
  name: string;
  value: string;
  source: 'decoded' | 'query' | 'body';
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

/**
 * The request's parameters as the saved report carries them, decoded by the engine; a report saved
 * before they were kept has its raw query string and body read instead ({@link requestParameters}).
 */
export function reportParameters(request: ReportRequest): ReportParameter[] {
  if (!request.parameters) return requestParameters(request.originalRequest);
  return request.parameters.map(({ name, value }) => ({ name, value, source: 'decoded' }));
}

/** Parameters of an older report (without decoded ones): the query string's, then the body's. */
export function requestParameters(original: ReportRequest['originalRequest']): ReportParameter[] {
  const query = (original.queryString ?? '').replace(/^\?/, '');
  return [
    ...parseParams(query).map((p): ReportParameter => ({ name: p.name, value: p.value, source: 'query' })),
    ...bodyParameters(original.postData),
  ];
}

/** Parameters whose name or value contains `search` (any case); all of them for a blank search. */
export function filterParameters(parameters: readonly ReportParameter[], search: string): ReportParameter[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [...parameters];
  return parameters.filter(
    (p) => p.name.toLowerCase().includes(needle) || p.value.toLowerCase().includes(needle),
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
