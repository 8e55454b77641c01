import type { ValidatedRequest } from '../../../lib/validation-types';
import { createMetricRow, parseMetricValue, type MetricRow } from './metrics';

/** A field of a captured request, flattened: a dotted/bracketed name and its value. */
export interface FlatField {
  name: string;
  value: unknown;
}

const isContainer = (value: unknown): value is object => value !== null && typeof value === 'object';

/**
 * Flattens a value into dotted (objects) and bracketed (arrays) names: `{a: {b: [1]}}` gives `a`,
 * `a.b`, `a.b[0]`. Containers are kept as fields too (they become "exists" metrics).
 */
export function flattenFields(value: unknown, prefix = '', out: FlatField[] = []): FlatField[] {
  if (prefix !== '') out.push({ name: prefix, value });
  if (!isContainer(value)) return out;
  if (Array.isArray(value)) {
    value.forEach((item, index) => flattenFields(item, `${prefix}[${index}]`, out));
  } else {
    for (const [key, item] of Object.entries(value))
      flattenFields(item, prefix === '' ? key : `${prefix}.${key}`, out);
  }
  return out;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** The fields of a query string or a form-encoded body (`a=1&b=2`), in order. */
function formFields(text: string): FlatField[] {
  return text
    .replace(/^\?/, '')
    .split(/[&\n]/)
    .filter((pair) => pair.length > 0)
    .map((pair) => {
      const at = pair.indexOf('=');
      const name = decode(at < 0 ? pair : pair.slice(0, at));
      return { name, value: at < 0 ? '' : decode(pair.slice(at + 1)) };
    });
}

/** The flattened fields of a request's query string and post data (JSON bodies as paths). */
export function requestFields(
  queryString: string | null | undefined,
  postData: string | null | undefined,
): FlatField[] {
  const fields = queryString ? formFields(queryString) : [];
  const body = postData?.trim() ?? '';
  if (body.startsWith('{') || body.startsWith('[')) {
    try {
      return [...fields, ...flattenFields(JSON.parse(body) as unknown)];
    } catch {
      // Not JSON after all: read it as a form body below.
    }
  }
  return body === '' ? fields : [...fields, ...formFields(body)];
}

function toRow(name: string, raw: unknown, vendor: string | null): MetricRow {
  const value = typeof raw === 'string' ? parseMetricValue(raw) : raw;
  return createMetricRow({ name, value, vendor, comparison: isContainer(value) ? 'exists' : 'equals' });
}

/**
 * The metric rows of a captured request (specification §4): its parameters by wire name (the names
 * the checks compare, DESIGN.md), or when it has none its query-string and post-data fields
 * flattened. Objects and arrays are "exists" metrics; rows are sorted by name, first value wins.
 */
export function metricsFromRequest(request: ValidatedRequest): MetricRow[] {
  const { parameters, queryString, postData, requestCategory } = request.requestMetadata;
  const fields: FlatField[] =
    parameters.length > 0
      ? parameters.map((parameter) => ({ name: parameter.name, value: parameter.value }))
      : requestFields(queryString, postData);
  return metricsFromFields(fields, requestCategory);
}

/** Metric rows of flattened fields: one per name (the first value wins), sorted by name. */
export function metricsFromFields(fields: readonly FlatField[], vendor: string | null): MetricRow[] {
  const seen = new Set<string>();
  const rows: MetricRow[] = [];
  for (const field of fields) {
    if (field.name === '' || seen.has(field.name)) continue;
    seen.add(field.name);
    rows.push(toRow(field.name, field.value, vendor));
  }
  return rows.sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));
}

/** The event a request sends, for the default names ("Test for {event}"). */
export function requestEventName(request: ValidatedRequest): string {
  return request.requestMetadata.eventName ?? 'Unnamed Event';
}
