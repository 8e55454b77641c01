import type { Finding } from '../findings/finding.js';
import { makeFinding } from '../findings/make-finding.js';
import { canonicalText } from './canonical.js';
import { CHECKS_SOURCE, readComparison, type Comparison, type Condition } from './condition.js';
import { exceedsDepth, jsonTextExceedsDepth, MAX_JSON_DEPTH } from './json-depth.js';
import { parseList, type ParsedList } from './parse-list.js';

/** Which rows a definition uses when rows carry flags: a test its selected rows, a trigger its trigger rows. */
export type MetricRole = 'test' | 'trigger';

const FLAG: Readonly<Record<MetricRole, 'isSelected' | 'isTrigger'>> = {
  test: 'isSelected',
  trigger: 'isTrigger',
};
const MAX_CHILD_DEPTH = 5;

type Row = Record<string, unknown>;

function isRow(value: unknown): value is Row {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Rows and their `children` (metric rows of nested values), depth-first, bounded. */
function flattenRows(items: readonly unknown[]): unknown[] {
  const out: unknown[] = [];
  const stack: Array<{ item: unknown; depth: number }> = items.map((item) => ({ item, depth: 0 })).reverse();
  while (stack.length > 0) {
    const { item, depth } = stack.pop() as { item: unknown; depth: number };
    out.push(item);
    const children = isRow(item) ? item.children : undefined;
    if (Array.isArray(children) && depth < MAX_CHILD_DEPTH) {
      for (let index = children.length - 1; index >= 0; index--)
        stack.push({ item: children[index], depth: depth + 1 });
    }
  }
  return out;
}

const TOO_DEEP: ParsedList = {
  ok: false,
  items: [],
  reason: `the list is nested deeper than ${MAX_JSON_DEPTH} levels`,
};

/**
 * The one parser of a test's or trigger's stored metrics (the JSON text the documents keep, or an
 * array): the engine reads its conditions with it and the web its metric rows. Absent and blank are
 * an empty list; text that is not a JSON list, or metrics nested deeper than {@link MAX_JSON_DEPTH}
 * levels, give `ok: false` with the reason.
 */
export function parseMetricList(metrics: unknown): ParsedList {
  if (typeof metrics === 'string' && jsonTextExceedsDepth(metrics)) return TOO_DEEP;
  const parsed = parseList(metrics);
  return parsed.ok && exceedsDepth(parsed.items) ? TOO_DEEP : parsed;
}

/** Saved metric `{metric, comparison, value}` keeps `value`; a form row's expected text is `expectedValue`. */
function expectedOf(row: Row): unknown {
  if (!('metric' in row) && typeof row.expectedValue === 'string') return row.expectedValue;
  return row.value;
}

function defaultComparison(row: Row): Comparison {
  const expected = canonicalText(expectedOf(row));
  return expected.length > 0 ? 'equals' : 'exists';
}

/**
 * Reads the metric conditions of a test or trigger. Metrics may be an array or its JSON text (the
 * stored form); unparseable metrics, or metrics nested deeper than 64 levels, give no condition and
 * a METRICS_UNPARSEABLE finding. When any row carries the role's flag (`isSelected` for a test,
 * `isTrigger` for a trigger) only flagged rows are used. A row without a name, or with an unknown
 * comparison, is skipped with METRIC_INVALID; a row without a comparison compares `equals` when it
 * has a value, else `exists`.
 */
export function readConditions(
  metrics: unknown,
  role: MetricRole,
): { conditions: Condition[]; findings: Finding[] } {
  const findings: Finding[] = [];
  const parsed = parseMetricList(metrics);
  if (!parsed.ok) {
    findings.push(
      makeFinding('METRICS_UNPARSEABLE', {
        fieldPath: 'metrics',
        parameter: 'metrics',
        message: `The metrics cannot be read: ${parsed.reason}. The ${role} has no condition.`,
        expected: 'a list of {metric, comparison, value}',
        received: typeof metrics === 'string' ? metrics.slice(0, 120) : typeof metrics,
        source: CHECKS_SOURCE,
      }),
    );
    return { conditions: [], findings };
  }
  const rows = flattenRows(parsed.items);
  const flag = FLAG[role];
  const flagged = rows.some((row) => isRow(row) && typeof row[flag] === 'boolean');
  const conditions: Condition[] = [];
  for (const row of rows) {
    if (!isRow(row) || (flagged && row[flag] !== true)) continue;
    const rawName = typeof row.metric === 'string' ? row.metric : row.name;
    const metric = typeof rawName === 'string' ? rawName.trim() : '';
    const comparison =
      row.comparison === undefined || row.comparison === null || row.comparison === ''
        ? defaultComparison(row)
        : readComparison(row.comparison);
    if (metric.length === 0 || comparison === null) {
      findings.push(invalidRow(metric, row.comparison));
      continue;
    }
    conditions.push({
      metric,
      comparison,
      expected: comparison === 'equals' ? canonicalText(expectedOf(row)) : '',
    });
  }
  return { conditions, findings };
}

function invalidRow(metric: string, comparison: unknown): Finding {
  const problem =
    metric.length === 0
      ? 'has no metric name'
      : `has the unknown comparison "${typeof comparison === 'string' ? comparison.slice(0, 40) : typeof comparison}"`;
  return makeFinding('METRIC_INVALID', {
    fieldPath: metric.length === 0 ? 'metrics' : metric,
    parameter: metric.length === 0 ? 'metric' : metric,
    message: `A metric ${problem}, so it is ignored.`,
    expected: 'a metric name and a comparison: equals, exists or notExists',
    source: CHECKS_SOURCE,
  });
}
